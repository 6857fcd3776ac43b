import type { ListingPhoto } from '@gavel/contract';
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
 */
export function PhotoGallery({
  photos,
  title,
  emptyLabel = 'No photos of this lot yet',
}: {
  photos: readonly ListingPhoto[];
  title: string;
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
          <img
            key={current.id}
            src={resolveApiUrl(current.url)}
            alt={altOf(index)}
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
                <img
                  src={resolveApiUrl(photo.thumbnail_url)}
                  alt=""
                  loading="lazy"
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
