import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { publicAuctionsQuerySchema, markFeeCollectedBodySchema } from './auctions.js';
import { registerBodySchema } from './auth.js';
import {
  DEFAULT_TEXT_MAX,
  MULTI_LINE_MESSAGE,
  ONE_LINE_MESSAGE,
  reasonBodySchema,
  textSchema,
} from './common.js';
import { dealerProfileBodySchema } from './dealers.js';
import { dealerKycBodySchema, kycApproveBodySchema, sellerKycBodySchema } from './kyc.js';
import { createListingBodySchema, publicListingsQuerySchema } from './listings.js';
import { presignUploadBodySchema } from './uploads.js';

/** C0, DEL and C1 controls, and the Unicode line and paragraph separators, by code point. */
const isControl = (codePoint: number) =>
  codePoint <= 0x1f ||
  (codePoint >= 0x7f && codePoint <= 0x9f) ||
  codePoint === 0x2028 ||
  codePoint === 0x2029;
function hasControl(s: string): boolean {
  for (const ch of s) if (isControl(ch.codePointAt(0) ?? 0)) return true;
  return false;
}

const controlChar = fc
  .oneof(
    fc.integer({ min: 0, max: 0x1f }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.constantFrom(0x2028, 0x2029),
  )
  .map((codePoint) => String.fromCodePoint(codePoint));

/** Where a schema refused `value`, as `a.b` paths with their messages. */
function refusals(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const uuid = '00000000-0000-4000-8000-000000000001';
const address = {
  line1: '1 High St',
  line2: 'Flat 2',
  city: 'Leeds',
  postal_code: 'LS1 1AA',
  country: 'GB',
};

/** Every one-line field a person types: a schema, a body it accepts, and the field's path. */
const oneLineFields: [string, z.ZodType, Record<string, unknown>, string[]][] = [
  [
    'register',
    registerBodySchema,
    { email: 'bob@example.com', password: 'Sturdy-passphrase-42', role: 'seller', name: 'Bob' },
    ['name'],
  ],
  [
    'dealer profile',
    dealerProfileBodySchema,
    {
      company_name: 'Acme Motors',
      contact_name: 'Ann',
      phone: '+441134960000',
      email: 'ann@example.com',
      address,
      website: 'https://acme.example.com',
    },
    [
      'company_name',
      'contact_name',
      'website',
      'address.line1',
      'address.line2',
      'address.city',
      'address.postal_code',
    ],
  ],
  [
    'seller KYC',
    sellerKycBodySchema,
    {
      full_name: 'Sam Seller',
      date_of_birth: '1980-05-17',
      phone: '+441134960000',
      address,
      document_type: 'passport',
      document_number: 'X1234567',
      document_upload_ids: [uuid],
    },
    ['full_name', 'document_number', 'address.city'],
  ],
  [
    'dealer KYC',
    dealerKycBodySchema,
    {
      business_name: 'Acme Motors Ltd',
      registration_number: '01234567',
      vat_number: 'GB123456789',
      address,
      representative_name: 'Ann',
      document_upload_ids: [uuid],
    },
    ['business_name', 'registration_number', 'vat_number', 'representative_name'],
  ],
  [
    'listing',
    createListingBodySchema,
    { title: 'Leica M3', location_city: 'Leeds', attributes: { make: 'Leica' } },
    ['title', 'location_city', 'attributes.make'],
  ],
  ['listing search', publicListingsQuerySchema, { q: 'leica' }, ['q']],
  ['auction search', publicAuctionsQuerySchema, { q: 'leica' }, ['q']],
  ['fee collected', markFeeCollectedBodySchema, { reference: 'INV-42' }, ['reference']],
  [
    'presign',
    presignUploadBodySchema,
    {
      purpose: 'kyc_document',
      filename: 'passport.pdf',
      content_type: 'application/pdf',
      size_bytes: 1000,
    },
    ['filename'],
  ],
];

function withValue(body: Record<string, unknown>, path: string[], value: string) {
  const copy = structuredClone(body);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1] ?? ''] = value;
  return copy;
}

