// @vitest-environment happy-dom
/**
 * The CPoR wizard inside the builder (issue 30): it has no Back / Next pair of its own (the step's Back and Next
 * below are the page's one pair): its tabs go back, one button goes on and says where to; finishing says so first
 * on the Proof tab, above 'No signed proof has been uploaded yet.'.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { answerCporQuestion, initialCpor, type CporState, type SolutionState } from '@portal/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SolutionViewProvider,
  type SolutionViewData,
} from '../../lib/solution-views/solution-view-context.tsx';
import CporView, { continueLabel, CPOR_DONE } from './cpor-view.tsx';

afterEach(cleanup);

/** Every eligibility answer TRUE and both approvals given: the wizard may move on from step 1. */
function eligibleCpor(step: number): CporState {
  let cpor = initialCpor();
  for (const q of cpor.questions.filter((q) => q.block.id === 1)) cpor = answerCporQuestion(cpor, q.id, 1);
  return {
    ...cpor,
    step,
    approvals: cpor.approvals.map((a) => ({ ...a, active: false, requested: false, answers: [1] })),
  };
}

function Wizard({ cpor }: { cpor: CporState }) {
  const [state, setState] = useState<SolutionState>({ step: 5, steps: [1, 2, 5], items: [], cpor });
  const view: SolutionViewData = {
    solutionId: '1003',
    items: [],
    areas: [],
    expectedStart: '2027-03',
    state,
    role: 'SALES_PERSON',
    userId: 'user-1',
    editable: true,
    leadProvider: true,
    screenshot: false,
    updateState: (change) => setState((s) => change(s)),
  };
  return (
    <FluentProvider theme={webLightTheme}>
      <SolutionViewProvider value={view}>
        <CporView />
      </SolutionViewProvider>
    </FluentProvider>
  );
}

describe('the CPoR wizard', () => {
  it('has no Back or Next of its own: one button, named for where it goes', () => {
    render(<Wizard cpor={eligibleCpor(1)} />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Disclosure' }));
    expect(screen.getByRole('tab', { name: 'Disclosure' }).getAttribute('aria-selected')).toBe('true');
  });

  it('names the move by the answers: the disclosure text, or on to Acceptance', () => {
    const atTwo = eligibleCpor(2);
    const notify = atTwo.questions.find((q) => q.block.id === 2)!.id;
    expect(continueLabel(answerCporQuestion(atTwo, notify, 0), 2)).toBe('Continue');
    expect(continueLabel(answerCporQuestion(atTwo, notify, 1), 2)).toBe('Continue to Acceptance');
    expect(continueLabel(atTwo, 4)).toBe('Continue to Proof');
    expect(continueLabel(atTwo, 5)).toBe('Finish');
  });

  it('says the CPoR is complete first, above the proof it still lacks', () => {
    render(<Wizard cpor={eligibleCpor(5)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const done = screen.getByText(CPOR_DONE);
    const noProof = screen.getByText('No signed proof has been uploaded yet.');
    expect(done.compareDocumentPosition(noProof) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
