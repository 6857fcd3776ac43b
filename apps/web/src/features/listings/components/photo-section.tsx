import type { Listing } from '@gavel/contract';
import { MAX_LISTING_PHOTOS } from '@gavel/contract/values';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { actionToast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FileField } from '../../../components/ui/field';
import { Progress } from '../../../components/ui/progress';
import { formatBytes } from '../../../lib/format';
import {
  discardPhotoUpload,
  MAX_PHOTO_SIZE_TEXT,
  PHOTO_TYPES,
  photoFileProblem,
  retryPhotoUpload,
  usePhotoUploads,
  type PhotoUpload,
} from '../hooks/photo-uploads';
import { PhotoGrid } from './photo-grid';

function UploadRow({ upload }: { upload: PhotoUpload }) {
  const queryClient = useQueryClient();
  const name = upload.file.name;
  const failed = upload.status === 'failed';
  const percent = Math.round(upload.progress * 100);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">
          {name}{' '}
          <span className="font-normal text-zinc-500 dark:text-zinc-400">
            ({formatBytes(upload.file.size)})
          </span>
        </p>
        <div className="flex items-center gap-1">
          {failed && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Retry ${name}`}
              onClick={() => {
                retryPhotoUpload(queryClient, upload.key);
              }}
            >
              Retry
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${failed ? 'Remove' : 'Cancel'} ${name}`}
            onClick={() => {
              discardPhotoUpload(upload.key);
            }}
          >
            {failed ? 'Remove' : 'Cancel'}
          </Button>
        </div>
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {upload.error}
        </p>
      ) : (
        <div className="flex items-center gap-3">
          <Progress value={upload.progress} label={`Uploading ${name}`} />
          <span className="w-20 shrink-0 text-right text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
            {upload.status === 'queued' ? 'Waiting…' : `${String(percent)}%`}
          </span>
        </div>
      )}
    </li>
  );
}

interface PhotoSectionProps {
  listing: Listing | null;
  /** Takes the accepted files; on a new listing it saves the draft first (SPEC §8). */
  onAddPhotos: (files: File[]) => void;
  /** The draft is being saved so the photos have a listing to go to. */
  preparing: boolean;
}

export function PhotoSection({ listing, onAddPhotos, preparing }: PhotoSectionProps) {
  const uploads = usePhotoUploads(listing?.id ?? null);
  const [fileError, setFileError] = useState<string | undefined>();
  const photos = listing?.photos ?? [];
  const room = MAX_LISTING_PHOTOS - photos.length - uploads.length;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again (after a failure) fires a change.
    event.target.value = '';
    const problems: string[] = [];
    const fine: File[] = [];
    for (const file of files) {
      const problem = photoFileProblem(file);
      if (problem) problems.push(problem);
      else fine.push(file);
    }
    const accepted = fine.slice(0, Math.max(0, room));
    if (accepted.length < fine.length) {
      problems.push(
        `A listing has at most ${String(MAX_LISTING_PHOTOS)} photos: ${String(fine.length - accepted.length)} not added.`,
      );
    }
    const problem = problems.length > 0 ? problems.join(' ') : undefined;
    // Adding the first photos to a new listing opens the listing's own page, where this
    // field's message would be gone: tell it in a toast instead.
    if (problem && !listing && accepted.length > 0) actionToast('photos', 'error', problem);
    else setFileError(problem);
    if (accepted.length > 0) onAddPhotos(accepted);
  };

  return (
    // Not a labelled region: its name would compete with the "Photos" input for getByLabel.
    <section>
      <Card className="flex flex-col gap-4 p-5">
        <div>
          <h2
            tabIndex={-1}
            className="text-lg font-semibold text-zinc-900 outline-none dark:text-white"
          >
            Photos{' '}
            <span className="text-sm font-normal text-zinc-500 dark:text-zinc-400">
              {photos.length} / {MAX_LISTING_PHOTOS}
            </span>
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            The first photo is the cover buyers see in the auction list. At least one is needed to
            submit.
          </p>
        </div>
        <FileField
          label="Photos"
          multiple
          accept={PHOTO_TYPES.join(',')}
          onChange={choose}
          error={fileError}
          aria-busy={preparing || undefined}
          hint={
            preparing
              ? 'Saving the draft so your photos can be uploaded…'
              : `JPEG, PNG or WebP, up to ${MAX_PHOTO_SIZE_TEXT} each. ${String(Math.max(0, room))} more can be added.`
          }
        />
        {uploads.length > 0 && (
          <ul aria-label="Uploads" className="flex flex-col gap-2">
            {uploads.map((upload) => (
              <UploadRow key={upload.key} upload={upload} />
            ))}
          </ul>
        )}
        {listing && photos.length > 0 ? (
          <PhotoGrid listingId={listing.id} title={listing.title} photos={photos} />
        ) : (
          uploads.length === 0 && (
            <p className="rounded-md border border-dashed border-zinc-300 px-4 py-8 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
              No photos yet. Clear, well-lit photos from several angles sell best.
            </p>
          )
        )}
      </Card>
    </section>
  );
}
