import type { Api, Session } from './api.js';
import { expect } from '@playwright/test';

/**
 * Marks everything read once the `count` notices of the setup are there: they follow their
 * changes' commits, from the server's job workers (ADR 041), so a read-all sent at once could
 * come before them.
 */
export async function readAllOnce(api: Api, who: Session, count: number) {
  await expect
    .poll(async () => (await api.get<{ count: number }>(who, '/notifications/unread-count')).count)
    .toBe(count);
  await api.post(who, '/notifications/read-all');
}
