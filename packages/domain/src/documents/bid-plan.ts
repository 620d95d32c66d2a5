/**
 * The plan a bid states (issue 29): its AEP phases with their first and last days, and its milestones, from the
 * schedule. A milestone is the end of a phase across the programme: "Build complete" is the day every activity of
 * the phases up to and including Build has ended, so the milestones follow the phases' order by construction and
 * no milestone says testing is done before building is. The payment milestones of a fixed price fall due on them.
 */
import { AEP_PHASES, type AepPhase } from '../contracts/catalogue.ts';
import type { Schedule } from '../schedule/schedule.ts';

export interface BidPhase {
  phase: AepPhase;
  /** First and last day of the phase's activities ('YYYY-MM-DD'). */
  start: string;
  end: string;
  activities: number;
}

export interface BidMilestone {
  /** 'Design complete' */
  name: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** The phase it closes; none for the start of delivery. */
  phase?: AepPhase;
}

/** The AEP phases as a document names them, in UK English ('Analyze' is the method's own spelling). */
export const PHASE_LABELS: Readonly<Record<AepPhase, string>> = {
  Plan: 'Plan',
  Analyze: 'Analyse',
  Design: 'Design',
  Build: 'Build',
  'Test Prep': 'Test preparation',
  'Test Exec': 'Test execution',
  'Test Fix': 'Test fixes',
  Deploy: 'Deploy',
};

/** The work of each phase as prose names it: 'from planning to deployment'. */
export const PHASE_NOUNS: Readonly<Record<AepPhase, string>> = {
  Plan: 'planning',
  Analyze: 'analysis',
  Design: 'design',
  Build: 'build',
  'Test Prep': 'test preparation',
  'Test Exec': 'testing',
  'Test Fix': 'fixes',
  Deploy: 'deployment',
};

/** How a milestone names the end of each phase, in UK English. */
export const PHASE_MILESTONE_NAMES: Readonly<Record<AepPhase, string>> = {
  Plan: 'Planning complete',
  Analyze: 'Analysis complete',
  Design: 'Design complete',
  Build: 'Build complete',
  'Test Prep': 'Test preparation complete',
  'Test Exec': 'Testing complete',
  'Test Fix': 'Fixes complete',
  Deploy: 'Deployment complete',
};

/** The phases of the in-scope activities, in AEP order, with their dates across the programme. */
export function bidPhases(schedule: Schedule): BidPhase[] {
  const out = new Map<AepPhase, BidPhase>();
  for (const cap of schedule.capabilities)
    for (const a of cap.actions) {
      const p = out.get(a.phase);
      if (!p) out.set(a.phase, { phase: a.phase, start: a.startDate, end: a.endDate, activities: 1 });
      else {
        if (a.startDate < p.start) p.start = a.startDate;
        if (a.endDate > p.end) p.end = a.endDate;
        p.activities += 1;
      }
    }
  return AEP_PHASES.flatMap((phase) => (out.has(phase) ? [out.get(phase)!] : []));
}

/**
 * The start of delivery, then the end of each phase present: the day by which every activity of that phase and of
 * the phases before it has ended (never earlier than the milestone before it).
 */
export function bidMilestones(schedule: Schedule): BidMilestone[] {
  const phases = bidPhases(schedule);
  if (!phases.length) return [];
  const milestones: BidMilestone[] = [{ name: 'Delivery starts', date: schedule.workStart }];
  let latest = '';
  for (const p of phases) {
    if (p.end > latest) latest = p.end;
    milestones.push({ name: PHASE_MILESTONE_NAMES[p.phase], date: latest, phase: p.phase });
  }
  return milestones;
}
