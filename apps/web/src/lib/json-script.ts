/**
 * JSON for the body of a `<script>` data block (the page's state, JSON-LD): `<`, `>` and `&`
 * escaped, so no text inside (a seller's title, say) can close the element or open a comment.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
