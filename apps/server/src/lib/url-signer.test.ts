import { describe, expect, it } from 'vitest';
import { UrlSigner } from './url-signer.js';

const signer = new UrlSigner('a-secret-that-is-long-enough-for-tests-0123');
const id = '6f1c2a4e-9b8d-4c3e-a1f2-0123456789ab';
const at = new Date('2026-01-01T00:15:00Z');

describe('UrlSigner upload tokens', () => {
  it('round-trips the expiry for the upload it was made for', () => {
    expect(signer.readUploadToken(id, signer.uploadToken(id, at))).toEqual(at);
  });

  it('refuses another upload, another key, an edited expiry and garbage', () => {
    const token = signer.uploadToken(id, at);
    const [exp, sig] = token.split('.') as [string, string];
    expect(signer.readUploadToken('00000000-0000-4000-8000-000000000000', token)).toBeNull();
    expect(
      new UrlSigner('another-secret-another-secret-another-0123').readUploadToken(id, token),
    ).toBeNull();
    expect(signer.readUploadToken(id, `${Number(exp) + 1}.${sig}`)).toBeNull();
    for (const bad of ['', 'x', `${exp}.`, `.${sig}`, `${exp}.${sig}x`, `-1.${sig}`]) {
      expect(signer.readUploadToken(id, bad)).toBeNull();
    }
  });

  it('separates purposes: a file-link signature is not an upload token', () => {
    const exp = Math.floor(at.getTime() / 1000);
    const fileSig = signer.sign(['file', id, 'full', exp]);
    expect(signer.readUploadToken(id, `${exp}.${fileSig}`)).toBeNull();
    expect(signer.verify(['file', id, 'full', exp], fileSig)).toBe(true);
    expect(signer.verify(['file', id, 'thumb', exp], fileSig)).toBe(false);
  });
});

describe('UrlSigner named tokens', () => {
  it('names one id for one purpose; tampered, other purposes and other keys are refused', () => {
    const token = signer.namedToken('unsubscribe', id);
    expect(signer.readNamedToken('unsubscribe', token)).toBe(id);
    expect(signer.readNamedToken('other-purpose', token)).toBeNull();
    expect(
      new UrlSigner('another-secret-long-enough-for-tests-456').readNamedToken(
        'unsubscribe',
        token,
      ),
    ).toBeNull();
    const [, sig = ''] = token.split('.');
    const otherId = '6f1c2a4e-9b8d-4c3e-a1f2-0123456789ac';
    for (const bad of [
      '',
      id,
      `${id}.`,
      `${otherId}.${sig}`,
      `${token}x`,
      `${token.slice(0, -1)}A`,
    ]) {
      if (bad === token) continue;
      expect(signer.readNamedToken('unsubscribe', bad), bad).toBeNull();
    }
  });
});

describe('UrlSigner sub-keys', () => {
  it("signs with a key of its own per label: neither the parent's nor another label's tokens", () => {
    const unsubscribe = signer.derive('saved-searches-unsubscribe');
    const token = unsubscribe.namedToken('purpose', id);
    expect(unsubscribe.readNamedToken('purpose', token)).toBe(id);
    // The same derivation on another instance (same secret) reads it.
    expect(
      new UrlSigner('a-secret-that-is-long-enough-for-tests-0123')
        .derive('saved-searches-unsubscribe')
        .readNamedToken('purpose', token),
    ).toBe(id);
    expect(signer.readNamedToken('purpose', token)).toBeNull();
    expect(signer.derive('other').readNamedToken('purpose', token)).toBeNull();
    expect(unsubscribe.readNamedToken('purpose', signer.namedToken('purpose', id))).toBeNull();
  });
});
