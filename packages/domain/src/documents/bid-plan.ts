/**
 * The plan a bid states (issue 29): its AEP phases with their first and last days, and its milestones, from the
 * schedule. A milestone is the end of one phase of one capability (with its sub-capabilities, whose phases follow
 * the same order: the schedule's phase groups), "Device Management (Intune): design complete", so every milestone
 * is the last day of activities a reader finds in the plan, and within a capability they follow the phases' order.
 * The payment milestones of a fixed price fall due when a phase is complete across the programme.
 */
import { AEP_PHASES, type AepPhase } from '../contracts/catalogue.ts';
import type { Schedule } from '../schedule/schedule.ts';

export interface BidPhase {
  phase: AepPhase;
  /**
   * How the documents name it: PHASE_LABELS, except a deployment with a pilot, 'Pilot and deploy' (its bar starts
   * while the last tests run: the pilots and what prepares them are part of it).
   */
  label: string;
  /**
   * The milestone that closes it: PHASE_MILESTONE_NAMES, except a deployment that ends with hypercare, 'Deployment
   * and hypercare complete' (its last day is the hypercare's, after the last wave).
   */
  milestone: string;
  /** First and last day of the phase's activities ('YYYY-MM-DD'). */
  start: string;
  end: string;
  activities: number;
  /** Deploy with hypercare last: the last day of its deployment before the hypercare (the last wave's end). */
  deployed?: string;
}

export interface BidMilestone {
  /** 'Device Management (Intune): design complete' */
  name: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** The phase it closes; none for the start and the end of delivery. */
  phase?: AepPhase;
  /** The top-level capability whose phase it closes. */
  capability?: string;
  /** A gate (a pilot's go-ahead): no phase of its own, the waves that follow wait for it. */
  gate?: true;
}

/** When each phase is complete across the programme (the last day of its activities anywhere): payments fall due then. */
export interface PhaseCompletion {
  phase: AepPhase;
  /** The milestone's name ('Deployment and hypercare complete'): the phase's `milestone`. */
  name: string;
  date: string;
  /**
   * The deployment is complete before its hypercare: a payment on Deploy falls due at the last wave, and the
   * deliverables handed over with the hypercare are accepted with the work at completion.
   */
  beforeHypercare?: true;
}

