/**
 * Query keys of the audit trail. Every staff action writes an audit event, so actions
 * invalidate `all`, which reaches the overview's recent events and the audit log together.
 */
export const adminAuditKeys = {
  all: ['admin', 'events'] as const,
  recent: (limit: number) => ['admin', 'events', 'recent', { limit }] as const,
  list: (filters: object) => ['admin', 'events', 'list', filters] as const,
};
