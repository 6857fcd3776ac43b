import type { AuditEventType } from '@gavel/contract';
import type { Executor } from '../../db/index.js';
import { recordAuditEvent } from '../../lib/audit.js';

/** An account's change to itself, audited with the account as actor and subject. */
export const auditAccount = (
  ex: Executor,
  type: Extract<AuditEventType, `user.${string}`>,
  userId: string,
  at: Date,
) => recordAuditEvent(ex, { type, actorId: userId, subjectType: 'user', subjectId: userId, at });
