/**
 * Text PostgreSQL cannot store as sent: U+0000 (refused by `text` and `jsonb`) and unpaired
 * UTF-16 surrogates (no UTF-8 form: `jsonb` refuses them, `text` would silently store U+FFFD).
 * Requests carrying either are refused at validation rather than failing in SQL with a 500.
 */

export interface TextIssue {
  /** JSON pointer of the value or key, as validation errors give it (`/address/city`). */
  instancePath: string;
  message: string;
  keyword: 'unstorable_text';
  schemaPath: '';
  params: Record<string, never>;
}

// Under the `u` flag, `\p{Cs}` matches only surrogates that are not part of a pair.
const UNPAIRED_SURROGATE = /\p{Cs}/u;
const MAX_ISSUES = 20;

const issue = (instancePath: string, message: string): TextIssue => ({
  instancePath,
  message,
  keyword: 'unstorable_text',
  schemaPath: '',
  params: {},
});

function problem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Must not contain the NUL character';
  if (UNPAIRED_SURROGATE.test(text))
    return 'Must be valid Unicode text (it has an unpaired surrogate)';
  return undefined;
}

/** The strings and object keys in `value` that cannot be stored, in document order (≤ 20). */
export function unstorableText(value: unknown): TextIssue[] {
  const issues: TextIssue[] = [];
  // Iterative (a JSON body may nest thousands of levels deep); children are pushed last first
  // so that they are visited in order. `key` is the object key that led to the node, if any.
  const stack: { node: unknown; path: string; key?: string }[] = [{ node: value, path: '' }];
  for (let next = stack.pop(); next && issues.length < MAX_ISSUES; next = stack.pop()) {
    const { node, path, key } = next;
    const keyProblem = key === undefined ? undefined : problem(key);
    if (keyProblem) issues.push(issue(path, keyProblem));
    if (typeof node === 'string') {
      const message = problem(node);
      if (message) issues.push(issue(path, message));
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--)
        stack.push({ node: node[i], path: `${path}/${i}` });
    } else if (typeof node === 'object' && node !== null) {
      const entries = Object.entries(node);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, item] = entries[i] as [string, unknown];
        stack.push({ node: item, path: `${path}/${k}`, key: k });
      }
    }
  }
  return issues.slice(0, MAX_ISSUES);
}
