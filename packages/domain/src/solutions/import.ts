/**
 * Import (spec: the drop zone 'Drop Solution file here or click to browse!'): a file written by Export Solution
 * recreates the solution as a new draft of the importer. The file is checked with the same contracts as a save;
 * what belongs to the original (its id, owner, approvals and named approvers, roles, AEP and C365 records, CPoR
 * approvals, partner submission, delivery export, stage) is left behind: the importer starts at Information with
 * the content. Its name stays its own unless a solution the importer can see already has it: then it takes the first
 * free "<name> (n)" from 2 (issue 30: two drafts of one name in the list, and nothing said).
 */
import { z } from 'zod';
import {
  saveSolutionRequestSchema,
  SOLUTION_EXPORT_SCHEMA,
  SOLUTION_NAME_MAX,
  SOLUTION_EXPORT_VERSION,
  type SaveSolutionRequest,
} from '../contracts/solutions.ts';
import { initialCpor } from '../cpor/wizard.ts';

export const NOT_AN_EXPORT = 'This is not a Solution Portal export file.';
export const OTHER_EXPORT_VERSION = 'This export file version cannot be imported.';

/** What is wrong with a file at first sight (not an export, or another version), before its contents are checked. */
export function importFileProblem(file: unknown): string | undefined {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return NOT_AN_EXPORT;
  const { schema, version } = file as { schema?: unknown; version?: unknown };
  if (schema !== SOLUTION_EXPORT_SCHEMA) return NOT_AN_EXPORT;
  if (version !== SOLUTION_EXPORT_VERSION) return OTHER_EXPORT_VERSION;
  return undefined;
}

export const solutionImportSchema = z.object({
  schema: z.literal(SOLUTION_EXPORT_SCHEMA, { message: NOT_AN_EXPORT }),
  version: z.literal(SOLUTION_EXPORT_VERSION, { message: OTHER_EXPORT_VERSION }),
  // What a save carries about the solution, checked by the same contracts.
  solution: saveSolutionRequestSchema.pick({
    salesClient: true,
    expectedStart: true,
    salesCountry: true,
    requirementDescription: true,
    catalogueVersion: true,
    fields: true,
    state: true,
  }),
});
export type SolutionImport = z.infer<typeof solutionImportSchema>;

export function importedSolutionRequest(file: SolutionImport): SaveSolutionRequest {
  const { solution } = file;
  const {
    approvals: _approvals,
    approvers: _approvers,
    roles: _roles,
    aepUrl: _aep,
    c365Url: _c365,
    isExportedToDeliver: _exported,
    exportedToDeliverAt: _exportedAt,
    ...fields
  } = solution.fields;
  const { cpor, partnerSubmitted: _submitted, ...state } = solution.state;
  return {
    salesClient: solution.salesClient,
    expectedStart: solution.expectedStart,
    salesCountry: solution.salesCountry,
    requirementDescription: solution.requirementDescription,
    ...(solution.catalogueVersion !== undefined ? { catalogueVersion: solution.catalogueVersion } : {}),
    fields,
    state: {
      ...state,
      step: 1,
      steps: [1],
      // The questions and answers travel; the approvals were asked of people in the original's portal.
      ...(cpor ? { cpor: { ...initialCpor(), questions: cpor.questions } } : {}),
    },
  };
}

/** " (2)", " (3)" …: the number a repeated name carries (an imported name that has one starts again from its base). */
const NUMBERED = /\s\((\d{1,4})\)$/;
const sameName = (name: string) => name.trim().toLocaleLowerCase('en-GB');

/** The part of a name before its " (n)", the text the store searches for names it might clash with. */
export function importNameBase(name: string): string {
  return name.trim().replace(NUMBERED, '').trim() || name.trim();
}

/**
 * The name an imported solution takes: its own when no solution in `taken` has it (case and outer spaces aside),
 * else the first free "<base> (n)" from 2, the base shortened when the number would pass the name's limit.
 */
export function importedSolutionName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map(sameName));
  if (!used.has(sameName(name))) return name;
  const base = importNameBase(name);
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${base.slice(0, SOLUTION_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!used.has(sameName(candidate))) return candidate;
  }
}
