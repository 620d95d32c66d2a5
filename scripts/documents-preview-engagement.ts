/**
 * The engagement part of `npm run documents:preview` (`-- engagement`): the slide deck of every demo engagement
 * (saved unchanged by its owner, as the portal's save does), of one made through the API as the sales helper makes
 * it (a logo, sliders and a framework solution), and of one with a 120-character engagement name and client name
 * and a dozen offerings (the longest texts a deck meets), and of the least a user may save (one offering, nothing else). Each deck is written on the real local stack (the same
 * HTTP calls, queue and job as the portal); the caller turns them into PDF and PNG pages.
 */
import { Resvg } from '@resvg/resvg-js';
import type { CreateEngagementResponse, Engagement, JobView } from '@portal/domain';
import type { LocalStack } from '../api/src/local/stack.ts';
import { userIdForEmail } from '../api/src/identity/user-id.ts';

export interface PreviewDeck {
  slug: string;
  title: string;
  data: Buffer;
}

const SALES = { email: 'sales.person@provider.example', name: 'Sam Patel' };
const ARCHITECT = { email: 'solution.architect@provider.example', name: 'Olivia Hart' };
const DEMO = [
  { id: 'engagement-demo-mercia', user: SALES },
  { id: 'engagement-demo-severn', user: ARCHITECT },
  { id: 'engagement-demo-northbridge', user: SALES },
];

/** 120 characters each: the longest names the deck is laid out for in the preview. */
export const LONG_CLIENT =
  'The Worshipful Company of Independent Regional Transport, Logistics and Infrastructure Operators of Greater Northumbria';
export const LONG_NAME =
  'Workplace modernisation, secure remote access and service desk consolidation programme for every depot and head office';

