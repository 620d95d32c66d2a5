/**
 * The portal's own AEP record pages (the local AEP adapter, used when no AEP_ENDPOINT is set, ADR 0014): GET
 * /api/local/aep/{id} shows the record the portal sent, so the 'Open AEP' link works on `npm start` and on a
 * deployment without an AEP endpoint (infra's default). So it is deployed, unlike the local host's own routes
 * (api/src/local/routes.ts); its path keeps 'local/' because the links already stored in solutions name it. Public
 * like a SAS link: the id is random and unguessable, and a browser tab opened from a link carries no bearer token.
 * 404 when an AEP endpoint is configured.
 */
import { notFound } from '../http/errors.ts';
import { defineRoutes } from '../http/route.ts';
import { escapeHtml } from '@portal/domain';

const escape = (s: unknown) => escapeHtml(String(s));

const row = (label: string, value: unknown) =>
  `<tr><th scope="row">${escape(label)}</th><td>${escape(value)}</td></tr>`;

export const aepRecordRoutes = defineRoutes([
  {
    name: 'aep-record',
    methods: ['GET'],
    route: 'local/aep/{id}',
    policy: 'public',
    handler: async (req, { services }) => {
      const record = services.localAep ? await services.localAep.read(req.params.id ?? '') : undefined;
      if (!record) throw notFound('The AEP record');
      const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escape(record.id)}: ${escape(record.name)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem;color:#1f1f1f}
table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #c8c6c4;padding:.35rem .6rem;text-align:left}
th{background:#f3f2f1}caption{text-align:left;font-weight:600;padding:.4rem 0}</style></head>
<body><main><p>Local AEP (development): the record the Solution Portal sent.</p>
<h1>${escape(record.id)}</h1>
<table><caption>Solution</caption><tbody>
${row('Solution', `${record.solutionId}: ${record.name}`)}${row('Client', record.client)}${row('Country', record.country)}
${row('AEP solution type', record.solutionType)}${row('Expected start', record.expectedStart)}
${row('Complexity', record.complexity)}${row('Total hours', record.totalHours)}
${row('Work starts', record.workStart)}${row('Ends', record.endDate)}${row('Created', record.createdAt)}
</tbody></table>
<table><caption>Phases</caption><thead><tr><th scope="col">Phase</th><th scope="col">Hours</th></tr></thead><tbody>
${record.phases.map((p) => `<tr><td>${escape(p.phase)}</td><td>${escape(p.hours)}</td></tr>`).join('')}
</tbody></table>
<table><caption>Roles</caption><thead><tr><th scope="col">Role</th><th scope="col">Team</th><th scope="col">Location</th><th scope="col">Level</th><th scope="col">Days</th></tr></thead><tbody>
${record.roles.map((r) => `<tr><td>${escape(r.role)}</td><td>${escape(r.team)}</td><td>${escape(r.location)}</td><td>${escape(r.level)}</td><td>${escape(r.days)}</td></tr>`).join('')}
</tbody></table></main></body></html>`;
      return {
        status: 200,
        body: html,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        },
      };
    },
  },
]);
