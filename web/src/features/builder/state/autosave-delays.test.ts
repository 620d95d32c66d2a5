/**
 * Spec (States and transitions): "Automatic saves after changes: metric quantity 2 s, complexity and solution type
 * 1 s, review settings 0.8 to 1 s; metric edits debounce 500 ms." Each editor asks the save queue for its save
 * after these delays (the queue's own timing: save-queue.test.ts). The editors on the screen, each saving after its
 * delay and not sooner: metric-autosave.test.tsx (metric edits), complexity-autosave.test.tsx (complexity and
 * solution type), review-settings-autosave.test.tsx (review settings).
 */
import { REVIEW_SETTINGS_SAVE_DELAY_MS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { METRIC_EDIT_SAVE_DELAY_MS } from '../detail/action-panel.tsx';
import { METRIC_QUANTITY_SAVE_DELAY_MS } from '../metrics/core-metrics.tsx';
import { COMPLEXITY_SAVE_DELAY_MS } from '../panel/complexity-dialog.tsx';

describe('the autosave delays of the spec', () => {
  it.each([
    ['a metric quantity', METRIC_QUANTITY_SAVE_DELAY_MS, 2000, 2000],
    ['the complexity and the solution type', COMPLEXITY_SAVE_DELAY_MS, 1000, 1000],
    ['the review settings', REVIEW_SETTINGS_SAVE_DELAY_MS, 800, 1000],
    ['a metric edit', METRIC_EDIT_SAVE_DELAY_MS, 500, 500],
  ])('%s saves within the spec\u2019s delay after the last change', (_what, delay, from, to) => {
    expect(delay).toBeGreaterThanOrEqual(from);
    expect(delay).toBeLessThanOrEqual(to);
  });
});
