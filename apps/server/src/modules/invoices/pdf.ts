import { formatMoney, type Invoice } from '@gavel/contract';
import {
  breakTextIntoLines,
  degrees,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from '@cantoo/pdf-lib';

// The invoice as a one-page A4 PDF (SPEC §13.2), drawn with pdf-lib, which the server already
// uses to check uploaded PDFs: one PDF library, not two.

/** What the PDF prints: the invoice as the API answers it, and its tax label. */
export type PrintableInvoice = Invoice & { tax_label: string };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.82, 0.84, 0.87);
const VOID_RED = rgb(0.78, 0.1, 0.12);

/** `2000` basis points as `20%`, `1950` as `19.5%`. */
export const taxRateText = (bps: number) => `${String(Number((bps / 100).toFixed(2)))}%`;

/** "VAT 20%": the tax line's label as the invoice was issued with it. */
export const taxLineLabel = (label: string, bps: number) => `${label} ${taxRateText(bps)}`;

const STATUS_TEXT: Record<Invoice['status'], string> = {
  outstanding: 'Outstanding',
  paid: 'Paid',
  void: 'VOID',
};

/**
 * Text the standard fonts can draw: they cover Windows-1252 only, so a letter outside it loses
 * its accents when it has some (NFKD) and is otherwise shown as `?`, never a failed download.
 */
function printable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text.replace(/\r\n?/g, '\n'), (ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (ch === '\n' || known.has(code)) return ch;
      const bare = (STROKED[ch] ?? ch).normalize('NFKD').replace(/\p{M}/gu, '');
      return bare !== '' && Array.from(bare).every((c) => known.has(c.codePointAt(0) ?? 0))
        ? bare
        : '?';
    }).join('');
}

/** Letters whose base letter NFKD does not split off (a stroke, not an accent). */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A page and a cursor going down it. */
class Sheet {
  y: number;
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
    readonly clean: (text: string) => string,
  ) {
    this.y = page.getHeight() - MARGIN;
  }

  /** Lines of `text` no wider than `width` (the text's own newlines kept). */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    return breakTextIntoLines(this.clean(text), [' ', '-', '/'], width, (t) =>
      font.widthOfTextAtSize(t, size),
    );
  }

  text(
    text: string,
    x: number,
    y: number,
    opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; right?: boolean } = {},
  ) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const clean = this.clean(text);
    const at = opts.right ? x - font.widthOfTextAtSize(clean, size) : x;
    this.page.drawText(clean, { x: at, y, size, font, color: opts.color ?? INK });
  }

  rule(y: number, thickness = 0.75) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: this.page.getWidth() - MARGIN, y },
      thickness,
      color: RULE,
    });
  }
}

/** A block of label and lines at `x`; answers the y below it. */
function block(
  sheet: Sheet,
  x: number,
  y: number,
  width: number,
  label: string,
  lines: string[],
): number {
  sheet.text(label.toUpperCase(), x, y, { size: 8, bold: true, color: MUTED });
  let at = y - 15;
  for (const line of lines) {
    for (const part of sheet.wrap(line, width, 10)) {
      sheet.text(part, x, at);
      at -= 13;
    }
  }
  return at;
}

