import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.js';
import { MicroCache } from './micro-cache.js';

function setup(ttlMs = 1_000, maxEntries = 10) {
  const clock = new ManualClock();
  const cache = new MicroCache<string>(ttlMs, maxEntries, () => clock.now().getTime());
  let computed = 0;
  const compute = (value: string) => () => {
    computed++;
    return Promise.resolve(value);
  };
  return { clock, cache, compute, computed: () => computed };
}

describe('MicroCache', () => {
  it('computes a key once per ttl, by the injected clock', async () => {
    const { clock, cache, compute, computed } = setup();
    expect(await cache.get('k', compute('a'))).toBe('a');
    clock.advance(0.999);
    expect(await cache.get('k', compute('b'))).toBe('a');
    expect(computed()).toBe(1);
    clock.advance(0.002);
    expect(await cache.get('k', compute('c'))).toBe('c');
    expect(computed()).toBe(2);
  });

  it('shares one computation between the callers asking while it runs', async () => {
    const { cache } = setup();
    let finish: (value: string) => void = () => undefined;
    let calls = 0;
    const slow = () => {
      calls++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const both = Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    finish('shared');
    expect(await both).toEqual(['shared', 'shared']);
    expect(calls).toBe(1);
  });

  it('keeps no failure: the next caller computes again', async () => {
    const { cache, compute } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.get('k', compute('ok'))).toBe('ok');
  });

  it('holds at most maxEntries keys', async () => {
    const { cache, compute, computed } = setup(1_000, 2);
    await cache.get('a', compute('a'));
    await cache.get('b', compute('b'));
    await cache.get('c', compute('c'));
    expect(computed()).toBe(3);
    await cache.get('a', compute('a'));
    expect(computed()).toBe(4);
  });
});
