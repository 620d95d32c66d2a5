import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_SETTINGS } from '../contracts/estimate-settings.ts';
import { estimateSettingsFromTyped, typedEstimateSettingsOf } from './estimate-settings-input.ts';

const typed = typedEstimateSettingsOf(DEFAULT_ESTIMATE_SETTINGS);

describe('typing the estimate settings', () => {
  it('round-trips the defaults', () => {
    expect(estimateSettingsFromTyped(typed)).toEqual({ value: DEFAULT_ESTIMATE_SETTINGS, problems: {} });
  });

  it.each([
    [{ marginFloorPercent: '101' }, 'marginFloorPercent', 'At most 100'],
    [{ marginFloorPercent: '' }, 'marginFloorPercent', 'Enter a number'],
    [{ riskCeiling: '-1' }, 'riskCeiling', 'At least 0'],
    [{ governancePercent: 'ten' }, 'governancePercent', 'Enter a number'],
    [{ governancePercent: '51' }, 'governancePercent', 'At most 50'],
    [
      {
        contingencyBands: [
          { upTo: '10', percent: '5' },
          { upTo: '10', percent: '10' },
        ],
      },
      'contingencyBands.1.upTo',
      'Each band must end above the one before it',
    ],
    [{ contingencyBands: [{ upTo: '10', percent: '150' }] }, 'contingencyBands.0.percent', 'At most 100'],
    [{ contingencyBands: [] }, 'contingencyBands', 'Keep at least one band'],
  ] as const)('%j: %s says %j', (change, path, message) => {
    const result = estimateSettingsFromTyped({ ...typed, ...change } as typeof typed);
    expect(result.value).toBeUndefined();
    expect(result.problems[path]).toBe(message);
  });

  it('takes a trailing % and decimals', () => {
    expect(
      estimateSettingsFromTyped({ ...typed, marginFloorPercent: '22.5 %' }).value?.marginFloorPercent,
    ).toBe(22.5);
  });
});