describe('one-line text', () => {
  it('refuses the CR LF of a header injection with the one message', () => {
    expect(refusals(textSchema(), 'Bob\r\nBcc: attacker@evil.test')).toEqual([
      { path: '', message: ONE_LINE_MESSAGE },
    ]);
  });

  it.each([
    ['CR', '\r'],
    ['LF', '\n'],
    ['NUL', '\u0000'],
    ['tab', '\t'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['NEL (C1)', '\u0085'],
    ['the last C1 control', '\u009f'],
    ['LINE SEPARATOR', '\u2028'],
    ['PARAGRAPH SEPARATOR', '\u2029'],
  ])('refuses %s inside, before and after the text (not trimmed away)', (_name, ch) => {
    for (const text of [`Bob${ch}Smith`, `${ch}Bob`, `Bob${ch}`]) {
      expect(refusals(textSchema(), text)).toEqual([{ path: '', message: ONE_LINE_MESSAGE }]);
    }
  });

  it('keeps what people write in names: accents, scripts, emoji, bidi marks, NBSP', () => {
    for (const name of [
      'Zoë O’Brien',
      '山田 太郎',
      'محمد\u200f',
      'Ana 😀',
      'A\u00a0B',
      'Café\u0301',
    ]) {
      expect(textSchema().parse(name)).toBe(name);
    }
  });

  it('refuses any string holding a control character (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), controlChar, fc.nat(), (text, ch, at) => {
        const i = at % (text.length + 1);
        const value = `${text.slice(0, i)}${ch}${text.slice(i)}`;
        return refusals(textSchema(), value).some((r) => r.message === ONE_LINE_MESSAGE);
      }),
    );
  });

  it('accepts any printable one-line string within its limits, trimmed (property)', () => {
    const printable = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: DEFAULT_TEXT_MAX })
      .filter((s) => !hasControl(s) && s.trim().length >= 1 && s.trim().length <= DEFAULT_TEXT_MAX);
    fc.assert(
      fc.property(printable, (text) => {
        expect(textSchema().parse(text)).toBe(text.trim());
      }),
    );
  });

  describe.each(oneLineFields)('%s', (_name, schema, body, paths) => {
    it('accepts the body as it is', () => {
      expect(refusals(schema, body)).toEqual([]);
    });

    it.each(paths)('refuses a line break in %s on that field', (path) => {
      const keys = path.split('.');
      const current = keys.reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key],
        body,
      );
      for (const bad of [`${String(current)}\nX`, `${String(current)}\r\nBcc: a@evil.test`]) {
        expect(refusals(schema, withValue(body, keys, bad))).toEqual([
          { path, message: ONE_LINE_MESSAGE },
        ]);
      }
    });
  });

  it('refuses a control character in an attribute name on that key', () => {
    expect(refusals(createListingBodySchema, { attributes: { 'ma\nke': 'Leica' } })).toEqual([
      expect.objectContaining({ path: 'attributes.ma\nke' }),
    ]);
  });
});

describe('multi-line text (descriptions, staff reasons and notes)', () => {
  const multiLine: [string, z.ZodType, string][] = [
    ['listing description', createListingBodySchema, 'description'],
    ['staff reason', reasonBodySchema, 'reason'],
    ['KYC approval note', kycApproveBodySchema, 'note'],
  ];

  it.each(multiLine)('%s keeps LF, CR LF and tabs', (_name, schema, field) => {
    const text = 'Line one\r\nLine two\n\tindented';
    const result = schema.parse({ [field]: text }) as Record<string, unknown>;
    expect(result[field]).toBe(text);
  });

  it.each(multiLine)('%s refuses other control characters', (_name, schema, field) => {
    for (const ch of ['\u0000', '\u001b', '\u000b', '\u007f', '\u0085', '\u2028', '\u2029']) {
      expect(refusals(schema, { [field]: `a${ch}b` })).toEqual([
        { path: field, message: MULTI_LINE_MESSAGE },
      ]);
    }
  });
});