/** The invoice's PDF: one A4 page with both parties, the lines, the tax and the total. */
export async function renderInvoicePdf(invoice: PrintableInvoice): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoice.number}`);
  doc.setAuthor('Gavel');
  doc.setCreator('Gavel');
  doc.setProducer('Gavel');
  const issued = new Date(invoice.issued_at);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const page = doc.addPage(A4);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const sheet = new Sheet(page, fonts, printable(fonts.regular));
  const right = page.getWidth() - MARGIN;
  const money = (cents: number) => formatMoney(cents, invoice.currency);

  // Header: the issuer on the left, the document on the right.
  let y = sheet.y;
  sheet.text('Gavel', MARGIN, y - 18, { size: 24, bold: true });
  sheet.text('Online vehicle auctions for dealers', MARGIN, y - 34, { size: 9, color: MUTED });
  sheet.text('Invoice', right, y - 18, { size: 24, bold: true, right: true });
  sheet.text(invoice.number, right, y - 34, { size: 11, bold: true, right: true });
  y -= 56;
  sheet.rule(y, 1.5);
  y -= 24;

  // Facts of the document.
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Issue date (UTC)', invoice.issued_at.slice(0, 10)],
    ['Currency', invoice.currency],
    ['Status', STATUS_TEXT[invoice.status]],
  ];
  const factsX = 360;
  let factsY = y;
  for (const [label, value] of facts) {
    sheet.text(label, factsX, factsY, { size: 9, color: MUTED });
    sheet.text(value, right, factsY, {
      size: 10,
      bold: label === 'Status' || label === 'Invoice number',
      right: true,
      ...(invoice.status === 'void' && label === 'Status' ? { color: VOID_RED } : {}),
    });
    factsY -= 15;
  }

  const issuerBottom = block(sheet, MARGIN, y, 140, 'From', ['Gavel']);
  const billed = [
    invoice.dealer.company_name ?? 'Dealer (name not on record)',
    ...(invoice.dealer.address ?? '').split('\n').filter((l) => l.trim() !== ''),
    invoice.dealer.vat_number ? `VAT number: ${invoice.dealer.vat_number}` : 'VAT number: none',
  ];
  const billedBottom = block(sheet, MARGIN + 150, y, 150, 'Bill to', billed);
  y = Math.min(issuerBottom, billedBottom, factsY) - 14;

  const saleBottom = block(sheet, MARGIN, y, right - MARGIN, 'Sale', [
    `Listing: ${invoice.listing_title ?? 'Untitled listing'}`,
    `Auction: ${invoice.auction_id ?? 'deleted'}`,
  ]);
  y = saleBottom - 16;

  // Lines.
  const amountX = right;
  const descWidth = right - MARGIN - 110;
  page.drawRectangle({
    x: MARGIN,
    y: y - 6,
    width: right - MARGIN,
    height: 20,
    color: rgb(0.95, 0.96, 0.97),
  });
  sheet.text('Description', MARGIN + 6, y, { size: 9, bold: true });
  sheet.text('Amount', amountX - 6, y, { size: 9, bold: true, right: true });
  y -= 24;
  for (const line of invoice.lines) {
    const parts = sheet.wrap(line.description, descWidth, 10);
    sheet.text(money(line.amount_cents), amountX - 6, y, { right: true });
    for (const part of parts) {
      sheet.text(part, MARGIN + 6, y);
      y -= 13;
    }
    y -= 6;
    sheet.rule(y + 10);
  }
  y -= 8;

  // Totals, right-aligned.
  const labelX = 340;
  const totals: [string, string, boolean][] = [
    ['Subtotal', money(invoice.subtotal_cents), false],
    [taxLineLabel(invoice.tax_label, invoice.tax_rate_bps), money(invoice.tax_cents), false],
  ];
  for (const [label, value] of totals) {
    sheet.text(label, labelX, y);
    sheet.text(value, amountX - 6, y, { right: true });
    y -= 16;
  }
  page.drawLine({
    start: { x: labelX, y: y + 10 },
    end: { x: right, y: y + 10 },
    thickness: 1,
    color: INK,
  });
  y -= 6;
  sheet.text(`Total (${invoice.currency})`, labelX, y, { size: 12, bold: true });
  sheet.text(money(invoice.total_cents), amountX - 6, y, { size: 12, bold: true, right: true });
  y -= 34;

  // Credit notes.
  if (invoice.credit_notes.length > 0) {
    sheet.text('CREDIT NOTES', MARGIN, y, { size: 8, bold: true, color: MUTED });
    y -= 16;
    for (const [i, note] of invoice.credit_notes.entries()) {
      // One page, always: what does not fit above the footer is counted, not drawn.
      if (y < MARGIN + 70) {
        const more = invoice.credit_notes.length - i;
        sheet.text(`… and ${String(more)} more credit note${more === 1 ? '' : 's'}`, MARGIN, y, {
          size: 9,
          color: MUTED,
        });
        break;
      }
      sheet.text(`${note.number}  ·  ${note.issued_at.slice(0, 10)}`, MARGIN, y, { bold: true });
      sheet.text(`-${money(note.amount_cents)}`, amountX - 6, y, { right: true });
      y -= 13;
      for (const part of sheet.wrap(note.reason, descWidth, 9)) {
        sheet.text(part, MARGIN, y, { size: 9, color: MUTED });
        y -= 12;
      }
      y -= 6;
    }
  }

  const footer =
    invoice.status === 'paid'
      ? 'This invoice has been paid. Thank you.'
      : invoice.status === 'void'
        ? 'This invoice is void: its sale was cancelled. Nothing is due.'
        : `Payment due: ${money(invoice.total_cents)}. Quote ${invoice.number} with your payment.`;
  sheet.rule(MARGIN + 30);
  sheet.text(footer, MARGIN, MARGIN + 14, { size: 9, color: MUTED });
  sheet.text(`Gavel · ${invoice.number}`, right, MARGIN + 14, {
    size: 9,
    color: MUTED,
    right: true,
  });

  if (invoice.status === 'void') {
    const size = 140;
    const width = fonts.bold.widthOfTextAtSize('VOID', size);
    const angle = 35;
    const rad = (angle * Math.PI) / 180;
    page.drawText('VOID', {
      x: page.getWidth() / 2 - (width / 2) * Math.cos(rad) + (size / 3) * Math.sin(rad),
      y: page.getHeight() / 2 - (width / 2) * Math.sin(rad) - (size / 3) * Math.cos(rad),
      size,
      font: fonts.bold,
      color: VOID_RED,
      opacity: 0.25,
      rotate: degrees(angle),
    });
  }

  return doc.save();
}
