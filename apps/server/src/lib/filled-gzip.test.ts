import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FilledGzip } from './filled-gzip.js';

const GAP = /"server_time":"[^"]*"/g;

describe('FilledGzip', () => {
  it('answers a gzip that gunzips to the text with the gaps filled', () => {
    const text = `<p>Kraków — £1,200</p>${'<li>lot</li>'.repeat(2000)}{"server_time":"old","a":1}<b>{"server_time":"x"}</b>`;
    const filled = FilledGzip.around(text, GAP);
    for (const fill of ['"server_time":"2026-11-29T01:00:00.000Z"', '', 'é'.repeat(70_000)]) {
      const expected = text.replace(GAP, fill);
      expect(filled.text(fill)).toBe(expected);
      expect(zlib.gunzipSync(filled.gzip(fill)).toString('utf8')).toBe(expected);
    }
  });

  it('handles texts with no gap, and gaps at both ends', () => {
    for (const text of [
      '',
      'plain',
      '"server_time":"a"mid"server_time":"b"',
      '\0\0\0\0"server_time":"a"\0\0\0\0\0',
    ]) {
      const filled = FilledGzip.around(text, GAP);
      const expected = text.replace(GAP, '"server_time":"now"');
      expect(zlib.gunzipSync(filled.gzip('"server_time":"now"')).toString('utf8')).toBe(expected);
    }
  });

  it('is far smaller than the text when the text repeats', () => {
    const text = `${'<div class="card">Oak dining table</div>'.repeat(1000)}"server_time":"t"`;
    expect(FilledGzip.around(text, GAP).gzip('"server_time":"u"').length).toBeLessThan(
      text.length / 10,
    );
  });
});
