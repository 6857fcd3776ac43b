import { z } from 'zod';
import { uuidSchema } from './common.js';

/** `PUT|DELETE /api/dealer/watchlist/{auction_id}` (SPEC §5.7). */
export const watchlistParamsSchema = z.strictObject({ auction_id: uuidSchema });
export type WatchlistParams = z.infer<typeof watchlistParamsSchema>;
