import { createRequire } from 'node:module';
import { constants, inflateSync } from 'node:zlib';
import type * as PdfLib from '@cantoo/pdf-lib';
import type { PDFObject } from '@cantoo/pdf-lib';

// pdf-lib's CommonJS build: every file is checked in a fresh worker, which loads it in half the
// time of the ES build (hundreds of modules, each through tsx's hooks when run from source).
const { PDFArray, PDFDict, PDFName, PDFNumber, PDFParser, PDFRawStream, PDFRef } = createRequire(
  import.meta.url,
)('@cantoo/pdf-lib') as typeof PdfLib;
type PDFName = PdfLib.PDFName;
type PDFDict = PdfLib.PDFDict;
type PDFRawStream = PdfLib.PDFRawStream;
type PDFNumber = PdfLib.PDFNumber;
type PDFRef = PdfLib.PDFRef;

/**
 * PDFs are kept byte for byte (rewriting one safely needs a whole PDF engine), so instead of
 * being re-encoded like images they must be one plain PDF: complete, not also another format,
 * readable by a real parser, and without the active content a KYC scan never needs but a
 * malicious file uses against the staff who open it (scripts, actions that run on open,
 * launch actions, attachments, XFA forms, rich media). See ADR 026.
 *
 * This runs synchronously for as long as the file takes: call it through `checkPdf`
 * (pdf-check-runner.ts), which runs it in a worker thread with time and memory limits.
 */
export type PdfProblem = 'malformed' | 'polyglot' | 'active_content' | 'encrypted' | 'too_complex';

export const PDF_LIMITS = {
  /** Indirect objects, counting those inside object streams. */
  objects: 50_000,
  /** Bytes inflated from object streams in all, so a deflate bomb cannot exhaust memory. */
  inflatedBytes: 32 * 1024 * 1024,
};

