// @vitest-environment happy-dom
/** The capability panel's Roadmap: the capabilities before (incomingIds) and after (derived), by path. */
import type { Capability } from '@portal/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { builderFor, Providers, solutionFixture, type Setup } from '../page/test-support.tsx';
import { RoadmapSection } from './roadmap-section.tsx';

afterEach(cleanup);

const cap = (id: string, name: string, extra: Partial<Capability> = {}): Capability => ({
  id,
  name,
  selected: true,
  ...extra,
});
const CATALOGUE: Capability[] = [
  cap('identity', 'Identity Foundation'),
  cap('devices', 'Device Management', { items: [cap('windows-devices', 'Windows Devices')] }),
  cap('windows-11', 'Windows 11 Migration', { incomingIds: ['identity', 'windows-devices'] }),
  cap('copilot', 'Copilot Readiness', { incomingIds: ['windows-11'] }),
];

function renderRoadmap(id: string) {
  const setup: Setup = {
    role: 'SALES_PERSON',
    solution: solutionFixture({ state: { step: 5, steps: [1, 2, 5], items: CATALOGUE } }),
    catalogue: CATALOGUE,
  };
  render(
    <Providers setup={setup} store={builderFor(setup)}>
      <RoadmapSection capabilityId={id} />
    </Providers>,
  );
  return screen.getByRole('region', { name: 'Roadmap' });
}

const items = (region: HTMLElement, label: string) =>
  Array.from(
    within(region).queryByRole('list', { name: label })?.querySelectorAll('li') ?? [],
    (li) => li.textContent,
  );

describe('RoadmapSection', () => {
  it.each([
    ['windows-11', ['Identity Foundation', 'Device Management/Windows Devices'], ['Copilot Readiness']],
    ['identity', [], ['Windows 11 Migration']],
    ['copilot', ['Windows 11 Migration'], []],
  ])('%s: comes after %j, followed by %j', (id, before, after) => {
    const region = renderRoadmap(id);
    expect(items(region, 'Comes after')).toEqual(before);
    expect(items(region, 'Followed by')).toEqual(after);
    if (before.length === 0 || after.length === 0) expect(within(region).getByText('None')).toBeTruthy();
  });
});
