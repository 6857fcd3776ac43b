/**
 * How other modules turn stored files into URLs for answers (SPEC §4.3, §8). Implemented by the
 * uploads module over the configured storage driver; declared here so that modules below it
 * (kyc, listings) can take it without importing the uploads module.
 */
export interface StoredPhoto {
  id: string;
  storageKey: string;
  thumbnailKey: string | null;
  /** null for photos finalized before the display variant existed (ADR 036). */
  displayKey: string | null;
}

export interface StoredDocument {
  id: string;
  storageKey: string;
  contentType: string;
  filename: string;
}

export interface FileLinks {
  /**
   * A photo's full-size, thumbnail and display-size URLs. `public`: stable URLs anyone may fetch
   * (the listing is public). `private`: short-lived signed URLs for the owner and staff only.
   * A photo without a display variant answers its full-size file there (ADR 036).
   */
  photoUrls(
    photo: StoredPhoto,
    visibility: 'public' | 'private',
  ): Promise<{ url: string; thumbnail_url: string; display_url: string }>;
  /** A short-lived signed download link for a KYC document; give it only to owner and staff. */
  documentUrl(document: StoredDocument): Promise<string>;
}
