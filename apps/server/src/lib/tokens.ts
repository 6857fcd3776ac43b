import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { roleSchema, type Role } from '@gavel/contract';
import { errors as joseErrors, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Clock } from './clock.js';

export interface AccessClaims {
  userId: string;
  roles: Role[];
}

const claimsSchema = z.object({
  sub: z.uuid(),
  roles: z.array(roleSchema),
  exp: z.number(),
  nbf: z.number().optional(),
});

/**
 * Tokens already verified, with their claims, until they expire: a client sends the same
 * access token with every request of its 15 minutes, and checking its HMAC through WebCrypto
 * again each time showed in the bid path's profile (issue 15). A token is only a key here once
 * it verified; its times are checked again on every use, on the injected clock.
 */
const VERIFIED_TOKENS_MAX = 10_000;
const ALGORITHM = 'HS256';

/** Signs and verifies access JWTs; only HS256 is accepted, with `exp`, `iss` and `aud` checked. */
export class AccessTokens {
  // Imported once: given raw bytes, jose imports the key again on every sign and verify, which
  // showed in the bid path's profile (docs/performance.md).
  readonly #key: Promise<CryptoKey>;
  readonly #verified = new LRUCache<string, { claims: AccessClaims; exp: number; nbf: number }>({
    max: VERIFIED_TOKENS_MAX,
  });
  constructor(
    secret: string,
    private readonly opts: { issuer: string; audience: string; ttlSeconds: number; clock: Clock },
  ) {
    this.#key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  get ttlSeconds(): number {
    return this.opts.ttlSeconds;
  }

  async sign(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.opts.clock.now().getTime() / 1000);
    return new SignJWT({ roles: claims.roles })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(this.opts.issuer)
      .setAudience(this.opts.audience)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + this.opts.ttlSeconds)
      .setJti(randomUUID())
      .sign(await this.#key);
  }

  /** The token's claims, or null when it is malformed, forged, expired or not ours. */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.#verified.get(token);
    if (known) {
      // jose's own rule, in whole seconds: valid from nbf, up to (not at) exp, no tolerance.
      const now = Math.floor(this.opts.clock.now().getTime() / 1000);
      if (now >= known.nbf && now < known.exp) return known.claims;
      this.#verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, await this.#key, {
        algorithms: [ALGORITHM],
        issuer: this.opts.issuer,
        audience: this.opts.audience,
        currentDate: this.opts.clock.now(),
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const parsed = claimsSchema.safeParse(payload);
      if (!parsed.success) return null;
      const claims = { userId: parsed.data.sub, roles: parsed.data.roles };
      this.#verified.set(token, {
        claims,
        exp: parsed.data.exp,
        nbf: parsed.data.nbf ?? -Infinity,
      });
      return claims;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}

/** Opaque refresh tokens: 256 random bits; only their SHA-256 is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
