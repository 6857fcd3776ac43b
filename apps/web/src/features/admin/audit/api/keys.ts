/** Query keys of the audit log, one list per filter. */
export const adminAuditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: object) => ['admin', 'audit', 'list', filters] as const,
};
