/** Guidance banners per step (spec: Solution page, Guidance banners per step). */
const GUIDANCE: Record<string, string> = {
  '1': 'Choose a client, specify expected start date and provide opportunity name and description of requirements.',
  '2': 'Define scope for solution.',
  '2.5': 'Provide metrics for solution.',
  '3': 'Specify complexity of each capability in solution.',
  '5': 'Make adjustments to the solution. Create AEP record.',
  '6': 'Review the solution. Generate SP051.',
  '7': 'Close the solution.',
  '8': 'Deliver the solution.',
};

const PARTNER_STEPS = ['1', '2', '2.5', '3'];
const OTHER_STEPS = ['1', '2', '5', '6', '7', '8'];

/** Shown for steps 1, 2, 2.5, 3 to partners (submit-only users) and 1, 2, 5, 6, 7, 8 to others. */
export function guidanceFor(step: number, submitOnly: boolean): string | undefined {
  const key = String(step);
  return (submitOnly ? PARTNER_STEPS : OTHER_STEPS).includes(key) ? GUIDANCE[key] : undefined;
}