/** A real PNG logo (drawn by resvg), wide or tall. */
function logoPng(width: number, height: number, label: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" rx="12" fill="#0b6e4f"/>
  <circle cx="${Math.min(width, height) / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f2c14e"/>
  <text x="${Math.min(width, height) + 8}" y="${height / 2 + 12}" font-family="DejaVu Sans" font-size="28" font-weight="700" fill="#ffffff">${label}</text>
</svg>`;
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng());
}

export async function previewEngagementDecks(stack: LocalStack): Promise<PreviewDeck[]> {
  const tokens = new Map<string, string>();
  async function token(user: { email: string; name: string }) {
    if (!tokens.has(user.email))
      tokens.set(
        user.email,
        (await stack.services.localTokens!.issue({ id: userIdForEmail(user.email), ...user })).token,
      );
    return tokens.get(user.email)!;
  }
  async function api<T>(
    user: { email: string; name: string },
    method: string,
    route: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) {
    const isForm = body instanceof FormData;
    const res = await fetch(`${stack.url}/api/${route}`, {
      method,
      headers: {
        Authorization: `Bearer ${await token(user)}`,
        ...(isForm || body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...extra,
      },
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${text}`);
    return { body: (text ? JSON.parse(text) : undefined) as T, etag: res.headers.get('ETag') ?? '' };
  }
  async function deckOf(user: { email: string; name: string }, job: JobView): Promise<Buffer> {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const now = (await api<JobView>(user, 'GET', `jobs/${job.traceId}`)).body;
      if (now.status === 'succeeded' && now.url)
        return Buffer.from(await (await fetch(now.url)).arrayBuffer());
      if (now.status === 'failed') throw new Error(`The slide deck failed: ${now.text}`);
      if (Date.now() > deadline) throw new Error('The slide deck took over 2 minutes');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  async function logo(user: { email: string; name: string }, data: Buffer, name: string) {
    const form = new FormData();
    form.set('logoFile', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
    return (await api<{ logoId: string }>(user, 'POST', 'sales/engagements/logos', form)).body.logoId;
  }

  const decks: PreviewDeck[] = [];
  for (const demo of DEMO) {
    const got = await api<Engagement>(demo.user, 'GET', `sales/engagements/${demo.id}`);
    const e = got.body;
    const saved = await api<CreateEngagementResponse>(
      demo.user,
      'PUT',
      `sales/engagements/${demo.id}`,
      {
        salesClient: { id: e.salesClient.id },
        type: e.type,
        fields: e.fields,
        state: { priorities: e.state.priorities },
        ...(e.sliders ? { sliders: e.sliders } : {}),
      },
      { 'If-Match': got.etag },
    );
    decks.push({
      slug: demo.id.replace(/^engagement-demo-/, ''),
      title: e.fields.name,
      data: await deckOf(demo.user, saved.body.job),
    });
  }

  // As the sales helper makes one: a logo, sliders, a framework solution, notes the client must not read.
  const albion = await api<CreateEngagementResponse>(SALES, 'POST', 'sales/engagements', {
    salesClient: { id: 'client-albion-rail-services' },
    type: 1,
    fields: {
      name: '',
      engagementNotes: 'Internal: budget holder is sceptical, lead with cost. Board meets in March.',
      clientNeeds: [
        '- 9,800 staff, most of them at depots or on trains',
        '- 8,600 devices, among them shared handhelds for frontline staff',
        '- Shared mobile devices ready at the start of each shift, signed in within seconds',
        '- Teams for operational messages between depots, trains and control',
        '- Lost or stolen devices wiped the same day',
        // Raised by the service delivery manager: the service desk the deck offers answers it (a client-side reader
        // took an offering nobody had raised for an upsell; Defender stays the one suggested beyond what was heard).
        '- Depot and train staff call three different help desks today',
      ].join('\n'),
      metOn: '2026-11-24',
      metWith: 'Joanne Clarke, Head of IT, and Sunil Mehta, Service Delivery Manager',
      // What was heard, answered: shared devices and same-day wipe (Intune), Teams, protection, the service desk.
      offeringIds: [
        'offering-device-management',
        'offering-teams-collaboration',
        'offering-endpoint-protection',
        'offering-service-desk',
      ],
    },
    logoId: await logo(SALES, logoPng(240, 96, 'ALBION'), 'albion.png'),
    // As the conversation weighed them: operational messages raised, cost not (a reader of the fifty-second round
    // found Teams' operational efficiency Low under a cost of ownership nobody raised).
    sliders: { EX: 50, CS: 60, ROI: 100, TCO: 90, OE: 70 },
  });
  decks.push({
    slug: 'albion-with-logo',
    title: albion.body.engagement.fields.name,
    data: await deckOf(SALES, albion.body.job),
  });

  // The longest names, a tall logo and a dozen offerings over the four areas.
  const client = await api<{ id: string }>(SALES, 'POST', 'sales/clients', {
    name: LONG_CLIENT,
    fields: { industry: 'Transport & Logistics' },
  });
  const long = await api<CreateEngagementResponse>(SALES, 'POST', 'sales/engagements', {
    salesClient: { id: client.body.id },
    type: 1,
    fields: {
      name: LONG_NAME,
      engagementNotes: 'Internal: keep this away from the client.',
      // The longest a seller may type (1,500 characters), as twelve long points.
      clientNeeds: Array.from({ length: 12 }, (_, i) =>
        `Point ${i + 1}: ${'what the client told us about their people, sites and devices, at length, '.repeat(2)}`.slice(
          0,
          124,
        ),
      ).join('\n'),
      offeringIds: [
        'offering-discovery-assessment',
        'offering-windows-11-migration',
        'offering-device-management',
        'offering-identity-foundation',
        'offering-endpoint-protection',
        'offering-zero-trust-access',
        'offering-azure-virtual-desktop',
        'offering-windows-365',
        'offering-citrix',
        'offering-service-desk',
        'offering-managed-workplace',
        'offering-finops',
      ],
    },
    logoId: await logo(SALES, logoPng(96, 240, ''), 'tall.png'),
    sliders: { EX: 70, CS: 50, ROI: 60, TCO: 90, OE: 100 },
  });
  decks.push({ slug: 'long-names', title: LONG_NAME, data: await deckOf(SALES, long.body.job) });

  // The least a wizard user may save: a client and one offering, no priority set, no notes, no logo.
  const least = await api<CreateEngagementResponse>(SALES, 'POST', 'sales/engagements', {
    salesClient: { id: 'client-mercia-county-council' },
    type: 0,
    fields: { offeringIds: ['offering-service-desk'] },
  });
  decks.push({
    slug: 'least',
    title: least.body.engagement.fields.name,
    data: await deckOf(SALES, least.body.job),
  });
  return decks;
}
