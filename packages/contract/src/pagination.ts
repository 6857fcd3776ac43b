import { z } from 'zod';

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;

/** `?limit=&cursor=` of every list; strict so unknown query parameters are a 422. */
export const pageQueryShape = {
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().min(1).max(500).optional(),
};
export const pageQuerySchema = z.strictObject(pageQueryShape);
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next_cursor: z.string().nullable() });
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}
