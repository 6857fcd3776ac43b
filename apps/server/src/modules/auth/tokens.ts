import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { roleSchema, type Role } from '@gavel/contract';
import { errors as joseErrors, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.js';

export interface AccessClaims {
  userId: string;
  roles: Role[];
}

const claimsSchema = z.object({ sub: z.uuid(), roles: z.array(roleSchema) });
const ALGORITHM = 'HS256';

/** Signs and verifies access JWTs; only HS256 is accepted, with `exp`, `iss` and `aud` checked. */
export class AccessTokens {
  // Imported once: given raw bytes, jose imports the key again on every sign and verify, which
  // showed in the bid path's profile (docs/performance.md).
  readonly #key: Promise<CryptoKey>;
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
    try {
      const { payload } = await jwtVerify(token, await this.#key, {
        algorithms: [ALGORITHM],
        issuer: this.opts.issuer,
        audience: this.opts.audience,
        currentDate: this.opts.clock.now(),
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const parsed = claimsSchema.safeParse(payload);
      return parsed.success ? { userId: parsed.data.sub, roles: parsed.data.roles } : null;
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
