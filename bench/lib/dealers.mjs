import { activeDealer } from '../lib.mjs';

/** `count` active dealers through the real onboarding flow, a few at a time; their tokens. */
export async function dealerTokens(api, admin, count, log) {
  const tokens = [];
  const parallel = 8;
  for (let i = 0; i < count; i += parallel) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + parallel); j++) batch.push(activeDealer(api, admin, j));
    tokens.push(...(await Promise.all(batch)));
    if (count > 50 && (i / parallel) % 5 === 0) log?.(`dealers: ${tokens.length}/${count}`);
  }
  return tokens;
}
