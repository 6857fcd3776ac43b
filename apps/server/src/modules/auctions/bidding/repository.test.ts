import { describe, expect, it } from 'vitest';
import { lockStatement } from './repository.js';

describe('the bid’s opening statement', () => {
  it('writes only UUIDs into the SQL it sends with BEGIN', () => {
    const id = '0b3c6a52-7d1e-4c8e-9a6f-2f1d3b4c5e6f';
    expect(lockStatement(id, id)).toBe(
      `select "auction", "dealer", "bidders" from bid_lock('${id}'::uuid, '${id}'::uuid)`,
    );
    for (const bad of ["x'); drop table bids; --", `${id}'`, '', `${id} `]) {
      expect(() => lockStatement(bad, id)).toThrow(/not a UUID/);
      expect(() => lockStatement(id, bad)).toThrow(/not a UUID/);
    }
  });
});
