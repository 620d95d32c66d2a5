// @vitest-environment happy-dom
/**
 * The new engagement wizard and the engagement page in the app (demo mode) against a stand-in API: the loading
 * placeholder, the create buttons disabled until a client with an id, the naming rule, the dialogs with the spec's
 * texts, the deck download once its job has finished, Open Solution, and a stored engagement's save with
 * If-Match, a 409 offering Reload and a 400 keeping what was typed.
 */
import { act, cleanup, fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import type { SaveEngagementRequest } from '@portal/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DECK_WORKING } from './deck-download.tsx';
import { CHOOSE_CLIENT_HINT, SAVE_ENGAGEMENT, SAVE_WITH_SOLUTION } from './engagement-editor.tsx';
import { CLIENT_CHOSEN, CLIENT_MISSING } from './engagement-header.tsx';
import { ENGAGEMENT_NOT_FOUND, LOADING_LABEL } from './engagement-page.tsx';
import { client, engagementFixture, FakeApi, jobFixture, renderApp, type Recorded } from './test-support.tsx';

// The whole app renders in each test: slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
// Finding an element may take more than the default second when the machine is busy.
configure({ asyncUtilTimeout: 10_000 });

const api = new FakeApi();
beforeAll(async () => {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
  await api.start();
});
afterAll(() => api.stop());
afterEach(() => {
  cleanup();
  api.reset();
  sessionStorage.clear();
});

const CREATE = 'Create Engagement';
const CREATE_WITH_SOLUTION = 'Create Engagement & Framework Solution';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function chooseClient(name: string) {
  fireEvent.click(screen.getByRole('combobox', { name: /Client/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

async function openNew() {
  const router = renderApp(api, '/sales/engagements/new');
  await screen.findByRole('combobox', { name: /Client/ });
  return router;
}

describe('new engagement', () => {
  it('shows the placeholder until clients and offerings are loaded', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.handler = async (req) => {
      if (req.path === '/api/sales/configuration/offerings') await held;
      return undefined;
    };
    renderApp(api, '/sales/engagements/new');
    expect(await screen.findByLabelText(LOADING_LABEL)).toBeTruthy();
    await waitFor(() => expect(api.calls('GET', '/api/sales/clients')).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: /Client/ })).toBeNull();
    release();
    expect(await screen.findByRole('combobox', { name: /Client/ })).toBeTruthy();
    expect(screen.queryByLabelText(LOADING_LABEL)).toBeNull();
  });

  it('keeps both create buttons disabled until a client is chosen, then names the engagement after it', async () => {
    await openNew();
    expect(button(CREATE).disabled).toBe(true);
    expect(button(CREATE_WITH_SOLUTION).disabled).toBe(true);
    expect(screen.getByText(CHOOSE_CLIENT_HINT)).toBeTruthy();
    expect(screen.getByRole('img', { name: CLIENT_MISSING })).toBeTruthy();
    expect(screen.getByPlaceholderText('Notes...')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Client/ }).textContent).toContain('Select Client');

    await chooseClient('Contoso Ltd');
    const name = screen.getByRole('textbox', { name: 'Engagement name' }) as HTMLInputElement;
    expect(name.value).toBe('Engagement for Contoso Ltd');
    expect(button(CREATE).disabled).toBe(false);
    expect(button(CREATE_WITH_SOLUTION).disabled).toBe(false);
    expect(screen.getByRole('img', { name: CLIENT_CHOSEN })).toBeTruthy();
    expect(screen.queryByText(CHOOSE_CLIENT_HINT)).toBeNull();

    // An untouched default follows the client; a typed name is never overwritten.
    await chooseClient('Fabrikam plc');
    expect(name.value).toBe('Engagement for Fabrikam plc');
    fireEvent.change(name, { target: { value: 'Workplace refresh 2026' } });
    await chooseClient('Contoso Ltd');
    expect(name.value).toBe('Workplace refresh 2026');
  });

  it('New Client opens the client dialog empty; the new client is chosen and names the engagement', async () => {
    api.handler = (req) =>
      req.method === 'POST' && req.path === '/api/sales/clients'
        ? { status: 200, body: client('c-new', (req.body as { name: string }).name) }
        : undefined;
    await openNew();
    fireEvent.click(button('New Client'));
    const dialog = await screen.findByRole('dialog', { name: 'New Client' });
    const name = within(dialog).getByRole('textbox', { name: /Name/, hidden: true }) as HTMLInputElement;
    expect(name.value).toBe('');
    fireEvent.change(name, { target: { value: 'Osprey Logistics' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(api.calls('POST', '/api/sales/clients')).toHaveLength(1));
    expect((api.calls('POST', '/api/sales/clients')[0]!.body as { name: string }).name).toBe(
      'Osprey Logistics',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Client/ }).textContent).toContain('Osprey Logistics'),
    );
    expect((screen.getByRole('textbox', { name: 'Engagement name' }) as HTMLInputElement).value).toBe(
      'Engagement for Osprey Logistics',
    );
    expect(button(CREATE).disabled).toBe(false);
  });

  it('offers the five priorities and the stored offerings of the four areas', async () => {
    await openNew();
    for (const label of [
      'Employee Experience (EX)',
      'Cyber Security (CS)',
      'Increased ROI (ROI)',
      'Reduced TCO (TCO)',
      'Operational Efficiency (OE)',
    ])
      expect(screen.getByRole('combobox', { name: label }).textContent).toContain('Not set');
    fireEvent.click(screen.getByRole('combobox', { name: 'Cyber Security (CS)' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['N/A', 'Low', 'Medium', 'High']);
    for (const area of ['Core', 'Security', 'Virtualization', 'Manage & Evolve'])
      expect(screen.getByRole('group', { name: area })).toBeTruthy();
    const security = within(screen.getByRole('group', { name: 'Security' }));
    expect(security.getByRole('checkbox', { name: 'Identity' })).toBeTruthy();
    // The description is the tooltip of the info button beside the offering; none without a description.
    const info = security.getByRole('button', { name: 'About Identity' });
    fireEvent.focus(info);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Sign-in and access.');
    expect(screen.queryByRole('button', { name: 'About Virtual Desktops' })).toBeNull();
    expect(screen.getByRole('button', { name: 'About Modern Desktop' })).toBeTruthy();
    // The offerings are the stored configuration (ADR 0041), not the catalogue: an offering an admin added that
    // selects no capability is offered; the catalogue's capabilities are not read.
    const manage = within(screen.getByRole('group', { name: 'Manage & Evolve' }));
    expect(manage.getByRole('checkbox', { name: 'Sustainability Review' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Hidden one' })).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(api.calls('GET', '/api/sales/configuration')).toHaveLength(0);
  });

  it('creates an engagement with a framework solution: confirm, created dialog, deck, Open Solution', async () => {
    const created = engagementFixture({
      id: 'e-9',
      type: 1,
      solutionId: '1042',
      fields: {
        name: 'Engagement for Contoso Ltd',
        engagementNotes: 'Met the CIO',
        clientNeeds: '',
        metOn: '',
        metWith: '',
        offeringIds: ['offering-b'],
      },
      state: { partnerSubmitted: false, priorities: { EX: -1, CS: 3, ROI: -1, TCO: -1, OE: -1 } },
    });
    const withDeck = {
      ...created,
      documents: [
        {
          id: 'doc-7',
          name: 'Slide Deck',
          type: 1,
          modifiedAt: '2026-03-02T09:16:00.000Z',
          fileName: 'Contoso deck.pptx',
        },
      ],
      etag: '"e9-v2"',
    };
    api.handler = (req) => {
      if (req.method === 'POST' && req.path === '/api/sales/engagements')
        return {
          status: 201,
          body: { engagement: created, job: jobFixture({ status: 'succeeded', progress: 1 }) },
        };
      if (req.path === '/api/sales/engagements/e-9') return { status: 200, body: withDeck };
      return undefined;
    };
    const router = await openNew();
    await chooseClient('Contoso Ltd');
    fireEvent.change(screen.getByPlaceholderText('Notes...'), { target: { value: 'Met the CIO' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Cyber Security (CS)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'High' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Identity' }));

    fireEvent.click(button(CREATE_WITH_SOLUTION));
    const confirm = await screen.findByRole('dialog', { name: 'Ready to create engagement and solution?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Create', hidden: true }));

    const done = await screen.findByRole('dialog', { name: 'You have created new engagement and solution!' });
    const [post] = api.calls('POST', '/api/sales/engagements');
    expect(post!.body as SaveEngagementRequest).toEqual({
      salesClient: { id: 'c-1' },
      type: 1,
      fields: {
        name: 'Engagement for Contoso Ltd',
        engagementNotes: 'Met the CIO',
        clientNeeds: '',
        metOn: '',
        metWith: '',
        offeringIds: ['offering-b'],
      },
      state: { priorities: { EX: -1, CS: 3, ROI: -1, TCO: -1, OE: -1 } },
    });
    // The deck's job had finished: the engagement is read again and its deck offered for download.
    await waitFor(() =>
      expect(
        within(done).getByRole('button', { name: 'Download the slide deck', hidden: true }),
      ).toBeTruthy(),
    );
    expect(within(done).getByText(/Framework solution 1042/)).toBeTruthy();
    fireEvent.click(within(done).getByRole('button', { name: 'Open Solution', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/solution/1042'));
  });

  it('creates an engagement only: its own dialog title, the deck waits for its job, no Open Solution', async () => {
    api.handler = (req) =>
      req.method === 'POST' && req.path === '/api/sales/engagements'
        ? { status: 201, body: { engagement: engagementFixture({ id: 'e-3' }), job: jobFixture() } }
        : undefined;
    const router = await openNew();
    await chooseClient('Contoso Ltd');
    fireEvent.click(button(CREATE));
    const confirm = await screen.findByRole('dialog', { name: 'Ready to create engagement?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Create', hidden: true }));
    // No solution was made: the title says only what was (issue 30).
    const done = await screen.findByRole('dialog', { name: 'You have created a new engagement!' });
    const download = within(done).getByRole('button', {
      name: 'Download the slide deck',
      hidden: true,
    }) as HTMLButtonElement;
    expect(download.disabled).toBe(true);
    expect(within(done).getByText(DECK_WORKING)).toBeTruthy();
    expect(within(done).queryByRole('button', { name: 'Open Solution', hidden: true })).toBeNull();
    fireEvent.click(within(done).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/engagements/e-3'));
  });

  it('keeps everything typed when the API refuses the request, with the field message', async () => {
    api.handler = (req) =>
      req.method === 'POST' && req.path === '/api/sales/engagements'
        ? {
            status: 400,
            body: {
              error: {
                code: 'bad_request',
                message: 'Unknown offering: offering-a',
                details: { fields: { 'fields.offeringIds': 'unknown offering offering-a' } },
              },
            },
          }
        : undefined;
    await openNew();
    await chooseClient('Fabrikam plc');
    const notes = screen.getByPlaceholderText('Notes...') as HTMLTextAreaElement;
    fireEvent.change(notes, { target: { value: 'Keep me\nplease' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Modern Desktop' }));
    fireEvent.click(button(CREATE));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Ready to create engagement?' })).getByRole('button', {
        name: 'Create',
        hidden: true,
      }),
    );
    expect(await screen.findByText('Unknown offering: offering-a')).toBeTruthy();
    expect(notes.value).toBe('Keep me\nplease');
    expect((screen.getByRole('checkbox', { name: 'Modern Desktop' }) as HTMLInputElement).checked).toBe(true);
    expect(button(CREATE).disabled).toBe(false);
  });
});

describe('stored engagement', () => {
  const stored = engagementFixture();
  const answerStored = (req: Recorded) =>
    req.method === 'GET' && req.path === '/api/sales/engagements/e-1'
      ? { status: 200, body: stored }
      : undefined;

  it('loads the stored engagement into the form and saves it with If-Match', async () => {
    const saved = engagementFixture({
      fields: { ...stored.fields, engagementNotes: 'Second call' },
      etag: '"e1-v2"',
    });
    api.handler = (req) =>
      req.method === 'PUT' && req.path === '/api/sales/engagements/e-1'
        ? { status: 200, body: { engagement: saved, job: jobFixture({ traceId: 'job-2' }) } }
        : answerStored(req);
    renderApp(api, '/sales/engagements/e-1');
    const notes = (await screen.findByPlaceholderText('Notes...')) as HTMLTextAreaElement;
    expect(notes.value).toBe('First call');
    expect(screen.getByRole('heading', { name: 'Engagement for Contoso Ltd', level: 1 })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Client/ }).textContent).toContain('Contoso Ltd');
    expect(screen.getByRole('combobox', { name: 'Employee Experience (EX)' }).textContent).toContain('High');
    expect((screen.getByRole('checkbox', { name: 'Modern Desktop' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: CREATE })).toBeNull();
    expect(screen.getByText('No slide deck yet.')).toBeTruthy();

    fireEvent.change(notes, { target: { value: 'Second call' } });
    fireEvent.click(button(SAVE_ENGAGEMENT));
    await waitFor(() => expect(api.calls('PUT', '/api/sales/engagements/e-1')).toHaveLength(1));
    const [put] = api.calls('PUT', '/api/sales/engagements/e-1');
    expect(put!.headers['if-match']).toBe('"e1-v1"');
    expect((put!.body as SaveEngagementRequest).type).toBe(0);
    expect((put!.body as SaveEngagementRequest).fields.engagementNotes).toBe('Second call');
    const actions = screen.getByRole('group', { name: 'Engagement actions' });
    expect(await within(actions).findByText(DECK_WORKING)).toBeTruthy();
    expect(button(SAVE_WITH_SOLUTION)).toBeTruthy();
  });

  it('offers Reload on a 409 and keeps the typed text until the user reloads', async () => {
    const theirs = engagementFixture({
      fields: { ...stored.fields, engagementNotes: 'Their notes' },
      etag: '"e1-v3"',
    });
    api.handler = (req) =>
      req.method === 'PUT'
        ? {
            status: 409,
            body: { error: { code: 'conflict', message: 'Changed', details: { current: theirs } } },
          }
        : answerStored(req);
    renderApp(api, '/sales/engagements/e-1');
    const notes = (await screen.findByPlaceholderText('Notes...')) as HTMLTextAreaElement;
    fireEvent.change(notes, { target: { value: 'My notes' } });
    fireEvent.click(button(SAVE_ENGAGEMENT));
    expect(await screen.findByText('Someone else saved this engagement first.')).toBeTruthy();
    expect(notes.value).toBe('My notes');
    expect(button(SAVE_ENGAGEMENT).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(notes.value).toBe('Their notes'));
    expect(button(SAVE_ENGAGEMENT).disabled).toBe(false);
  });

  it('offers Open Solution once the engagement has a framework solution', async () => {
    api.handler = (req) =>
      req.path === '/api/sales/engagements/e-1'
        ? { status: 200, body: engagementFixture({ type: 1, solutionId: '1042' }) }
        : undefined;
    const router = renderApp(api, '/sales/engagements/e-1');
    await screen.findByPlaceholderText('Notes...');
    expect(screen.queryByRole('button', { name: SAVE_WITH_SOLUTION })).toBeNull();
    await act(async () => fireEvent.click(button('Open Solution')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/solution/1042'));
  });

  it('says so when the engagement is not there (or not the sales person’s)', async () => {
    api.handler = (req) =>
      req.path === '/api/sales/engagements/e-404'
        ? { status: 404, body: { error: { code: 'not_found', message: 'Engagement e-404 was not found' } } }
        : undefined;
    renderApp(api, '/sales/engagements/e-404');
    expect(await screen.findByText(ENGAGEMENT_NOT_FOUND)).toBeTruthy();
  });
});