const HEADER = /^%PDF-[12]\.\d/;
// The trailer ends the file: `startxref`, the offset, `%%EOF`, then at most line ends or
// padding. Bytes after it are how a second file (ZIP, HTML, script) is appended.
const TRAILER = /startxref[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+%%EOF[\0\t\n\f\r ]*$/;
// Where `startxref` points: a cross-reference table, or the object of a cross-reference stream.
const XREF = /^[\0\t\n\f\r ]*(?:xref|\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj)/;
// Only for a clearer answer: the parser finds an /Encrypt however it is spelled.
const ENCRYPT = /\/Encrypt[\0\t\n\f\r /<[(]/;

const name = (value: string) => PDFName.of(value);
const names = (...values: string[]) => new Set(values.map(name));

/** Keys whose presence is active content wherever they appear. */
const ACTIVE_KEYS = names(
  'JS', // the script of a JavaScript action
  'JavaScript', // the document's script name tree
  'AA', // additional actions: run on page open, field focus, document close…
  'EmbeddedFiles', // the attachment name tree
  'EF', // a file specification's embedded file stream
  'XFA', // an XFA form, which runs its own scripts
  'RichMediaContent',
  'RichMediaSettings',
);
/** Names that only ever mean active content, as the value of any key. */
const ACTIVE_NAMES = names(
  'JavaScript',
  'Launch',
  'GoToR', // opens another file, e.g. on a network share
  'GoToE', // opens an embedded file
  'ImportData',
  'SubmitForm',
  'Rendition',
  'RichMedia',
  'RichMediaExecute',
  'EmbeddedFile',
  'FileAttachment',
);
/** Action types (`/S`) and annotation types (`/Subtype`) that play media. */
const MEDIA_ACTIONS = names('Movie', 'Sound');
const MEDIA_ANNOTATIONS = names('Movie', 'Sound', 'Screen', '3D');
/** Dictionaries whose keys are labels the writer chose (`/F1`, `/Im0`), not PDF keys. */
const LABEL_DICTS = names(
  'Font',
  'XObject',
  'ExtGState',
  'ColorSpace',
  'Pattern',
  'Shading',
  'Properties',
  'Dests',
  'RoleMap',
  'ClassMap',
);
const TYPE = name('Type');
const SUBTYPE = name('Subtype');
const S = name('S');
const NEXT = name('Next');
const OPEN_ACTION = name('OpenAction');
const GOTO = name('GoTo');
const FILTER = name('Filter');
const DECODE_PARMS = name('DecodeParms');
const FLATE = name('FlateDecode');
const OBJ_STM = name('ObjStm');
const XREF_TYPE = name('XRef');
const FIRST = name('First');
const N = name('N');
const ENCRYPT_KEY = name('Encrypt');

class Refused extends Error {
  constructor(readonly problem: PdfProblem) {
    super(problem);
  }
}

export async function pdfProblem(bytes: Uint8Array): Promise<PdfProblem | null> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('latin1');
  const xrefAt = Number(TRAILER.exec(text.slice(-1024))?.[1] ?? -1);
  if (!HEADER.test(text) || xrefAt < 0 || !XREF.test(text.slice(xrefAt, xrefAt + 64))) {
    return 'malformed';
  }
  if (endsWithZipDirectory(buffer)) return 'polyglot';
  if (ENCRYPT.test(text)) return 'encrypted';

  const parser = new CheckingParser(bytes);
  try {
    await parser.parseDocument();
    parser.finish();
  } catch (err) {
    // pdf-lib wraps what a parse step throws; the reason it stopped is kept on the parser.
    return err instanceof Refused ? err.problem : (parser.refusal ?? 'malformed');
  }
  return hiddenObjectHeader(text, parser.bodies) ? 'malformed' : null;
}

/**
 * pdf-lib's parser reads the file front to back, decoding `#xx` escapes in names and the
 * objects packed in object streams. This subclass sees every object it reads (also older
 * versions of an object that a later one replaces), refuses active content in any of them,
 * inflates object streams itself within a budget, and keeps where each object's body starts.
 */
class CheckingParser extends PDFParser {
  refusal: PdfProblem | null = null;
  /** Offsets where the body of a top-level object starts, right after `N G obj`. */
  readonly bodies = new Set<number>();
  private depth = 0;
  private objects = 0;
  private inflateBudget = PDF_LIMITS.inflatedBytes;
  /** Open actions given by reference, checked once every object has been read. */
  private readonly openActionTargets: PDFRef[] = [];
  /** Objects (any version) that are not a plain destination, so not a harmless open action. */
  private readonly actions = new Set<PDFRef>();

  constructor(bytes: Uint8Array) {
    // Never yield (the whole check runs in a worker); throw on any object it cannot read.
    super(bytes, Infinity, true);
    const assign = this.context.assign.bind(this.context);
    this.context.assign = (ref: PDFRef, object: PDFObject) => {
      this.inspect(ref, object);
      assign(ref, object);
    };
  }

  override parseObject(ref?: PDFRef): PDFObject {
    const topLevel = this.depth === 0 && ref !== undefined;
    if (topLevel) this.bodies.add(this.bytes.offset());
    this.depth += 1;
    let object: PDFObject;
    try {
      object = super.parseObject(ref);
    } finally {
      this.depth -= 1;
    }
    if (!topLevel || !(object instanceof PDFRawStream)) return object;

    const { dict } = object;
    // Resolved as pdf-lib resolves it right after this returns, to choose how to unpack it.
    const type = dict.lookup(TYPE);
    if (dict.has(ENCRYPT_KEY)) this.refuse('encrypted');
    // A stream with /First can be read as an object stream by lenient readers whatever its
    // /Type says; only a declared one is unpacked here, so any other is refused.
    if (dict.has(FIRST) && type !== OBJ_STM) this.refuse('malformed');
    // The cross-reference stream only locates objects; every object is read from the file
    // itself and `hiddenObjectHeader` makes sure none hides where the parser did not look.
    if (type === XREF_TYPE) return dict;
    if (type !== OBJ_STM) return object;

    const count = dict.get(N);
    if (!(count instanceof PDFNumber) || count.asNumber() < 0) this.refuse('malformed');
    this.count(count.asNumber());
    const plain = dict.clone();
    plain.delete(FILTER);
    plain.delete(DECODE_PARMS);
    return PDFRawStream.of(plain, this.inflate(object));
  }

  /** After the whole file: open actions given by reference must be plain destinations. */
  finish(): void {
    if (this.openActionTargets.some((target) => this.actions.has(target))) {
      this.refuse('active_content');
    }
    if (this.context.trailerInfo.Encrypt) this.refuse('encrypted');
  }

  private refuse(problem: PdfProblem): never {
    this.refusal ??= problem;
    throw new Refused(problem);
  }

  private count(more: number) {
    this.objects += more;
    if (this.objects > PDF_LIMITS.objects) this.refuse('too_complex');
  }

  /** An object stream's contents, Flate-decoded within the budget (its only usual filter). */
  private inflate(stream: PDFRawStream): Uint8Array {
    const filter = stream.dict.get(FILTER);
    const filters =
      filter === undefined ? [] : filter instanceof PDFArray ? filter.asArray() : [filter];
    // Predictors would change the bytes readers see; object streams never use them.
    if (stream.dict.has(DECODE_PARMS) || filters.some((f) => f !== FLATE)) {
      this.refuse('malformed');
    }
    let contents: Uint8Array = stream.contents;
    for (const _ of filters) {
      try {
        contents = inflateSync(contents, {
          // Tolerate a missing end marker, as lenient readers do.
          finishFlush: constants.Z_SYNC_FLUSH,
          maxOutputLength: Math.max(1, this.inflateBudget),
        });
      } catch (err) {
        const tooLarge = (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
        this.refuse(tooLarge ? 'too_complex' : 'malformed');
      }
      this.inflateBudget -= contents.length;
    }
    return contents;
  }

  /** Every object read, top-level or from an object stream, before pdf-lib stores it. */
  private inspect(ref: PDFRef, object: PDFObject) {
    this.count(1);
    if (!isDestination(object)) this.actions.add(ref);
    const stack: [PDFObject, PDFName | undefined][] = [[object, undefined]];
    for (let item = stack.pop(); item; item = stack.pop()) {
      const [value, key] = item;
      if (value instanceof PDFRawStream) {
        stack.push([value.dict, key]);
      } else if (value instanceof PDFArray) {
        for (const element of value.asArray()) stack.push([element, key]);
      } else if (value instanceof PDFDict) {
        this.inspectDict(value, key !== undefined && LABEL_DICTS.has(key), stack);
      } else if (value instanceof PDFName && ACTIVE_NAMES.has(value)) {
        this.refuse('active_content');
      }
    }
  }

  private inspectDict(
    dict: PDFDict,
    keysAreLabels: boolean,
    stack: [PDFObject, PDFName | undefined][],
  ) {
    for (const [key, value] of dict.entries()) {
      if (!keysAreLabels && ACTIVE_KEYS.has(key)) this.refuse('active_content');
      if (key === OPEN_ACTION) {
        if (value instanceof PDFRef) this.openActionTargets.push(value);
        else if (!isDestination(value)) this.refuse('active_content');
      }
      if (
        value instanceof PDFName &&
        ((key === S && MEDIA_ACTIONS.has(value)) ||
          (key === SUBTYPE && MEDIA_ANNOTATIONS.has(value)))
      ) {
        this.refuse('active_content');
      }
      stack.push([value, key]);
    }
  }
}

/** What an open action may be: a page to show, or a GoTo action that only shows one. */
function isDestination(value: PDFObject): boolean {
  if (value instanceof PDFArray) return true;
  return value instanceof PDFDict && value.get(S) === GOTO && !value.has(NEXT);
}

/**
 * Readers find objects through the cross-reference offsets, and when those are broken by
 * scanning for `N G obj`; this parser reads the file front to back. An object header the
 * parser did not read as one (inside a stream's data, a string or a comment, where an offset
 * can still point) would be an object no check saw: every `obj` keyword in the file must be
 * followed, past whitespace, by the body of an object the parser read.
 */
function hiddenObjectHeader(text: string, bodies: Set<number>): boolean {
  for (let at = text.indexOf('obj'); at >= 0; at = text.indexOf('obj', at + 3)) {
    const before = text.charCodeAt(at - 1);
    const after = text.charCodeAt(at + 3);
    if (!(isWhitespace(before) || (before >= 0x30 && before <= 0x39))) continue;
    if (at + 3 < text.length && !isDelimiterOrWhitespace(after)) continue;
    let body = at + 3;
    while (body < text.length && isWhitespace(text.charCodeAt(body))) body += 1;
    if (!bodies.has(body)) return true;
  }
  return false;
}

const isWhitespace = (code: number) =>
  code === 0 || code === 9 || code === 10 || code === 12 || code === 13 || code === 32;
const isDelimiterOrWhitespace = (code: number) =>
  isWhitespace(code) || '()<>[]{}/%'.includes(String.fromCharCode(code));

/**
 * A ZIP archive is read from its end-of-central-directory record, which must close the file
 * (after an optional comment): a PDF that also ends with one opens as a ZIP too.
 */
function endsWithZipDirectory(bytes: Buffer): boolean {
  const searchFrom = Math.max(0, bytes.length - (0xffff + 22));
  let at = bytes.lastIndexOf('PK\x05\x06', undefined, 'latin1');
  while (at >= searchFrom) {
    if (at + 22 <= bytes.length) {
      const end = at + 22 + bytes.readUInt16LE(at + 20);
      // Some writers pad the file; a line end or two after the comment still opens.
      if (end <= bytes.length && bytes.length - end <= 16) return true;
    }
    at = at > 0 ? bytes.lastIndexOf('PK\x05\x06', at - 1, 'latin1') : -1;
  }
  return false;
}
