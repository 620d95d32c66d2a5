/**
 * The AEP record of a solution (spec: 'Create AEP record'; the AEP solution type, phases Plan ... Deploy, each
 * capability role's AEP role and workforce level): what the portal sends to the delivery planning system, built
 * from the same document model as the documents, so the hours and days are the ones on the screen.
 */
import { z } from 'zod';
import { AEP_PHASES } from '../contracts/catalogue.ts';
import type { DocumentModel } from '../documents/document-model.ts';

export const aepRecordSchema = z.object({
  solutionId: z.string(),
  name: z.string(),
  client: z.string(),
  country: z.string(),
  solutionType: z.string(),
  /** 'March 2027' */
  expectedStart: z.string(),
  complexity: z.string(),
  totalHours: z.number(),
  /** 'DD-MM-YYYY' */
  workStart: z.string(),
  endDate: z.string(),
  phases: z.array(z.object({ phase: z.string(), hours: z.number() })),
  roles: z.array(
    z.object({
      role: z.string(),
      team: z.string(),
      location: z.string(),
      level: z.string(),
      days: z.number(),
    }),
  ),
});
export type AepRecord = z.infer<typeof aepRecordSchema>;

/** What the AEP answers: its record id and the link users open ('Open AEP'). */
export const aepRecordResultSchema = z.object({
  id: z.string().min(1).max(200),
  url: z
    .string()
    .url()
    .max(2000)
    .regex(/^https?:\/\//i, 'an http(s) link'),
});
export type AepRecordResult = z.infer<typeof aepRecordResultSchema>;

const round1 = (n: number) => Math.round(n * 10) / 10;

export function aepRecordFrom(model: DocumentModel): AepRecord {
  const byPhase = new Map<string, number>();
  for (const cap of model.capabilities)
    for (const action of cap.actions)
      byPhase.set(action.phase, (byPhase.get(action.phase) ?? 0) + action.hours);
  const known = new Set<string>(AEP_PHASES);
  const phases = [
    ...AEP_PHASES.map((phase) => ({ phase, hours: round1(byPhase.get(phase) ?? 0) })),
    ...[...byPhase].filter(([p]) => !known.has(p)).map(([phase, hours]) => ({ phase, hours: round1(hours) })),
  ].filter((p) => p.hours > 0);
  return {
    solutionId: model.id,
    name: model.name,
    client: model.client,
    country: model.country,
    solutionType: model.aepSolutionType,
    expectedStart: model.expectedStart,
    complexity: model.complexity,
    totalHours: round1(model.totals.hours),
    workStart: model.totals.workStart,
    endDate: model.totals.endDate,
    phases,
    roles: model.people.roles.map((r) => ({
      role: r.name,
      team: r.team,
      location: r.location,
      level: r.level,
      days: round1(r.days),
    })),
  };
}
