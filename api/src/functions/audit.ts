/** The audit trail of admin writes, read per area by admins (issue 9). */
import { auditQuerySchema } from '@portal/domain';
import { auditEntries } from '../audit/audit-log.ts';
import { parseQuery } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';

export const auditRoutes = defineRoutes([
  {
    name: 'audit-list',
    methods: ['GET'],
    route: 'sales/admin/audit',
    policy: 'admin',
    handler: async (req, { services }) => {
      const { area, pageSize } = parseQuery(req, auditQuerySchema);
      return json(await auditEntries(services, area, pageSize));
    },
  },
]);
