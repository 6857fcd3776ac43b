import {
  SAVED_SEARCHES_MAX,
  type CreateSavedSearch,
  type Page,
  type PageQuery,
  type SavedSearch,
  type SavedSearchFilters,
  type UpdateSavedSearch,
} from '@gavel/contract';
import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { decodeTimeCursor, paginate } from '../../lib/cursor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { getDealerForUser } from '../dealers/index.js';
import * as repo from './repository.js';

export type SavedSearchService = ReturnType<typeof createSavedSearchService>;

export const toSavedSearch = (row: repo.SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  filters: row.filters,
  alert: row.alert,
  created_at: row.createdAt.toISOString(),
  last_alerted_at: row.lastAlertedAt?.toISOString() ?? null,
});

/** The routes' bodies, as zod's parse made them (the contract's output types). */
type Created = Omit<CreateSavedSearch, 'filters'> & { filters: SavedSearchFilters };
type Updated = Omit<UpdateSavedSearch, 'filters'> & { filters?: SavedSearchFilters | undefined };

/**
 * A dealer's saved searches (SPEC §12). Any dealer with a profile may save searches, whatever
 * its status (as watching: saving commits to nothing; a suspended dealer is simply not told).
 * Another dealer's search is a 404, as if it did not exist.
 */
export function createSavedSearchService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function list(userId: string, query: PageQuery): Promise<Page<SavedSearch>> {
    const cursor = decodeTimeCursor(query.cursor);
    const rows = await db.read(async (ex) => {
      const dealer = await getDealerForUser(ex, userId);
      if (!dealer) return [];
      return repo.listForDealer(ex, dealer.id, { cursor, limit: query.limit + 1 });
    });
    const page = paginate(rows, query.limit, (r) => ({ k: r.createdAt.toISOString(), id: r.id }));
    return { items: page.rows.map(toSavedSearch), next_cursor: page.next_cursor };
  }

  /** The 26th is a 409 `limit_reached`, also when two creations race (the dealer's lock). */
  async function create(userId: string, input: Created): Promise<SavedSearch> {
    const row = await db.transaction(async (tx) => {
      const dealer = await getDealerForUser(tx, userId);
      if (!dealer) {
        throw new AppError('invalid_state', 'Create your dealer profile before saving searches.');
      }
      await repo.lockDealerSearches(tx, dealer.id);
      if ((await repo.countForDealer(tx, dealer.id)) >= SAVED_SEARCHES_MAX) {
        throw new AppError(
          'limit_reached',
          `You can have at most ${SAVED_SEARCHES_MAX} saved searches: delete one first.`,
          { max: SAVED_SEARCHES_MAX },
        );
      }
      return repo.insert(tx, {
        dealerId: dealer.id,
        name: input.name,
        filters: input.filters,
        alert: input.alert,
        createdAt: clock.now(),
      });
    });
    return toSavedSearch(row);
  }

  async function update(userId: string, id: string, input: Updated): Promise<SavedSearch> {
    const row = await db.transaction(async (tx) => {
      const dealer = await getDealerForUser(tx, userId);
      if (!dealer) return undefined;
      return repo.update(tx, dealer.id, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.filters !== undefined ? { filters: input.filters } : {}),
        ...(input.alert !== undefined ? { alert: input.alert } : {}),
      });
    });
    if (!row) throw notFound('Saved search');
    return toSavedSearch(row);
  }

  async function remove(userId: string, id: string): Promise<void> {
    const removed = await db.transaction(async (tx) => {
      const dealer = await getDealerForUser(tx, userId);
      return dealer ? repo.remove(tx, dealer.id, id) : false;
    });
    if (!removed) throw notFound('Saved search');
  }

  return { list, create, update, remove };
}
