import {
  DISPUTE_PHOTOS_MAX,
  KYC_DOCUMENTS_MAX,
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  type KycDocument,
  type UploadPurpose,
} from '@gavel/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/form-errors';
import { formatBytes } from '../../lib/format';
import { uploadFile } from '../../lib/upload-file';

export interface DocumentItem {
  key: string;
  name: string;
  sizeBytes: number;
  state: 'uploading' | 'done' | 'failed';
  /** 0–1 while uploading. */
  progress: number;
  /** The finalized upload's id: what `document_upload_ids` sends. */
  uploadId: string | null;
  error: string | null;
  /** Kept so a failed upload can be tried again. */
  file: File | null;
}

/** What a list of files is for: its upload purpose, how many it takes, and how it is named. */
export interface UploadKind {
  purpose: UploadPurpose;
  max: number;
  /** The types in words: "JPEG, PNG or PDF". */
  types: string;
  /** The files in words: "documents". */
  noun: string;
}

/** A KYC submission's documents (SPEC §4.2). */
export const KYC_DOCUMENT_UPLOADS: UploadKind = {
  purpose: 'kyc_document',
  max: KYC_DOCUMENTS_MAX,
  types: 'JPEG, PNG or PDF',
  noun: 'documents',
};

/** A dispute's photos (SPEC §13.4): private to the parties and staff. */
export const DISPUTE_PHOTO_UPLOADS: UploadKind = {
  purpose: 'dispute_photo',
  max: DISPUTE_PHOTOS_MAX,
  types: 'JPEG, PNG or WebP',
  noun: 'photos',
};

/** The file input's `accept` for a kind: the purpose's content types. */
export const acceptOf = (kind: UploadKind): string => UPLOAD_CONTENT_TYPES[kind.purpose].join(',');

let sequence = 0;
const nextKey = () => `doc-${String((sequence += 1))}`;

/** Documents already on the record: a resubmission may keep them (they stay the owner's). */
const fromRecord = (doc: KycDocument): DocumentItem => ({
  key: doc.id,
  name: doc.filename,
  sizeBytes: doc.size_bytes,
  state: 'done',
  progress: 1,
  uploadId: doc.id,
  error: null,
  file: null,
});

/** Why a chosen file cannot be sent, checked before any upload starts. */
function problemWith(file: File, kind: UploadKind): string | null {
  const accepted: readonly string[] = UPLOAD_CONTENT_TYPES[kind.purpose];
  if (!accepted.includes(file.type)) return `${file.name}: use a ${kind.types} file.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_UPLOAD_BYTES) {
    return `${file.name} is ${formatBytes(file.size)}; each file must be at most ${formatBytes(MAX_UPLOAD_BYTES)}.`;
  }
  return null;
}

/**
 * A list of files to attach (the KYC "Documents", a dispute's photos): each chosen file is
 * checked, then uploaded at once with progress (presign → PUT → finalize). Removing a file
 * cancels its upload. `selectionError` explains files that were refused, next to the field.
 */
export function useDocumentUploads(
  initial: readonly KycDocument[],
  kind: UploadKind = KYC_DOCUMENT_UPLOADS,
) {
  const [items, setItems] = useState<DocumentItem[]>(() => initial.map(fromRecord));
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<DocumentItem>) => {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploadFile(file, {
        purpose: kind.purpose,
        signal: controller.signal,
        onProgress: (progress) => {
          patch(key, { progress });
        },
      })
        .then((upload) => {
          patch(key, { state: 'done', progress: 1, uploadId: upload.id });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          patch(key, { state: 'failed', error: errorMessage(error) });
        })
        .finally(() => {
          controllers.current.delete(key);
        });
    },
    [patch, kind.purpose],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const problems: string[] = [];
      const room = kind.max - items.filter((item) => item.state !== 'failed').length;
      const accepted: DocumentItem[] = [];
      for (const file of files) {
        const problem = problemWith(file, kind);
        if (problem) {
          problems.push(problem);
        } else if (accepted.length >= room) {
          problems.push(
            `Attach at most ${String(kind.max)} ${kind.noun}; ${file.name} was left out.`,
          );
        } else {
          accepted.push({
            key: nextKey(),
            name: file.name,
            sizeBytes: file.size,
            state: 'uploading',
            progress: 0,
            uploadId: null,
            error: null,
            file,
          });
        }
      }
      setSelectionError(problems.length > 0 ? problems.join(' ') : null);
      if (accepted.length === 0) return;
      setItems((current) => [...current, ...accepted]);
      for (const item of accepted) if (item.file) start(item.key, item.file);
    },
    [items, start, kind],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
    setSelectionError(null);
  }, []);

  const retry = useCallback(
    (key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (!item?.file) return;
      patch(key, { state: 'uploading', progress: 0, error: null });
      start(key, item.file);
    },
    [items, patch, start],
  );

  const uploading = items.some((item) => item.state === 'uploading');
  const uploadIds = items.flatMap((item) =>
    item.state === 'done' && item.uploadId ? [item.uploadId] : [],
  );

  return { items, add, remove, retry, uploading, uploadIds, selectionError };
}
