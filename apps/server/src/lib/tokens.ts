import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { roleSchema, type Role } from '@gavel/contract';
import { errors as joseErrors, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Clock } from './clock.js';

export interface AccessClaims {
  userId: string;
  roles: Role[];
  /** When the token was signed (`iat`, whole seconds since the epoch). */
  issuedAt: number;
}

const claimsSchema = z.object({
  sub: z.uuid(),
  roles: z.array(roleSchema),
  iat: z.number(),
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

  async sign(claims: Omit<AccessClaims, 'issuedAt'>): Promise<string> {
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
      const claims = {
        userId: parsed.data.sub,
        roles: parsed.data.roles,
        issuedAt: parsed.data.iat,
      };
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

/**
 * A token of an account flow (SPEC §3.1: reset and verification links, `mfa_token`), as
 * `selector.verifier`: the selector (128 random bits) finds the row by an index, and the
 * verifier (256 random bits) is checked against its stored SHA-256 in constant time, so neither
 * the lookup nor the comparison tells an attacker how close a guess came (ADR 030).
 */
export interface NewAccountToken {
  /** What the person receives; never stored or logged. */
  token: string;
  selector: string;
  verifierHash: string;
}

const SELECTOR_BYTES = 16;
const VERIFIER_BYTES = 32;
const ACCOUNT_TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function newAccountToken(): NewAccountToken {
  const selector = randomBytes(SELECTOR_BYTES).toString('base64url');
  const verifier = randomBytes(VERIFIER_BYTES).toString('base64url');
  return { token: `${selector}.${verifier}`, selector, verifierHash: hashToken(verifier) };
}

/** The parts of a presented token, or null when it cannot be one of ours. */
export function parseAccountToken(token: string): { selector: string; verifier: string } | null {
  const [, selector, verifier] = ACCOUNT_TOKEN.exec(token) ?? [];
  return selector && verifier ? { selector, verifier } : null;
}

/** Whether `verifier` is the one whose hash was stored, compared in constant time. */
export function verifierMatches(verifier: string, storedHash: string): boolean {
  const presented = Buffer.from(hashToken(verifier), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
