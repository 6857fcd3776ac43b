import { describe, expect, it } from 'vitest';
import { unstorableText } from './unstorable-text.js';

const paths = (value: unknown) => unstorableText(value).map((i) => i.instancePath);

describe('unstorableText', () => {
  it('accepts text PostgreSQL stores as sent: emoji, bidi controls, combining marks', () => {
    expect(unstorableText({ a: 'Leica 📷', b: ['\u202eM3', 'e\u0301'], c: { '👩‍👩‍👧': 1 } })).toEqual(
      [],
    );
  });

  it('finds NUL and unpaired surrogates in values and keys, by JSON pointer', () => {
    expect(
      paths({
        name: 'a\u0000b',
        list: ['ok', '\ud800'],
        nested: { 'k\udfff': 'fine', deep: { v: 'x\udc00y' } },
        number: 0,
        nothing: null,
      }).sort(),
    ).toEqual(['/list/1', '/name', '/nested/deep/v', '/nested/k\udfff'].sort());
  });

  it('says which of the two it is', () => {
    const [nul, surrogate] = unstorableText(['\u0000', '\ud83d']);
    expect(nul?.message).toMatch(/NUL/);
    expect(surrogate?.message).toMatch(/surrogate/);
  });

  it('takes a paired surrogate (an astral character) as valid', () => {
    expect(unstorableText('\ud83d\ude00')).toEqual([]);
  });

  it('walks nesting deeper than the call stack allows, and stops after 20 issues', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableText(deep)).toHaveLength(1);
    expect(unstorableText(Array.from({ length: 100 }, () => '\u0000'))).toHaveLength(20);
  });
});
