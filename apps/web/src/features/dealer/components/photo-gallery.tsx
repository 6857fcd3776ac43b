import type { ListingPhoto } from '@gavel/contract';
import { useState } from 'react';
import { resolveApiUrl } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { PhotoPlaceholder } from './photo-placeholder';

/** The listing's photos: one large, the others as buttons that bring theirs forward. */
export function PhotoGallery({
  photos,
  title,
}: {
  photos: readonly ListingPhoto[];
  title: string;
}) {
  const ordered = [...photos].sort((a, b) => a.position - b.position);
  const [selectedId, setSelectedId] = useState(ordered[0]?.id);
  const index = Math.max(
    0,
    ordered.findIndex((photo) => photo.id === selectedId),
  );
  const selected = ordered[index];

  if (!selected) {
    return (
      <div className="aspect-[4/3] overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-800">
        <PhotoPlaceholder />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-[4/3] overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 dark:border-zinc-800 dark:bg-zinc-900">
        <img
          src={resolveApiUrl(selected.url)}
          alt={`${title}, photo ${String(index + 1)} of ${String(ordered.length)}`}
          className="size-full object-contain"
        />
      </div>
      {ordered.length > 1 && (
        <ul aria-label="Photos" className="flex gap-2 overflow-x-auto pb-1">
          {ordered.map((photo, i) => {
            const current = photo.id === selected.id;
            return (
              <li key={photo.id} className="shrink-0">
                <button
                  type="button"
                  aria-label={`Show photo ${String(i + 1)} of ${String(ordered.length)}`}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => {
                    setSelectedId(photo.id);
                  }}
                  className={cn(
                    'block size-16 cursor-pointer overflow-hidden rounded-md border-2 sm:size-20',
                    current
                      ? 'border-brand-600 dark:border-brand-400'
                      : 'border-transparent opacity-80 hover:opacity-100',
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
            );
          })}
        </ul>
      )}
    </div>
  );
}
