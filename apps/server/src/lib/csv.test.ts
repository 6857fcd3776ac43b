import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, EXPORT_BATCH_ROWS, keysetBatches, majorUnits } from './csv.js';

async function* rows<T>(items: T[]) {
  for (const item of items) {
    await Promise.resolve();
    yield item;
  }
}

const columns = [
  { header: 'name', cell: (r: { name: string | null; amount: number }) => r.name },
  { header: 'amount', cell: (r: { name: string | null; amount: number }) => majorUnits(r.amount) },
];

describe('csvStream', () => {
  it('writes RFC 4180: header row, CRLF, quoted commas, quotes and line breaks', async () => {
    const out = await text(
      csvStream(
        columns,
        rows([
          { name: 'Plain', amount: 123_450 },
          { name: 'Comma, Ltd', amount: 5 },
          { name: 'The "Quay" Garage', amount: 0 },
          { name: 'Two\nlines', amount: 100 },
          { name: null, amount: 99 },
          { name: 'Škoda Ørsted ß', amount: 1 },
        ]),
      ),
    );
    expect(out).toBe(
      [
        'name,amount',
        'Plain,1234.50',
        '"Comma, Ltd",0.05',
        '"The ""Quay"" Garage",0.00',
        '"Two\nlines",1.00',
        ',0.99',
        'Škoda Ørsted ß,0.01',
        '',
      ].join('\r\n'),
    );
  });

  it("prefixes a cell starting with = + - @ tab or carriage return with '", async () => {
    const risky = ['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\ry', 'a=b'];
    const out = await text(csvStream([{ header: 'v', cell: (r: string) => r }], rows(risky)));
    expect(out.split('\r\n').slice(1, -1)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-2",
      "'@cmd",
      "'\tx",
      // A carriage return is a line break: the prefixed cell is quoted too.
      '"\'\ry"',
      'a=b',
    ]);
  });

  it('ends the stream with an error when a read fails mid-way, never a short file', async () => {
    async function* failing() {
      yield { name: 'one', amount: 1 };
      await Promise.resolve();
      throw new Error('database gone');
    }
    await expect(text(csvStream(columns, failing()))).rejects.toThrow('database gone');
  });
});

describe('majorUnits', () => {
  it('writes cents as major units with two decimals, exactly', () => {
    expect([0, 1, 10, 99, 100, 123_450, 9_007_199_254_740_991, -150].map(majorUnits)).toEqual([
      '0.00',
      '0.01',
      '0.10',
      '0.99',
      '1.00',
      '1234.50',
      '90071992547409.91',
      '-1.50',
    ]);
  });
});

describe('keysetBatches', () => {
  it('reads batch after batch from the last key until a short batch', async () => {
    const all = Array.from({ length: EXPORT_BATCH_ROWS * 2 + 3 }, (_, i) => ({
      at: new Date(i * 1000),
      id: String(i).padStart(6, '0'),
    }));
    const calls: (string | undefined)[] = [];
    const seen: string[] = [];
    for await (const row of keysetBatches(
      async (after, limit) => {
        calls.push(after?.id);
        await Promise.resolve();
        const start = after ? all.findIndex((r) => r.id === after.id) + 1 : 0;
        return all.slice(start, start + limit);
      },
      (row) => row,
    )) {
      seen.push(row.id);
    }
    expect(seen).toEqual(all.map((r) => r.id));
    expect(calls).toEqual([
      undefined,
      all[EXPORT_BATCH_ROWS - 1]?.id,
      all[2 * EXPORT_BATCH_ROWS - 1]?.id,
    ]);
  });
});
