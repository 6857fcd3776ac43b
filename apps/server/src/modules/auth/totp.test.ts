import { describe, expect, it } from 'vitest';
import { referenceTotp } from '../../../test/totp-reference.js';
import {
  acceptedTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
} from './totp.js';

// RFC 6238 Appendix B's SHA-1 key, "12345678901234567890", in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors (last 6 digits), through the reference and the library', () => {
    const vectors: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
    ];
    for (const [seconds, code] of vectors) {
      const at = new Date(seconds * 1000);
      expect(referenceTotp(RFC_SECRET, at)).toBe(code);
      expect(acceptedTotpStep(RFC_SECRET, code, at, null)).toBe(Math.floor(seconds / 30));
    }
  });

  it('accepts one step either side and no further, and each step once', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-26T12:00:10Z');
    const step = Math.floor(now.getTime() / 30_000);
    for (const offset of [-1, 0, 1]) {
      expect(acceptedTotpStep(secret, referenceTotp(secret, now, offset), now, null)).toBe(
        step + offset,
      );
    }
    for (const offset of [-2, 2]) {
      expect(acceptedTotpStep(secret, referenceTotp(secret, now, offset), now, null)).toBeNull();
    }
    const code = referenceTotp(secret, now);
    expect(acceptedTotpStep(secret, code, now, step)).toBeNull();
    expect(acceptedTotpStep(secret, code, now, step - 1)).toBe(step);
    expect(acceptedTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(step);
    for (const junk of ['', '12345', '1234567', 'abcdef']) {
      expect(acceptedTotpStep(secret, junk, now, null)).toBeNull();
    }
  });

  it('writes a Key URI apps read: issuer, account, SHA-1, 6 digits, 30 s', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(secret, 'jane@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Gavel:jane@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Gavel',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('recovery codes', () => {
  it('makes ten distinct codes of 80 bits, accepted however they are typed', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(hashes).toEqual(codes.map(recoveryCodeHash));
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
      const hash = recoveryCodeHash(code);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodeHash(code.toUpperCase().replaceAll('-', ' '))).toBe(hash);
      expect(recoveryCodeHash(code.replaceAll('-', ''))).toBe(hash);
    }
    expect(recoveryCodeHash('123456')).toBeNull();
    expect(recoveryCodeHash('iiii-llll-oooo-uuuu')).toBeNull();
  });
});
