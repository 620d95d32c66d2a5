import { describe, expect, it } from 'vitest';
import type { RoleId } from '../auth/roles.ts';
import { maySaveSolutionAt } from '../auth/permissions.ts';
import {
  isClosedStage,
  stageMoveRefusal,
  stepButtons,
  stepMoveOutcome,
  viewMoveDescription,
  viewStep,
  type StepMoveKind,
  type StepMoveOutcome,
} from './stage-moves.ts';
import type { UserKind } from '../builder/steps.ts';

const FULL_PATH = [1, 2, 5, 6, 7, 8];
const visitedTo = (stage: number, path = FULL_PATH) => path.filter((s) => s <= stage);

describe('the step on screen for a step', () => {
  it.each([
    ['full', 0, 1],
    ['full', 1, 1],
    ['full', 2.5, 2],
    ['full', 3, 2],
    ['full', 4, 2],
    ['full', 5, 5],
    ['full', 8, 8],
    ['submit', 0, 1],
    ['submit', 2.5, 2.5],
    ['submit', 3, 3],
    ['submit', 5, 3],
    ['read', 6, 6],
  ] as const)('%s user, step %s → %s', (kind, step, shown) => {
    expect(viewStep(kind, step)).toBe(shown);
  });
});

describe('which move between steps saves the stage (ADR 0051)', () => {
  // kind, stage, view, how, target, may edit → outcome. Visited: every step of the path up to the stage, unless
  // the row says otherwise (a solution moved back keeps its furthest step).
  it.each([
    // A tab never saves: it shows any step up to the furthest visited, whoever looks, whatever the stage.
    ['full', 7, 7, 'tab', 1, true, 'view'], // the admin's click on Information of closed 1007
    ['full', 7, 7, 'tab', 6, true, 'view'],
    ['full', 8, 8, 'tab', 6, true, 'view'], // Review of delivered 1001, where SP051 is
    ['full', 6, 6, 'tab', 2, true, 'view'],
    ['full', 2, 2, 'tab', 1, true, 'view'],
    ['full', 5, 5, 'tab', 6, true, 'none'], // not visited yet: the tab is disabled
    ['full', 8, 8, 'tab', 1, false, 'view'],
    ['submit', 3, 3, 'tab', 1, true, 'view'],
    // Next and Back on the stage's own step move the work, for someone who may edit it.
    ['full', 0, 1, 'next', 2, true, 'save'], // a new solution's first save
    ['full', 1, 1, 'next', 2, true, 'save'],
    ['full', 2, 2, 'next', 5, true, 'save'],
    ['full', 5, 5, 'next', 6, true, 'save'], // hands it to the approvers
    ['full', 6, 6, 'next', 7, true, 'save'], // closes it
    ['full', 7, 7, 'next', 8, true, 'save'], // delivers it: the one move from Close
    ['full', 6, 6, 'back', 5, true, 'save'],
    ['full', 5, 5, 'back', 2, true, 'save'],
    ['full', 2, 2, 'back', 1, true, 'save'],
    ['full', 3, 2, 'next', 5, true, 'save'], // a partner's solution at Submit, seen by a full user
    ['submit', 2, 2, 'next', 2.5, true, 'save'],
    ['submit', 2.5, 2.5, 'next', 3, true, 'save'],
    ['submit', 3, 3, 'next', 5, true, 'save'], // Submit
    ['submit', 2.5, 2.5, 'back', 2, true, 'save'],
    // A closed or delivered solution never goes back: Back only shows the step before.
    ['full', 7, 7, 'back', 6, true, 'view'],
    ['full', 8, 8, 'back', 7, true, 'view'],
    // Away from the stage's step, Next and Back page through the visited steps and save nothing.
    ['full', 6, 2, 'next', 5, true, 'view'], // looking at Scope of a solution in review: it stays in review
    ['full', 6, 5, 'back', 2, true, 'view'],
    ['full', 7, 5, 'next', 6, true, 'view'],
    ['full', 7, 6, 'next', 7, true, 'view'],
    ['full', 8, 1, 'next', 2, true, 'view'],
    ['submit', 3, 1, 'next', 2, true, 'view'],
    // Someone who may not edit it (a version opened read-only) only looks.
    ['full', 5, 5, 'next', 6, false, 'none'],
    ['full', 5, 5, 'back', 2, false, 'view'],
    ['full', 6, 6, 'next', 7, false, 'none'],
  ] as [UserKind, number, number, StepMoveKind, number, boolean, StepMoveOutcome][])(
    '%s user, stage %s, on step %s: %s to %s (may edit %s) → %s',
    (kind, stage, view, how, target, mayEdit, outcome) => {
      const path = kind === 'submit' ? [1, 2, 2.5, 3] : FULL_PATH;
      expect(
        stepMoveOutcome({ kind, stage, visited: visitedTo(stage, path), view, how, target, mayEdit }),
      ).toBe(outcome);
    },
  );

  it('after a move back on purpose, Next ahead of the stage is not offered past the furthest step', () => {
    const position = { kind: 'full' as const, stage: 2, visited: [1, 2, 5], mayEdit: true };
    // On Detail (visited) while the stage is Scope: Back shows Scope; Next to Review is not offered.
    expect(stepButtons({ ...position, view: 5 })).toEqual({
      next: undefined,
      back: { target: 2, outcome: 'view' },
    });
    // On Scope, the stage's step: Next moves the work on again.
    expect(stepButtons({ ...position, view: 2 }).next).toEqual({ target: 5, outcome: 'save' });
  });

  it('the buttons of a closed solution: Next from Close delivers it, Back only shows Review', () => {
    const closed = { kind: 'full' as const, stage: 7, visited: visitedTo(7), mayEdit: true };
    expect(stepButtons({ ...closed, view: 7 })).toEqual({
      next: { target: 8, outcome: 'save' },
      back: { target: 6, outcome: 'view' },
    });
    expect(stepButtons({ ...closed, view: 6 })).toEqual({
      next: { target: 7, outcome: 'view' },
      back: { target: 5, outcome: 'view' },
    });
    const delivered = { kind: 'full' as const, stage: 8, visited: visitedTo(8), mayEdit: true };
    expect(stepButtons({ ...delivered, view: 8 })).toEqual({
      next: undefined,
      back: { target: 7, outcome: 'view' },
    });
  });

  it("Next's tooltip when it only shows a step", () => {
    expect(viewMoveDescription('full', 5)).toBe('Go to Detail');
    expect(viewMoveDescription('submit', 2.5)).toBe('Go to Scope');
  });
});

