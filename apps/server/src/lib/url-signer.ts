import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures for URLs the API serves itself: the local driver's upload URL, its
 * signed file links and the unsubscribe links of alert emails (`app.urlSigner`). Each use names
 * its purpose first, so a signature for one can never be replayed as another.
 */
export class UrlSigner {
  readonly #key: Buffer;
  constructor(secret: string) {
    this.#key = Buffer.from(secret, 'utf8');
  }

  /**
   * A signer keyed by a sub-key of this one for `label` (HMAC of the label): its tokens are not
   * this signer's, and a use that needs its own key later changes only its own.
   */
  derive(label: string): UrlSigner {
    return new UrlSigner(
      createHmac('sha256', this.#key).update(`derive\n${label}`).digest('base64url'),
    );
  }

  sign(parts: readonly (string | number)[]): string {
    return createHmac('sha256', this.#key).update(parts.join('\n')).digest('base64url');
  }

  verify(parts: readonly (string | number)[], signature: string): boolean {
    const expected = Buffer.from(this.sign(parts));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** `exp.signature` over the upload id and its expiry (seconds since the epoch). */
  uploadToken(uploadId: string, expiresAt: Date): string {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    return `${exp}.${this.sign(['upload', uploadId, exp])}`;
  }

  /** The token's expiry when it was signed here for this upload; null when forged or malformed. */
  readUploadToken(uploadId: string, token: string): Date | null {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match?.[1] || !match[2]) return null;
    const exp = Number(match[1]);
    return this.verify(['upload', uploadId, exp], match[2]) ? new Date(exp * 1000) : null;
  }

  /**
   * `<id>.<signature>`, the signature over the purpose and the id: a token naming one thing for
   * one purpose, without expiry (an unsubscribe link must work from an old email: ADR 051). `id`
   * is a UUID.
   */
  namedToken(purpose: string, id: string): string {
    return `${id}.${this.sign([purpose, id])}`;
  }

  /** The id a `namedToken` of `purpose` names; null when forged, tampered or malformed. */
  readNamedToken(purpose: string, token: string): string | null {
    const match =
      /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/.exec(
        token,
      );
    if (!match?.[1] || !match[2]) return null;
    return this.verify([purpose, match[1]], match[2]) ? match[1] : null;
  }
}
