import type { ListingPhoto } from '@gavel/contract';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { resolveApiUrl } from '../../../lib/api-client';
import { toastError } from '../../../lib/form-errors';
import { useDeletePhoto } from '../api/delete-photo';
import { useReorderPhotos } from '../api/reorder-photos';

const tileClasses =
  'overflow-hidden rounded-md border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950';

function Thumbnail({ photo, alt, cover }: { photo: ListingPhoto; alt: string; cover: boolean }) {
  return (
    <div className="relative">
      <img
        src={resolveApiUrl(photo.thumbnail_url)}
        alt={alt}
        loading="lazy"
        className="aspect-[4/3] w-full bg-zinc-100 object-cover dark:bg-zinc-800"
      />
      {cover && (
        <span className="absolute top-2 left-2 rounded-full bg-zinc-900/80 px-2 py-0.5 text-xs font-medium text-white dark:bg-zinc-950/85">
          Cover
        </span>
      )}
    </div>
  );
}

const photoAlt = (title: string | null, index: number, count: number) =>
  `${title?.trim() ? title.trim() : 'Listing'}: photo ${String(index + 1)} of ${String(count)}${index === 0 ? ' (cover)' : ''}`;

function IconButton({
  label,
  inactive = false,
  action,
  onClick,
  children,
}: {
  label: string;
  inactive?: boolean;
  action: string;
  onClick: () => void;
  children: ReactNode;
}) {
  // aria-disabled rather than disabled: the button keeps focus when a move makes it inactive.
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      data-action={action}
      aria-disabled={inactive || undefined}
      className={inactive ? 'cursor-default opacity-40 hover:bg-transparent' : undefined}
      onClick={() => {
        if (!inactive) onClick();
      }}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
        {children}
      </svg>
    </Button>
  );
}

const ARROW_LEFT = (
  <path d="M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0Z" />
);
const ARROW_RIGHT = (
  <path d="M7.2 15.8a.75.75 0 0 1 0-1.06L11.94 10 7.2 5.26A.75.75 0 1 1 8.26 4.2l5.27 5.27a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 0 1-1.06 0Z" />
);
const TRASH = (
  <path d="M8.5 2.75A.75.75 0 0 1 9.25 2h1.5a.75.75 0 0 1 .75.75V3.5h3.75a.75.75 0 0 1 0 1.5h-.56l-.7 10.56A2 2 0 0 1 12 17.5H8a2 2 0 0 1-1.99-1.94L5.31 5h-.56a.75.75 0 0 1 0-1.5H8.5v-.75ZM6.82 5l.69 10.46a.5.5 0 0 0 .49.54h4a.5.5 0 0 0 .5-.54L13.18 5H6.82Z" />
);

/**
 * The editable photo grid: the first photo is the cover; buttons move a photo one place or
 * remove it. Moves show at once and are announced for screen readers; focus stays on the
 * button that was used, on the photo that moved.
 */
export function PhotoGrid({
  listingId,
  title,
  photos,
}: {
  listingId: string;
  title: string | null;
  photos: ListingPhoto[];
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const reorder = useReorderPhotos(listingId);
  const remove = useDeletePhoto(listingId);

  const move = (index: number, by: -1 | 1, action: string) => {
    const target = index + by;
    const photo = photos[index];
    const other = photos[target];
    if (!photo || !other) return;
    const ids = photos.map((p) => p.id);
    ids[target] = photo.id;
    ids[index] = other.id;
    reorder.mutate(ids, { onError: toastError });
    setAnnouncement(
      `Photo moved to position ${String(target + 1)} of ${String(photos.length)}${target === 0 ? ', now the cover' : ''}.`,
    );
    requestAnimationFrame(() => {
      listRef.current
        ?.querySelector<HTMLElement>(`[data-photo="${photo.id}"] [data-action="${action}"]`)
        ?.focus();
    });
  };

  const confirmRemove = () => {
    if (!removing) return;
    const index = photos.findIndex((p) => p.id === removing);
    remove.mutate(removing, {
      onSuccess: () => {
        setRemoving(null);
        setAnnouncement(`Photo ${String(index + 1)} removed.`);
        // After the dialog has closed (it returns focus to the removed button, now gone).
        const heading = listRef.current?.closest('section')?.querySelector<HTMLElement>('h2');
        requestAnimationFrame(() => heading?.focus());
      },
      onError: (error) => {
        setRemoving(null);
        toastError(error);
      },
    });
  };

  return (
    <>
      <ol ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => {
          const position = `photo ${String(index + 1)}`;
          return (
            <li key={photo.id} data-photo={photo.id} className={tileClasses}>
              <Thumbnail
                photo={photo}
                alt={photoAlt(title, index, photos.length)}
                cover={index === 0}
              />
              <div className="flex items-center justify-between gap-1 px-1 py-1">
                <div className="flex">
                  <IconButton
                    label={`Move left (${position})`}
                    action="left"
                    inactive={index === 0}
                    onClick={() => {
                      move(index, -1, 'left');
                    }}
                  >
                    {ARROW_LEFT}
                  </IconButton>
                  <IconButton
                    label={`Move right (${position})`}
                    action="right"
                    inactive={index === photos.length - 1}
                    onClick={() => {
                      move(index, 1, 'right');
                    }}
                  >
                    {ARROW_RIGHT}
                  </IconButton>
                </div>
                <IconButton
                  label={`Remove ${position}`}
                  action="remove"
                  onClick={() => {
                    setRemoving(photo.id);
                  }}
                >
                  {TRASH}
                </IconButton>
              </div>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this photo?"
        actionLabel="Remove"
        description="The photo is deleted from the listing. You can upload it again later."
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => {
          setRemoving(null);
        }}
      />
    </>
  );
}
