import type { AuditEventType } from '@gavel/contract';
import { AUDIT_EVENT_TYPES } from '@gavel/contract/values';
import { createFileRoute } from '@tanstack/react-router';
import { oneOf, uuid } from '../../../lib/search-params';
import { auditEventsQueryOptions } from '../../../features/staff/audit/api/get-events';
import { AuditPage } from '../../../features/staff/audit/components/audit-page';

const searchSchema = (
  input: Record<string, unknown>,
): { type?: AuditEventType; subject?: string } => ({
  type: oneOf(AUDIT_EVENT_TYPES, input.type),
  subject: uuid(input.subject),
});

export const Route = createFileRoute('/admin/_area/audit')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ type: search.type, subject: search.subject }),
  head: () => ({ meta: [{ title: 'Audit log · Gavel' }] }),
  loader: ({ context, deps }) =>
    context.queryClient.infiniteQuery({ ...auditEventsQueryOptions(deps), staleTime: 'static' }),
  component: function AuditRoute() {
    const filters = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AuditPage
        filters={filters}
        onFiltersChange={(next) => {
          void navigate({
            search: {
              ...(next.type ? { type: next.type } : {}),
              ...(next.subject ? { subject: next.subject } : {}),
            },
          });
        }}
      />
    );
  },
});
