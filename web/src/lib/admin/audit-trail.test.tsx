// @vitest-environment happy-dom
/**
 * An admin area's recent changes (issue 30): a change the area names in its page's words (the rate card) reads as
 * the page names it; one without words keeps its path.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { AuditEntry } from '@portal/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshCacheEachTest, stubApi } from '../data/test-support.tsx';
import { AuditTrail, auditKey } from './audit-trail.tsx';

freshCacheEachTest();

const ENTRY: AuditEntry = {
  id: 'e-1',
  area: 'rate-card',
  action: 'update',
  target: { id: 'rate-card', name: 'Rate card version 2' },
  at: '2027-03-12T14:05:00.000Z',
  by: { id: 'u-1', name: 'Ada Admin', email: 'ada@provider.example' },
  changes: [
    {
      path: 'rates[10:OFFSHORE].pricePerHour',
      label: 'Offshore price of Senior Consultant',
      before: '£125.00',
      after: '£120.00',
    },
    { path: 'rates[3].costPerHour', before: '40', after: '41' },
  ],
};

describe('AuditTrail', () => {
  it('lists a rate card change in the page’s words, and a change without words by its path', async () => {
    stubApi({ [`GET ${auditKey('rate-card')}`]: { body: [ENTRY] } });
    render(
      <FluentProvider theme={webLightTheme}>
        <AuditTrail area="rate-card" title="Recent changes to the rate card" />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recent changes to the rate card' }));
    expect(await screen.findByText('Offshore price of Senior Consultant: £125.00 → £120.00')).toBeTruthy();
    expect(screen.queryByText(/pricePerHour/)).toBeNull();
    expect(screen.getByText('rates[3].costPerHour')).toBeTruthy();
  });
});
