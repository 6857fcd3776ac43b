import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, type Listing } from '@gavel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { errorMessage } from '../../../lib/form-errors';
import { uploadFile } from '../../../lib/upload-file';
import { listingKeys, markListingListsStale } from '../api/keys';

export const PHOTO_TYPES: readonly string[] = UPLOAD_CONTENT_TYPES.listing_photo;
export const MAX_PHOTO_SIZE_TEXT = `${String(MAX_UPLOAD_BYTES / (1024 * 1024))} MB`;

export interface PhotoUpload {
  key: string;
  listingId: string;
  file: File;
  /** 0–1 while the bytes travel. */
  progress: number;
  status: 'queued' | 'uploading' | 'failed';
  error: string | null;
}

/**
 * Uploads live outside React, keyed by listing: the new-listing page saves the draft when the
 * first photo is added and moves to the listing's own page while the files are still on their
 * way, and the progress must carry on there. One file at a time, so photos keep the order in
 * which they were chosen (the server appends each at finalize).
 */
let uploads: readonly PhotoUpload[] = [];
const listeners = new Set<() => void>();
const controllers = new Map<string, AbortController>();
let nextKey = 0;

function commit(next: readonly PhotoUpload[]) {
  uploads = next;
  for (const listener of listeners) listener();
}

function patch(key: string, changes: Partial<PhotoUpload>) {
  commit(uploads.map((upload) => (upload.key === key ? { ...upload, ...changes } : upload)));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Why a file cannot be a photo, before anything is sent; null when it can. */
export function photoFileProblem(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return `${file.name}: not a JPEG, PNG or WebP image.`;
  if (file.size > MAX_UPLOAD_BYTES) {
    return `${file.name}: larger than ${MAX_PHOTO_SIZE_TEXT}.`;
  }
  if (file.size === 0) return `${file.name}: the file is empty.`;
  return null;
}

function addToListing(queryClient: QueryClient, listingId: string, photo: Listing['photos'][0]) {
  queryClient.setQueryData<Listing>(listingKeys.detail(listingId), (old) =>
    old && !old.photos.some((p) => p.id === photo.id)
      ? { ...old, photos: [...old.photos, { ...photo, position: old.photos.length }] }
      : old,
  );
}

async function run(queryClient: QueryClient, upload: PhotoUpload) {
  const controller = new AbortController();
  controllers.set(upload.key, controller);
  patch(upload.key, { status: 'uploading', progress: 0, error: null });
  try {
    const answer = await uploadFile(upload.file, {
      purpose: 'listing_photo',
      listingId: upload.listingId,
      signal: controller.signal,
      onProgress: (progress) => {
        patch(upload.key, { progress });
      },
    });
    commit(uploads.filter((u) => u.key !== upload.key));
    addToListing(queryClient, upload.listingId, {
      id: answer.id,
      url: answer.url,
      thumbnail_url: answer.thumbnail_url ?? answer.url,
      display_url: answer.display_url ?? answer.url,
      position: 0,
    });
    // The server's view (positions, signed URLs) replaces the guess above.
    void queryClient.invalidateQueries({
      queryKey: listingKeys.detail(upload.listingId),
      exact: true,
    });
    void markListingListsStale(queryClient, upload.listingId);
  } catch (error) {
    // Removed by the person while it travelled: nothing to report.
    if (!uploads.some((u) => u.key === upload.key)) return;
    patch(upload.key, { status: 'failed', error: errorMessage(error) });
  } finally {
    controllers.delete(upload.key);
  }
}

const pumping = new Set<string>();

/** Works through a listing's queue, one file at a time, until nothing is queued. */
async function pump(queryClient: QueryClient, listingId: string) {
  if (pumping.has(listingId)) return;
  pumping.add(listingId);
  try {
    for (;;) {
      const next = uploads.find((u) => u.listingId === listingId && u.status === 'queued');
      if (!next) break;
      await run(queryClient, next);
    }
  } finally {
    pumping.delete(listingId);
  }
}

export function enqueuePhotoUploads(queryClient: QueryClient, listingId: string, files: File[]) {
  const added = files.map<PhotoUpload>((file) => ({
    key: `photo-upload-${String(++nextKey)}`,
    listingId,
    file,
    progress: 0,
    status: 'queued',
    error: null,
  }));
  commit([...uploads, ...added]);
  void pump(queryClient, listingId);
}

export function retryPhotoUpload(queryClient: QueryClient, key: string) {
  const upload = uploads.find((u) => u.key === key);
  if (upload?.status !== 'failed') return;
  patch(key, { status: 'queued', progress: 0, error: null });
  void pump(queryClient, upload.listingId);
}

/** Drops a failed or waiting upload, or cancels one on its way. */
export function discardPhotoUpload(key: string) {
  commit(uploads.filter((u) => u.key !== key));
  controllers.get(key)?.abort();
}

/** The listing's unfinished uploads, in the order they were chosen. */
export function usePhotoUploads(listingId: string | null): readonly PhotoUpload[] {
  const snapshot = useSyncExternalStore(subscribe, () => uploads);
  return useMemo(
    () => (listingId === null ? [] : snapshot.filter((u) => u.listingId === listingId)),
    [snapshot, listingId],
  );
}
