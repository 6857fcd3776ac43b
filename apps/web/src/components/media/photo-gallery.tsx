import type { ListingPhoto } from '@gavel/contract';
import { PHOTO_DISPLAY_EDGE, PHOTO_THUMBNAIL_EDGE } from '@gavel/contract/values';
import { useRef, useState, type KeyboardEvent } from 'react';
import { resolveApiUrl } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { PhotoPlaceholder } from './photo-placeholder';

const arrowButton =
  'absolute top-1/2 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-zinc-900 shadow-md hover:bg-white dark:bg-zinc-900/90 dark:text-white dark:hover:bg-zinc-900';

/**
 * The main photo with thumbnails, on the public and dealer listing pages and the staff review:
 * the main photo links to the full-size file; thumbnails are buttons; arrow keys, Home and End
 * move between them (and the focus follows), and the main photo has previous / next buttons.
 *
 * The main photo is the page's largest paint (LCP): it shows the display-size variant, or the
 * thumbnail where that is sharp enough, never the full-size file (ADR 036). The photo the page
 * opens with is fetched first; React's server render also preloads it from the page's head.
 */
export function PhotoGallery({
  photos,
  title,
  sizes,
  emptyLabel = 'No photos of this lot yet',
}: {
  photos: readonly ListingPhoto[];
  title: string;
  /** The main photo's width in the page's layout, as the `sizes` of its `srcset`. */
  sizes: string;
  /** What the placeholder says when there is no photo (staff: "This listing has no photos."). */
  emptyLabel?: string;
}) {
  const sorted = [...photos].sort((a, b) => a.position - b.position);
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = sorted.length;
  const index = Math.min(selected, Math.max(0, count - 1));
  const current = sorted[index];

  if (!current) {
    return (
      <div className="aspect-[4/3] overflow-hidden rounded-lg">
        <PhotoPlaceholder label={emptyLabel} />
      </div>
    );
  }

  const altOf = (position: number) => `${title}, photo ${String(position + 1)} of ${String(count)}`;
  const show = (next: number, focus = false) => {
    const wrapped = (next + count) % count;
    setSelected(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  };

  const onThumbKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  return (
    <section aria-label="Photos" className="flex flex-col gap-3">
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-zinc-100 dark:bg-zinc-900">
        <a
          href={resolveApiUrl(current.url)}
          target="_blank"
          rel="noreferrer"
          className="block size-full"
          title="Open the full-size photo"
        >
          {/* Described by their long edge, which is their width or more than the 4:3 frame can
              show of a taller photo: the browser never takes a candidate for sharper than it is. */}
          <img
            key={current.id}
            src={resolveApiUrl(current.display_url)}
            srcSet={`${resolveApiUrl(current.thumbnail_url)} ${String(PHOTO_THUMBNAIL_EDGE)}w, ${resolveApiUrl(current.display_url)} ${String(PHOTO_DISPLAY_EDGE)}w`}
            sizes={sizes}
            alt={altOf(index)}
            loading="eager"
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
            className="size-full object-contain"
          />
        </a>
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous photo"
              onClick={() => {
                show(index - 1);
              }}
              className={cn(arrowButton, 'left-3')}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              aria-label="Next photo"
              onClick={() => {
                show(index + 1);
              }}
              className={cn(arrowButton, 'right-3')}
            >
              <Chevron direction="right" />
            </button>
            <p
              aria-hidden="true"
              className="absolute right-3 bottom-3 rounded-full bg-zinc-950/70 px-2.5 py-1 text-xs font-medium text-white tabular-nums"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-1" aria-label="Choose a photo">
          {sorted.map((photo, position) => (
            <li key={photo.id} className="shrink-0">
              <button
                ref={(element) => {
                  thumbs.current[position] = element;
                }}
                type="button"
                aria-label={`Show photo ${String(position + 1)} of ${String(count)}`}
                aria-current={position === index ? 'true' : undefined}
                tabIndex={position === index ? 0 : -1}
                onClick={() => {
                  show(position);
                }}
                onKeyDown={onThumbKey}
                className={cn(
                  'block size-16 cursor-pointer overflow-hidden rounded-md ring-2 ring-offset-2 ring-offset-white sm:size-20 dark:ring-offset-zinc-950',
                  position === index
                    ? 'ring-brand-600 dark:ring-brand-400'
                    : 'opacity-75 ring-transparent hover:opacity-100',
                )}
              >
                {/* Behind the main photo: on a slow network it comes first. */}
                <img
                  src={resolveApiUrl(photo.thumbnail_url)}
                  alt=""
                  loading="lazy"
                  fetchPriority="low"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
      <path
        fillRule="evenodd"
        d={
          direction === 'left'
            ? 'M12.8 4.2a1 1 0 0 1 0 1.4L8.4 10l4.4 4.4a1 1 0 0 1-1.4 1.4l-5.1-5.1a1 1 0 0 1 0-1.4l5.1-5.1a1 1 0 0 1 1.4 0Z'
            : 'M7.2 15.8a1 1 0 0 1 0-1.4l4.4-4.4-4.4-4.4a1 1 0 0 1 1.4-1.4l5.1 5.1a1 1 0 0 1 0 1.4l-5.1 5.1a1 1 0 0 1-1.4 0Z'
        }
        clipRule="evenodd"
      />
    </svg>
  );
}
