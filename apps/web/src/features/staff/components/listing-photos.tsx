import type { ListingPhoto } from '@gavel/contract';
import { useState } from 'react';
import { resolveApiUrl } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';

/**
 * The reviewer's gallery: one large photo (a link to the full-size file) and every photo as
 * a thumbnail button, so each can be checked without leaving the page.
 */
export function ListingPhotos({ photos, title }: { photos: ListingPhoto[]; title: string }) {
  const sorted = [...photos].sort((a, b) => a.position - b.position);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const current = sorted.find((photo) => photo.id === selectedId) ?? sorted[0];
  const count = sorted.length;

  if (!current) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-lg border border-dashed border-zinc-300 text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
        This listing has no photos.
      </div>
    );
  }
  const index = sorted.indexOf(current);

  return (
    <section aria-label="Photos" className="flex flex-col gap-3">
      <a
        href={resolveApiUrl(current.url)}
        target="_blank"
        rel="noreferrer"
        title="Open the full-size photo in a new tab"
        className="block aspect-[4/3] overflow-hidden rounded-lg bg-zinc-100 dark:bg-zinc-900"
      >
        <img
          key={current.id}
          src={resolveApiUrl(current.url)}
          alt={`${title}, photo ${String(index + 1)} of ${String(count)}`}
          className="size-full object-contain"
        />
      </a>
      {count > 1 && (
        <ul className="flex flex-wrap gap-2 p-1" aria-label="Choose a photo">
          {sorted.map((photo, position) => (
            <li key={photo.id}>
              <button
                type="button"
                aria-label={`Show photo ${String(position + 1)} of ${String(count)}`}
                aria-pressed={photo.id === current.id}
                onClick={() => {
                  setSelectedId(photo.id);
                }}
                className={cn(
                  'block size-16 cursor-pointer overflow-hidden rounded-md ring-2 ring-offset-2 ring-offset-white sm:size-20 dark:ring-offset-zinc-950',
                  photo.id === current.id
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
