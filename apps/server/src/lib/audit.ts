import type { AuditEventType, AuditSubjectType } from '@gavel/contract';
import type { Executor } from '../db/index.js';
import { auditEvents } from '../db/schema.js';

export interface AuditEventInput {
  type: AuditEventType;
  actorId: string | null;
  subjectType: AuditSubjectType;
  subjectId: string;
  data?: Record<string, unknown>;
  at: Date;
}

/** Appends one audit event; callers pass the transaction that makes the change it records. */
export async function recordAuditEvent(ex: Executor, event: AuditEventInput): Promise<void> {
  await ex.insert(auditEvents).values({
    type: event.type,
    actorId: event.actorId,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    data: event.data ?? {},
    createdAt: event.at,
  });
}
