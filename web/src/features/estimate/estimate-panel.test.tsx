// @vitest-environment happy-dom
/**
 * The estimate panel on the worked example of docs/estimate.md (the API stood in at the fetch boundary): the basis,
 * the range, contingency apart, the weeks with UK dates (the settings' bank holidays skipped), price in pounds,
 * margin, variance; a size change moves the expected hours and the price; a rate card or settings that cannot be
 * loaded say so.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  ESTIMATE_ROLES,
  estimateExample,
  RESOURCE_TYPES,
  SAMPLE_RATE_CARD,
  setCapabilitySize,
  STAFFING_TITLE_SCHEMES,
  type EstimateSolution,
} from '@portal/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { freshCacheEachTest, stubApi } from '../../lib/data/test-support.tsx';
import { settingsAnswer } from '../../lib/data/settings.fixtures.ts';
import EstimatePanel, { RATE_CARD_FAILED, SETTINGS_FAILED } from './estimate-panel.tsx';

freshCacheEachTest();
// Fluent's motion uses Element.animate, which happy-dom cancels when a test ends.
Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });

const level = (staffingResourceLevelId: number, resourceLevel: string, acnLevelId: number) => ({
  staffingResourceLevelId,
  resourceLevel,
  resourceType: RESOURCE_TYPES[0],
  hoursPerWeek: 38,
  title: STAFFING_TITLE_SCHEMES[0],
  order: staffingResourceLevelId,
  acnLevelId,
  staffingResourceLevelBillCodes: [],
});
const LEVELS = [
  level(4, 'Senior Manager', 4),
  level(5, 'Manager', 5),
  level(7, 'Consultant', 7),
  level(15, 'ATC Senior Consultant', 6),
];
const REVIEW = { cycles: 1, review: 5, update: 5, approve: 2 };
const API = {
  'GET /sales/configuration/rate-card': { body: SAMPLE_RATE_CARD, etag: '"r1"' },
  'GET /roles': { body: ESTIMATE_ROLES },
  'GET /sales/configuration/staffing-levels': { body: { value: LEVELS } },
  // England and Wales: Good Friday and Easter Monday 2027 fall within the worked example.
  'GET /sales/configuration/settings': { body: settingsAnswer({ deliverableReview: REVIEW }) },
};

function panel(solution: EstimateSolution, held?: number) {
  return (
    <FluentProvider theme={webLightTheme}>
      <SWRConfig value={{ dedupingInterval: 0, shouldRetryOnError: false }}>
        <EstimatePanel solution={solution} heldRateCardVersion={held} />
      </SWRConfig>
    </FluentProvider>
  );
}

const figure = (name: string) => document.querySelector(`[data-estimate-${name}]`)?.textContent;

describe('the estimate panel', () => {
  it('shows the worked example at Detail: range, contingency apart, weeks, price, margin, variance', async () => {
    stubApi(API);
    render(panel(estimateExample(5)));
    await screen.findByText('Based on the detailed effort');
    expect(figure('low')).toBe('205.2 h');
    expect(figure('expected')).toBe('233.7 h');
    expect(figure('high')).toBe('285 h');
    expect(screen.getByText('5.8 person-weeks')).toBeTruthy();
    expect(screen.getByText('Contingency (5%)')).toBeTruthy();
    expect(figure('contingency')).toBe('11.7 h');
    expect(screen.getByText('Project management (15%)')).toBeTruthy();
    // Good Friday and Easter Monday (England and Wales) move the end from 13 to 15 April, as the API's estimate;
    // 32 days (15 March to 15 April) are '4 weeks and 4 days', as every document says it.
    expect(screen.getByText('4 weeks and 4 days')).toBeTruthy();
    expect(screen.getByText('15 Mar 2027 to 15 Apr 2027')).toBeTruthy();
    expect(figure('price')).toBe('£31,131');
    expect(figure('cost')).toBe('£17,168');
    expect(figure('margin')).toBe('44.9%');
    expect(figure('variance')).toBe('410 h: the detailed effort is -182 h (-44.4%) against it');
    // Which hours the range comes from, and which figure the proposal uses (issue 30).
    expect(figure('basis')).toBe(
      'Low, expected and high come from the detailed effort of the actions (228 h). ' +
        'The proposal is priced on this estimate, not on the ROM.',
    );
    expect(screen.getByText(/Rate card version 1 \(sample rates\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hours by level and location' }));
    const table = await screen.findByRole('table', { name: 'Hours by level and location' });
    // Most senior first; the Manager carries the project management (35.1 h) besides the workplace architect.
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'LevelLocationHoursPrice',
      'Senior ManagerOnshore32.8 h£5,904',
      'ManagerOnshore113 h£16,943',
      'ATC Senior ConsultantOffshore106.6 h£5,330',
      'ConsultantOnshore16.4 h£1,722',
    ]);
  });

  it('on the ROM, a size change moves the expected hours and the price', async () => {
    stubApi(API);
    const rom = estimateExample(2);
    const view = render(panel(rom));
    await screen.findByText('Based on the ROM');
    expect(figure('expected')).toBe('421 h');
    // The ROM card beside says 410 h: the panel names them (issue 30).
    expect(figure('basis')).toBe(
      'Low, expected and high come from the ROM hours by size (410 h). The proposal is priced on this estimate.',
    );
    const price = figure('price');
    const items = setCapabilitySize(rom.state.items, rom.state.items[0]!.id, 'XL');
    view.rerender(panel({ ...rom, state: { ...rom.state, items } }));
    await waitFor(() => expect(figure('expected')).not.toBe('421 h'));
    expect(figure('price')).not.toBe(price);
    expect(figure('variance')).toMatch(/against the ROM$/);
  });

  it('prices with the rate card version the solution holds, not a newer current one', async () => {
    const dearer = SAMPLE_RATE_CARD.rates.map((r) => ({ ...r, pricePerHour: r.pricePerHour + 100 }));
    const sent = stubApi({
      ...API,
      'GET /sales/configuration/rate-card': {
        body: { ...SAMPLE_RATE_CARD, version: 3, sample: false, rates: dearer },
      },
      'GET /sales/configuration/rate-card?version=1': { body: SAMPLE_RATE_CARD },
    });
    render(panel(estimateExample(5), 1));
    // The worked example at Detail on the sample card (version 1): £31,131, as GET .../estimate prices it.
    await waitFor(() => expect(figure('price')).toBe('£31,131'));
    expect(screen.getByText(/Rate card version 1\b/)).toBeTruthy();
    expect(sent.some((r) => r.path === '/sales/configuration/rate-card?version=1')).toBe(true);
  });

  it('says so when the rate card cannot be loaded', async () => {
    stubApi({
      ...API,
      'GET /sales/configuration/rate-card': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'No' } },
      },
    });
    render(panel(estimateExample(2)));
    expect(await screen.findByText(RATE_CARD_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('waits for the settings, whose bank holidays it plans on, and says so when they cannot be loaded', async () => {
    stubApi({
      ...API,
      'GET /sales/configuration/settings': {
        status: 500,
        body: { error: { code: 'internal', message: 'No' } },
      },
    });
    render(panel(estimateExample(5)));
    expect(await screen.findByText(SETTINGS_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(figure('price')).toBeUndefined();
  });
});
