/** The solutions list, one solution, create/save with ETag, and the export job. */
import {
  cporAnswerRequestSchema,
  dropDocumentRefs,
  scheduleJsonFor,
  hasFullSolutionAccess,
  importedSolutionName,
  importedSolutionRequest,
  importFileProblem,
  importNameBase,
  solutionImportSchema,
  saveSolutionRequestSchema,
  solutionApprovalRequestSchema,
  solutionFor,
  solutionListQuerySchema,
} from '@portal/domain';
import { z } from 'zod';
import { badRequest, conflict, forbidden } from '../http/errors.ts';
import { notifyOnce } from '../solutions/notify.ts';
import { numericId, parseBody, parseParam, parseQuery, parseWith, safeId } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { readHolidays } from '../reference/bank-holidays.ts';
import { solutionDocuments } from '../files/document-store.ts';
import { startJob } from '../jobs/job-service.ts';
import { checkMayCreateAepRecord, startAepJob } from '../aep/start-aep.ts';
import { recordApproval } from '../solutions/approvals.ts';
import { answerCpor } from '../solutions/cpor.ts';
import { listSolutions, visibleSolutionNames } from '../solutions/list.ts';
import { readVisibleSolution, withEtag } from '../solutions/repository.ts';
import { unknownDocuments } from '../solutions/document-refs.ts';
import { saveSolution } from '../solutions/save.ts';

export const solutionRoutes = defineRoutes([
  {
    name: 'solutions-list',
    methods: ['GET'],
    route: 'sales/solutions',
    policy: 'signedIn',
    handler: async (req, { services, actor }) =>
      json(await listSolutions(services, actor, parseQuery(req, solutionListQuerySchema))),
  },
  {
    name: 'solutions-get',
    methods: ['GET'],
    route: 'sales/solutions/{id}',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const stored = await readVisibleSolution(services, actor, parseParam(req, 'id', numericId));
      // The documents live in their own container (ADR 0012): recording one never changes the solution's ETag.
      const documents = await solutionDocuments(services, stored.item.id, {
        withInternalOnly: hasFullSolutionAccess(actor.role),
      });
      return json(solutionFor(actor.role, { ...withEtag(stored), documents }), 200, { ETag: stored.etag });
    },
  },
  {
    // The schedule from the stored solution (docs/schedule.md): partners' and clients' copies carry no effort
    // hours, so their Timeline and People come from here, without the hours.
    name: 'solutions-schedule',
    methods: ['GET'],
    route: 'sales/solutions/{id}/schedule',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { item } = await readVisibleSolution(services, actor, parseParam(req, 'id', numericId));
      // On the working days of the client's nation, else the admin's region, as every schedule (ADRs 0050, 0059).
      return json(scheduleJsonFor(actor.role, item, await readHolidays(services, item.salesClient?.id)));
    },
  },
  {
    name: 'solutions-save',
    methods: ['POST'],
    route: 'sales/solutions',
    policy: 'solutionWriter',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, saveSolutionRequestSchema);
      const ifMatch = req.headers.get('if-match') ?? undefined;
      if (body.createAepRecord) checkMayCreateAepRecord(actor);
      const { solution, created } = await saveSolution(services, actor, body, ifMatch);
      // createAepRecord (spec): the AEP job starts after the save; its trace id comes back with the solution.
      const aep = body.createAepRecord ? await startAepJob(services, actor, solution.id) : undefined;
      return json(
        { ...solutionFor(actor.role, solution), ...(aep ? { traceId: aep.traceId } : {}) },
        created ? 201 : 200,
        { ETag: solution.etag },
      );
    },
  },
  {
    // Import (spec: 'Drop Solution file here or click to browse!'): an exported file becomes a new draft of the
    // importer, checked and resolved exactly as a new solution's first save (the importer's organisation rules).
    // A name the importer already sees on a solution becomes the first free "<name> (n)" (issue 30).
    name: 'solutions-import',
    methods: ['POST'],
    route: 'sales/solutions/import',
    policy: 'fullSolution',
    handler: async (req, { services, actor }) => {
      const raw = await parseBody(req, z.unknown());
      const problem = importFileProblem(raw);
      if (problem) throw badRequest(problem);
      const request = importedSolutionRequest(parseWith(solutionImportSchema, raw));
      // Files attached elsewhere (another portal, or since removed) are left behind, like the approvals.
      const elsewhere = await unknownDocuments(services, undefined, request.state.items);
      if (elsewhere.length)
        request.state = {
          ...request.state,
          items: dropDocumentRefs(request.state.items, new Set(elsewhere)),
        };
      const name = request.fields.name;
      const taken = await visibleSolutionNames(services, actor, importNameBase(name));
      request.fields = { ...request.fields, name: importedSolutionName(name, taken) };
      const { solution } = await saveSolution(services, actor, request, undefined);
      return json(solutionFor(actor.role, solution), 201, { ETag: solution.etag });
    },
  },
  {
    name: 'solutions-partner-submitted',
    methods: ['POST'],
    route: 'sales/solutions/{id}/notification/partner-submitted',
    policy: 'solutionWriter',
    handler: async (req, { services, actor }) => {
      const stored = await readVisibleSolution(services, actor, parseParam(req, 'id', numericId));
      if (!stored.item.state.partnerSubmitted)
        throw conflict('This solution has not been submitted by a partner.');
      const queued = await notifyOnce(services, {
        kind: 'partner-submitted',
        solutionId: stored.item.id,
        byUserId: actor.user.id,
      });
      return json({ queued }, 202);
    },
  },
  {
    name: 'solutions-cpor-answer',
    methods: ['POST'],
    route: 'sales/solutions/{id}/cpor/approvals/{approvalId}',
    policy: 'provider',
    handler: async (req, { services, actor }) => {
      const id = parseParam(req, 'id', numericId);
      const approvalId = parseParam(req, 'approvalId', safeId);
      const body = await parseBody(req, cporAnswerRequestSchema);
      const ifMatch = req.headers.get('if-match') ?? undefined;
      const solution = await answerCpor(services, actor, id, approvalId, body, ifMatch);
      return json(solutionFor(actor.role, solution), 200, { ETag: solution.etag });
    },
  },
  {
    // A named approver (or a full user) gives or withdraws their own approval of one row, and nothing else
    // (ADR 0054): the rule is the domain's approvalRefusal; a reviewer named as an approver needs no save rights.
    name: 'solutions-approval',
    methods: ['POST'],
    route: 'sales/solutions/{id}/approvals/{row}',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const id = parseParam(req, 'id', numericId);
      const row = parseParam(req, 'row', safeId);
      const { approved } = await parseBody(req, solutionApprovalRequestSchema);
      const ifMatch = req.headers.get('if-match') ?? undefined;
      const solution = await recordApproval(services, actor, id, row, approved, ifMatch);
      return json(solutionFor(actor.role, solution), 200, { ETag: solution.etag });
    },
  },
  {
    name: 'solutions-export',
    methods: ['GET'],
    route: 'sales/solutions/{id}/export',
    policy: 'fullSolution',
    handler: async (req, { services, actor }) => {
      const stored = await readVisibleSolution(services, actor, parseParam(req, 'id', numericId));
      if (!hasFullSolutionAccess(actor.role)) throw forbidden();
      const job = await startJob(services, {
        type: 'export',
        userId: actor.user.id,
        text: 'Exporting solution...',
        payload: { solutionId: stored.item.id },
      });
      return json(job, 202);
    },
  },
]);