/** The AEP phases as a document names them, in UK English ('Analyze' is the method's own spelling). */
export const PHASE_LABELS: Readonly<Record<AepPhase, string>> = {
  Plan: 'Plan',
  Analyze: 'Analyse',
  Design: 'Design',
  Build: 'Build',
  'Test Prep': 'Test preparation',
  'Test Exec': 'Testing',
  'Test Fix': 'Fixes and retests',
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

const PILOT = /\bpilot\b/i;
const HYPERCARE = /\bhypercare\b/i;
/** A test that runs beside the rollouts ('Test the remaining applications'): the Test Exec phase did not test all. */
const TESTING = /^(re)?test\b|^smoke-test\b/i;
const TESTED_BEFORE_DEPLOYMENT = 'Testing before deployment complete';

/** Whether an activity tests during the Deploy phase (so the testing milestone is only the testing before it). */
const testsInDeploy = (a: { phase: AepPhase; name: string }) => a.phase === 'Deploy' && TESTING.test(a.name);

/** The phases of the in-scope activities, in AEP order, with their dates across the programme. */
export function bidPhases(schedule: Schedule): BidPhase[] {
  const out = new Map<AepPhase, BidPhase & { pilot: boolean; lastHypercare: boolean }>();
  let deployTests = false;
  // The deployment's last day before any hypercare.
  let deployed = '';
  for (const cap of schedule.capabilities)
    for (const a of cap.actions) {
      deployTests ||= testsInDeploy(a);
      if (a.phase === 'Deploy' && !HYPERCARE.test(a.name) && a.endDate > deployed) deployed = a.endDate;
      const p = out.get(a.phase);
      if (!p)
        out.set(a.phase, {
          phase: a.phase,
          label: PHASE_LABELS[a.phase],
          milestone: PHASE_MILESTONE_NAMES[a.phase],
          start: a.startDate,
          end: a.endDate,
          activities: 1,
          pilot: PILOT.test(a.name),
          lastHypercare: HYPERCARE.test(a.name),
        });
      else {
        if (a.startDate < p.start) p.start = a.startDate;
        if (a.endDate > p.end || (a.endDate === p.end && HYPERCARE.test(a.name))) {
          p.end = a.endDate;
          p.lastHypercare = HYPERCARE.test(a.name);
        }
        p.activities += 1;
        p.pilot ||= PILOT.test(a.name);
      }
    }
  return AEP_PHASES.flatMap((phase) => {
    const p = out.get(phase);
    if (!p) return [];
    const { pilot, lastHypercare, ...rest } = p;
    return [
      {
        ...rest,
        // Tests that run beside the rollouts belong to the deployment: the phase table says so, or a reader takes
        // the testing as finished when the Testing phase ends (forty-sixth reading).
        ...(phase === 'Deploy' && pilot
          ? { label: deployTests ? 'Pilot, deploy and test the rest' : 'Pilot and deploy' }
          : phase === 'Deploy' && deployTests
            ? { label: 'Deploy and test the rest' }
            : {}),
        ...(phase === 'Test Exec' && deployTests ? { label: 'Testing before deployment' } : {}),
        ...(phase === 'Deploy' && lastHypercare
          ? { milestone: 'Deployment and hypercare complete', ...(deployed ? { deployed } : {}) }
          : {}),
        ...(phase === 'Test Exec' && deployTests ? { milestone: TESTED_BEFORE_DEPLOYMENT } : {}),
      },
    ];
  });
}

/**
 * The phases' completion across the programme, in AEP order (the last day of each phase's activities): what payments
 * fall due on. A deployment followed by hypercare is complete at its last wave; the hypercare ends the work.
 */
export function phaseCompletions(schedule: Schedule): PhaseCompletion[] {
  return bidPhases(schedule).map((p) =>
    p.deployed && p.deployed < p.end
      ? {
          phase: p.phase,
          name: PHASE_MILESTONE_NAMES.Deploy,
          date: p.deployed,
          beforeHypercare: true as const,
        }
      : { phase: p.phase, name: p.milestone, date: p.end },
  );
}

/**
 * The start of delivery, the end of each phase of each top-level capability (its sub-capabilities included), and the
 * end of delivery, in date order (a capability's own milestones in phase order on the same day).
 */
export function bidMilestones(schedule: Schedule): BidMilestone[] {
  if (!schedule.capabilities.some((c) => c.actions.length)) return [];
  const ends = new Map<
    string,
    { capability: string; phase: AepPhase; date: string; order: number; hypercare: boolean }
  >();
  let order = 0;
  // The capabilities that go on testing beside their rollouts: their testing milestone is the testing before them.
  const deployTests = new Set<string>();
  for (const cap of schedule.capabilities) {
    const root = cap.path.split('/')[0] ?? cap.name;
    for (const a of cap.actions) {
      if (testsInDeploy(a)) deployTests.add(root);
      // Hypercare is a milestone of its own after the deployment's (the last wave's end is the deployment's).
      const hypercare = a.phase === 'Deploy' && HYPERCARE.test(a.name);
      const key = `${root}|${a.phase}${hypercare ? '|hypercare' : ''}`;
      const entry = ends.get(key);
      if (!entry)
        ends.set(key, { capability: root, phase: a.phase, date: a.endDate, order: order++, hypercare });
      else if (a.endDate > entry.date) entry.date = a.endDate;
    }
  }
  const phaseRank = (p: { phase: AepPhase; hypercare: boolean }) =>
    AEP_PHASES.indexOf(p.phase) + (p.hypercare ? 0.5 : 0);
  const phases = [...ends.values()].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.capability === b.capability ? phaseRank(a) - phaseRank(b) : a.order - b.order),
  );
  // The go-aheads that close the pilots (an activity whose name says "go-ahead") are milestones too: the gates the
  // waves wait for, dated where the plan puts them.
  const gates: BidMilestone[] = schedule.capabilities.flatMap((cap) =>
    cap.actions
      .filter((a) => /go-ahead/i.test(a.name))
      .map((a) => ({
        name: `${cap.path.split('/')[0] ?? cap.name}: ${a.name.replace(/^agree\s+(the\s+)?/i, '').replace(/^go-ahead/i, 'go-ahead')} agreed`,
        date: a.endDate,
        capability: cap.path.split('/')[0] ?? cap.name,
        gate: true as const,
      })),
  );
  // Each pilot's first and last day (an activity whose name starts "Pilot"): readers looked for when the pilot runs
  // between the testing and its go-ahead.
  const pilots: BidMilestone[] = schedule.capabilities.flatMap((cap) => {
    const capability = cap.path.split('/')[0] ?? cap.name;
    return cap.actions
      .filter((a) => /^pilot\b/i.test(a.name))
      .flatMap((a) => {
        // The catalogue's names keep their case after 'Pilot' ('Pilot Windows 11', 'Pilot device management').
        const what = `pilot of ${a.name.replace(/^pilot\s+/i, '')}`;
        return [
          { name: `${capability}: ${what} starts`, date: a.startDate, capability },
          { name: `${capability}: ${what} ends`, date: a.endDate, capability },
        ];
      });
  });
  const dated = [
    ...phases.map((e) => ({
      name: `${e.capability}: ${
        e.hypercare
          ? 'hypercare complete'
          : (e.phase === 'Test Exec' && deployTests.has(e.capability)
              ? TESTED_BEFORE_DEPLOYMENT
              : PHASE_MILESTONE_NAMES[e.phase]
            ).toLowerCase()
      }`,
      date: e.date,
      phase: e.phase,
      capability: e.capability,
    })),
    ...gates,
    ...pilots,
  ].sort((a, b) => a.date.localeCompare(b.date));
  return [
    { name: 'Delivery starts', date: schedule.workStart },
    ...dated,
    { name: 'Delivery complete', date: schedule.endDate },
  ];
}
