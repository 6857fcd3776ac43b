import { auditEventTypeSchema, uuidSchema } from '@gavel/contract';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { auditEventsQueryOptions } from '../../../features/admin/audit/api/get-events';
import { AuditPage } from '../../../features/admin/audit/components/audit-page';

const searchSchema = z.object({
  type: auditEventTypeSchema.optional().catch(undefined),
  subject: uuidSchema.optional().catch(undefined),
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