describe('a closed or delivered solution never goes back by a save', () => {
  it.each([
    [7, 6, 'This solution is closed (Close): a save cannot move it back to Review.'],
    [7, 1, 'This solution is closed (Close): a save cannot move it back to Information.'],
    [8, 6, 'This solution is delivered (Deliver): a save cannot move it back to Review.'],
    [8, 7, 'This solution is delivered (Deliver): a save cannot move it back to Close.'],
    [8, 2.5, 'This solution is delivered (Deliver): a save cannot move it back to Metrics.'],
    [7, 7, undefined],
    [7, 8, undefined],
    [8, 8, undefined],
    [6, 1, undefined],
    [6, 5, undefined],
    [0, 2, undefined],
  ])('stored %s, saved as %s: %s', (stored, target, refusal) => {
    expect(stageMoveRefusal(stored, target)).toBe(refusal);
    expect(isClosedStage(stored)).toBe(stored >= 7);
  });
});

describe('who may save a solution at a step', () => {
  it.each([
    ['ADMIN', 8, true],
    ['SALES_PERSON', 7, true],
    ['DEAL_TEAM', 7, true],
    ['SOLUTION_REVIEWER', 6, false],
    ['SOLUTION_AREA_OWNER', 1, false],
    ['HP_SALES_PERSON', 3, true],
    ['HP_SALES_PERSON', 5, false],
    ['CLIENT', 2, true],
  ] as [RoleId, number, boolean][])('%s at step %s: %s', (role, step, may) => {
    expect(maySaveSolutionAt(role, step)).toBe(may);
  });
});
