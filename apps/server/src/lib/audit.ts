import type { AuditEventType, AuditSubjectType } from '@gavel/contract';
import type { Executor } from '../db/index.js';
import { auditEvents } from './schema.js';

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
  await auditInsert(ex, [event]);
}

/** The insert of several audit events, in order, to run now or as part of one statement. */
export function auditInsert(ex: Executor, events: AuditEventInput[]) {
  return ex.insert(auditEvents).values(
    events.map((event) => ({
      type: event.type,
      actorId: event.actorId,
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      data: event.data ?? {},
      createdAt: event.at,
    })),
  );
}
