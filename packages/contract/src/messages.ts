import { z } from 'zod';
import { isoDateTimeSchema, multiLineString, uuidSchema } from './common.js';
import { MESSAGE_AUTHORS, MESSAGE_BODY_MAX } from './dispute-machine.js';
import { pageQueryShape, pageSchema } from './pagination.js';

// SPEC §13.3: one thread per sold auction between its seller and its winning dealer; staff read
// it and may write as staff. Its limits are declared with the dispute rules (`dispute-machine.ts`,
// zod-free for the web's first visit).

/** Multi-line text a person types, kept as typed (line breaks too) but never blank. */
export const typedText = (what: string, min: number, max: number) =>
  multiLineString({ error: `${what} is required` })
    .refine((v) => v.trim().length > 0, { error: `${what} is required` })
    .min(min, { error: `${what} must be at least ${String(min)} characters` })
    .max(max, { error: `${what} must be at most ${String(max)} characters` });

export const messageSchema = z.object({
  id: uuidSchema,
  from: z.enum(MESSAGE_AUTHORS),
  /** As typed: clients show it as text, never as HTML. */
  body: z.string(),
  created_at: isoDateTimeSchema,
  /** When the other side (for staff's: either party) first read it; null until then. */
  read_at: isoDateTimeSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** `GET /api/auctions/{id}/messages`: oldest first. */
export const messagesPageSchema = pageSchema(messageSchema);
export type MessagesPage = z.infer<typeof messagesPageSchema>;
export const messagesQuerySchema = z.strictObject({ ...pageQueryShape });
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const sendMessageBodySchema = z.strictObject({
  body: typedText('Message', 1, MESSAGE_BODY_MAX),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
