import { describe, expect, it } from 'vitest';
import { landingFor } from './landing';

describe('landing after sign-in', () => {
  it('lands each role in its own area unless it was sent from a page it may see', () => {
    expect(landingFor(['SELLER'], undefined)).toBe('/seller');
    expect(landingFor(['DEALER'], undefined)).toBe('/dealer');
    expect(landingFor(['OPS'], undefined)).toBe('/admin');
    expect(landingFor(['DEALER'], '/auctions/abc')).toBe('/auctions/abc');
    expect(landingFor(['DEALER'], '/seller/kyc')).toBe('/dealer');
    expect(landingFor(['SELLER'], '/seller/kyc')).toBe('/seller/kyc');
  });
});
