/**
 * Reading a page's HTML as a crawler does: the text the server sent, no script run. Regular
 * expressions suffice for what React writes (double-quoted attributes, one element per tag).
 */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e);

/** The attributes of every `<name …>` start tag, names lower-cased, values decoded. */
export function tagsOf(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((tag) =>
    Object.fromEntries(
      [...(tag[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [
        key.toLowerCase(),
        decode(value),
      ]),
    ),
  );
}

/** The content of `<meta name|property="key">`; undefined when there is none. */
export function metaOf(html: string, key: string): string | undefined {
  return tagsOf(html, 'meta').find((tag) => tag.name === key || tag.property === key)?.content;
}

/** The text of every `<name>…</name>` element, tags stripped, entities decoded. */
export function textsOf(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`, 'gi'))].map(
    (element) => decode((element[1] ?? '').replace(/<[^>]*>/g, '')).trim(),
  );
}

/** The bodies of `<script type="…">` elements, as written. */
export function scriptsOf(html: string, type: string): string[] {
  const pattern = new RegExp(
    `<script type="${type.replace(/[+/]/g, '\\$&')}"[^>]*>([\\s\\S]*?)</script>`,
    'g',
  );
  return [...html.matchAll(pattern)].map((script) => script[1] ?? '');
}

/** What `<div id="root">` holds up to the end of the body. */
export function rootOf(html: string): string {
  return /<div id="root">([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
}

/**
 * The page without what changes from one render to the next whoever asks: the moment of the
 * render (timestamps in the page's data, `server_time`) and the countdowns' text (a `<time>` with
 * a `title`: the bid history's times have none and stay).
 */
export function withoutRenderMoment(html: string): string {
  return html
    .replace(/"server_time":"[^"]*"/g, '"server_time":"…"')
    .replace(/"(dehydratedAt|dataUpdatedAt|renderedAt)":\d+/g, '"$1":0')
    .replace(/(<time [^>]*title="[^"]*"[^>]*>)[^<]*(<\/time>)/g, '$1…$2');
}
