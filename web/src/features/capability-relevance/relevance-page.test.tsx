// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type {
  CapabilityRelevanceRow,
  CapabilityRelevanceTable,
  CapabilityRelevanceUpdate,
} from '@portal/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const row = (id: string, area: string, scores: number[]): CapabilityRelevanceRow => ({
  id,
  areaId: `area-${area.toLowerCase()}`,
  area,
  name: `Capability ${id}`,
  description: `About ${id}`,
  EX: scores[0]!,
  CS: scores[1]!,
  ROI: scores[2]!,
  TCO: scores[3]!,
  OE: scores[4]!,
});
const TABLE: CapabilityRelevanceTable = {
  rows: [row('a', 'Core', [70, 45, 60, 65, 75]), row('b', 'Security', [10, 90, 20, 30, 40])],
  catalogueVersion: 4,
  etag: '"etag-4"',
};

const session = vi.hoisted(() => ({ role: 'ADMIN' as string }));
const saves = vi.hoisted(() => [] as { rows: CapabilityRelevanceUpdate[]; etag: string }[]);
const conflictWith = vi.hoisted(() => ({ current: undefined as CapabilityRelevanceTable | undefined }));

vi.mock('../../lib/session/session-context.tsx', () => ({
  useSignedInUser: () => ({
    user: { id: 'u', email: 'admin@provider.example' },
    role: session.role,
    mode: 'demo',
  }),
}));
vi.mock('../../lib/admin/audit-trail.tsx', () => ({
  AuditTrail: () => null,
  refreshAuditTrail: async () => {},
}));
vi.mock('../../lib/data/relevance.ts', async () => {
  const swr = await import('swr');
  return {
    useRelevanceTable: (enabled: boolean) =>
      swr.default(enabled ? 'relevance-test' : null, async () => TABLE, { revalidateOnFocus: false }),
    // As the module's: the answered (or the 409's newer) table becomes the cached one, on the page's cache.
    useRelevanceWrites: () => {
      const { mutate } = swr.useSWRConfig();
      const show = (table: CapabilityRelevanceTable) =>
        mutate('relevance-test', table, { revalidate: false });
      return {
        save: async (rows: CapabilityRelevanceUpdate[], etag: string) => {
          saves.push({ rows, etag });
          if (conflictWith.current) {
            const { ApiError } = await import('../../lib/api/api-error.ts');
            const current = conflictWith.current;
            conflictWith.current = undefined;
            throw new ApiError(409, 'conflict', 'Someone else saved first.', { current });
          }
          const saved = { ...TABLE, catalogueVersion: 5, etag: '"etag-5"' };
          await show(saved);
          return saved;
        },
        show,
      };
    },
  };
});

const { default: RelevancePage, ADMINS_ONLY, STALE_TITLE } = await import('./relevance-page.tsx');

beforeAll(() => {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
});
afterEach(() => {
  cleanup();
  saves.length = 0;
  session.role = 'ADMIN';
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <RelevancePage title="Capability Relevance" /> }]);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>
    </SWRConfig>,
  );
}

const input = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('the capability relevance page', () => {
  it('shows the columns and the scores as text until Edit', async () => {
    renderPage();
    await screen.findByText('Capability a');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Area',
      'Name',
      'Description',
      'EX',
      'CS',
      'ROI',
      'TCO',
      'OE',
    ]);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(saveButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(10);
  });

  it('shows what was typed and says what to enter; Save refuses until every score is a whole number 0-100', async () => {
    renderPage();
    await screen.findByText('Capability a');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const ex = () => input('Employee Experience (EX) score of Capability a');
    const message = () => screen.queryByText('Enter a whole number from 0 to 100.');
    for (const typed of ['15', '150', '-5', 'abc', '7.5']) {
      fireEvent.change(ex(), { target: { value: typed } });
      expect(ex().value).toBe(typed);
      if (typed === '15') {
        expect(message()).toBeNull();
        expect(saveButton()).toHaveProperty('disabled', false);
        continue;
      }
      expect(message()).toBeTruthy();
      expect(ex().getAttribute('aria-invalid')).toBe('true');
      expect(ex().getAttribute('aria-describedby')).toContain(message()!.closest('[id]')!.id);
      expect(saveButton()).toHaveProperty('disabled', true);
      expect(screen.getByText(/1 score to correct before saving/)).toBeTruthy();
    }
    fireEvent.click(saveButton());
    expect(saves).toEqual([]);
    // Empty counts as 0 (spec), shown empty as typed.
    fireEvent.change(ex(), { target: { value: '' } });
    expect(ex().value).toBe('');
    expect(message()).toBeNull();
    expect(saveButton()).toHaveProperty('disabled', false);
    fireEvent.change(ex(), { target: { value: '70' } });
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(screen.queryByText(/not saved|to correct/)).toBeNull();
  });

  it('keeps a score to correct in a row the area filter hides, and still refuses to save', async () => {
    renderPage();
    await screen.findByText('Capability a');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(input('Cyber Security (CS) score of Capability a'), { target: { value: '20' } });
    fireEvent.change(input('Cyber Security (CS) score of Capability b'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Area' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Core (1)' }));
    expect(screen.getByText(/1 changed, not saved · 1 score to correct before saving/)).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('sends only the changed rows with If-Match, then says Saved!', async () => {
    renderPage();
    await screen.findByText('Capability a');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(input('Cyber Security (CS) score of Capability b'), { target: { value: '100' } });
    fireEvent.change(input('Operational Efficiency (OE) score of Capability b'), { target: { value: '' } });
    expect(screen.getByText(/1 changed, not saved/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(saves).toEqual([
      { rows: [{ id: 'b', EX: 10, CS: 100, ROI: 20, TCO: 30, OE: 0 }], etag: '"etag-4"' },
    ]);
    await waitFor(() => expect(screen.getByText('Saved!')).toBeTruthy());
  });

  it('keeps edits in rows the area filter hides', async () => {
    renderPage();
    await screen.findByText('Capability a');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(input('Increased ROI (ROI) score of Capability b'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Area' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Core (1)' }));
    expect(screen.queryByText('Capability b')).toBeNull();
    expect(screen.getByText(/1 of 2 capabilities · 1 changed, not saved/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(saves[0]?.rows.map((r) => r.id)).toEqual(['b']);
  });

  it('offers Reload after a conflict and keeps the edits on top of the newer scores', async () => {
    const newer = {
      ...TABLE,
      etag: '"etag-9"',
      rows: [{ ...TABLE.rows[0]!, EX: 99, TCO: 11 }, TABLE.rows[1]!],
    };
    conflictWith.current = newer;
    renderPage();
    await screen.findByText('Capability a');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(input('Employee Experience (EX) score of Capability a'), { target: { value: '5' } });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(await screen.findByText(STALE_TITLE)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    });
    expect(input('Employee Experience (EX) score of Capability a').value).toBe('5');
    expect(input('Reduced TCO (TCO) score of Capability a').value).toBe('11');
    expect(screen.getByText(/both changed 'Capability a'/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(saves[1]).toEqual({
      rows: [{ id: 'a', EX: 5, CS: 45, ROI: 60, TCO: 11, OE: 75 }],
      etag: '"etag-9"',
    });
  });

  it('tells a non-admin the page is for admins', () => {
    session.role = 'SALES_PERSON';
    renderPage();
    expect(screen.getByText(ADMINS_ONLY)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
