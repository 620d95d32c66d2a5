/**
 * Header navigation, admin menu, home cards and route availability per role and mode
 * (spec: Header and navigation, Routes in production mode, Routes added in non-production mode).
 */
import type { Mode } from '../auth/modes.ts';
import { canCreateSolution, permissionLevel, type ResourceKey } from '../auth/permissions.ts';
import type { RoleId } from '../auth/roles.ts';

export interface MenuEntry {
  label: string;
  path: string;
}

interface AdminEntry extends MenuEntry {
  resource: ResourceKey;
  modes: readonly Mode[];
}

const BOTH: readonly Mode[] = ['production', 'demo'];
const DEMO: readonly Mode[] = ['demo'];

/** The admin dropdown in the order the spec lists it for demo mode; production shows a subset. */
const ADMIN_ENTRIES: readonly AdminEntry[] = [
  { label: 'Settings', path: '/sales/admin/settings', resource: 'admin/settings', modes: DEMO },
  { label: 'Countries', path: '/sales/admin/countries', resource: 'admin/countries', modes: BOTH },
  { label: 'Clients', path: '/sales/admin/clients', resource: 'admin/clients', modes: DEMO },
  {
    label: 'Notifications',
    path: '/sales/admin/notifications',
    resource: 'admin/notifications',
    modes: BOTH,
  },
  { label: 'Capabilities', path: '/sales/admin/capabilities', resource: 'admin/capabilities', modes: BOTH },
  {
    label: 'Capability Roles',
    path: '/sales/admin/capabilities/roles',
    resource: 'admin/capability-roles',
    modes: BOTH,
  },
  {
    label: 'Deliverables',
    path: '/sales/admin/capabilities/deliverables',
    resource: 'admin/deliverables',
    modes: DEMO,
  },
  {
    label: 'Work Products',
    path: '/sales/admin/capabilities/work-products',
    resource: 'admin/deliverables',
    modes: DEMO,
  },
  {
    label: 'Baseline Security Controls',
    path: '/sales/admin/baseline-security-controls',
    resource: 'admin/baseline-security-controls',
    modes: BOTH,
  },
  { label: 'Templates', path: '/sales/admin/templates', resource: 'admin/templates', modes: BOTH },
  { label: 'Rate Card', path: '/sales/admin/rate-card', resource: 'admin/rate-card', modes: BOTH },
  /** Issue 21 (ADR 0041): the engagement offerings, kept apart from the catalogue; engagements are demo only. */
  { label: 'Offerings', path: '/sales/admin/offerings', resource: 'admin/engagements', modes: DEMO },
  { label: 'Users', path: '/sales/admin/users', resource: 'admin/users', modes: BOTH },
  { label: 'Changelog', path: '/sales/changelog', resource: 'admin/settings', modes: DEMO },
];

/** Production lists Users, Countries, Notifications, Capabilities, Capability Roles, Baseline Security Controls, Templates. */
const PRODUCTION_ORDER = [
  'Users',
  'Countries',
  'Notifications',
  'Capabilities',
  'Capability Roles',
  'Baseline Security Controls',
  'Templates',
  'Rate Card',
];

export function adminMenu(role: RoleId, mode: Mode): MenuEntry[] {
  const visible = ADMIN_ENTRIES.filter(
    (e) => e.modes.includes(mode) && permissionLevel(e.resource, role) !== 'NONE',
  );
  if (mode === 'production') {
    visible.sort((a, b) => PRODUCTION_ORDER.indexOf(a.label) - PRODUCTION_ORDER.indexOf(b.label));
  }
  return visible.map(({ label, path }) => ({ label, path }));
}

/**
 * Admin pages the spec's Admin menu does not list, reached from the admin landing (/sales/admin) only: the
 * capability relevance table (decision, issue 10: the header menu stays as the spec lists it).
 */
const LANDING_ONLY_ENTRIES: readonly AdminEntry[] = [
  {
    label: 'Capability Relevance',
    path: '/sales/admin/engagements',
    resource: 'admin/engagements',
    modes: DEMO,
  },
];

/** The admin landing's cards: the Admin menu, with the landing-only pages after the capability pages. */
export function adminLandingEntries(role: RoleId, mode: Mode): MenuEntry[] {
  const menu = adminMenu(role, mode);
  const extra = LANDING_ONLY_ENTRIES.filter(
    (e) => e.modes.includes(mode) && permissionLevel(e.resource, role) !== 'NONE',
  ).map(({ label, path }) => ({ label, path }));
  const lastCapabilityPage = menu.findLastIndex((e) => e.path.startsWith('/sales/admin/capabilities'));
  const at = lastCapabilityPage === -1 ? menu.length : lastCapabilityPage + 1;
  return [...menu.slice(0, at), ...extra, ...menu.slice(at)];
}

/** Top-level header entries (the Admin dropdown is separate and appears only when it has entries). */
export function headerMenu(role: RoleId, mode: Mode): MenuEntry[] {
  if (mode === 'production') return [{ label: 'Solutions', path: '/sales/solution' }];
  const entries: MenuEntry[] = [];
  if (permissionLevel('header/engagements', role) === 'FULL') {
    entries.push({ label: 'Engagements', path: '/sales/engagements' });
  }
  entries.push({ label: 'Solutions', path: '/sales/solution' }, { label: 'People', path: '/sales/people' });
  return entries;
}

export interface HomeCard {
  id: 'create-engagement' | 'create-solution' | 'view-solutions' | 'find-people';
  title: string;
  description: string;
  path: string;
}

/**
 * Home cards: create an engagement (full engagement rights), create a solution (roles that can; read-only
 * roles get 'View Solutions' instead), find people.
 * A card is shown only when its target route exists in the current mode (engagements and people are
 * demo-mode routes), so no card leads to a redirect.
 */
export function homeCards(role: RoleId, mode: Mode): HomeCard[] {
  const cards: HomeCard[] = [];
  if (mode === 'demo' && permissionLevel('header/engagements', role) === 'FULL') {
    cards.push({
      id: 'create-engagement',
      title: 'Create an Engagement',
      description: "Set the client's priorities, pick offerings and generate a slide deck.",
      path: '/sales/engagements/new',
    });
  }
  // Only what the role can do: read-only roles (reviewer, area and capability owners) get the list instead.
  cards.push(
    canCreateSolution(role)
      ? {
          id: 'create-solution',
          title: 'Create a Solution',
          description: 'Scope, size and estimate a solution for a client opportunity.',
          path: '/sales/solution/new',
        }
      : {
          id: 'view-solutions',
          title: 'View Solutions',
          description: 'Read and review the solutions of the portal.',
          path: '/sales/solution',
        },
  );
  if (mode === 'demo') {
    cards.push({
      id: 'find-people',
      title: 'Find People',
      description: 'Find contacts for your region and industry.',
      path: '/sales/people',
    });
  }
  return cards;
}

/** Route patterns that exist in each mode (the web router is built from this list). */
export const PRODUCTION_ROUTES = [
  '/',
  '/welcome',
  '/sales/solution',
  '/sales/solution/new',
  '/sales/solution/:solutionId',
  '/sales/solution/screenshot/:solutionId/:page',
  '/sales/admin/users',
  '/sales/admin/countries',
  '/sales/admin/templates',
  '/sales/admin/templates/:templateId',
  '/sales/admin/capabilities',
  '/sales/admin/capabilities/roles',
  '/sales/admin/baseline-security-controls',
  '/sales/admin/notifications',
  /** Issue 19: the rate card the estimate prices with (admins, both modes). */
  '/sales/admin/rate-card',
  '/sales/user-guide',
  '/sales/documentation',
  /** Spec: 'Other routes named'. Search finds solutions, a production page, so it exists in both modes (ADR 0023). */
  '/search',
] as const;

export const DEMO_ONLY_ROUTES = [
  '/sales/engagements',
  '/sales/engagements/new',
  '/sales/engagements/:engagementId',
  '/sales/engagements/sliders',
  '/sales/people',
  '/sales/vmo',
  '/sales/service',
  '/sales/daas',
  '/sales/admin',
  '/sales/admin/settings',
  '/sales/admin/clients',
  /** Spec: Clients (/sales/clients and /sales/admin/clients), the same page. */
  '/sales/clients',
  '/sales/admin/engagements',
  /** Issue 21 (ADR 0041): the engagement offerings. */
  '/sales/admin/offerings',
  '/sales/admin/capabilities/deliverables',
  '/sales/admin/capabilities/work-products',
  '/sales/changelog',
] as const;

/**
 * Spec 'Other routes named': /workflows/* are the "targets of notification counts in the header". This portal's
 * counts are views of the solutions list (ADR 0023), so each of these paths leads to that list, in both modes, for
 * every signed-in role: a deliberate route, not the unknown-path rule (which sends demo mode to /).
 */
export const WORKFLOW_PATHS = [
  '/workflows/test-approval',
  '/workflows/application-upgrade',
  '/workflows/application-replace',
  '/workflows/application-remove',
] as const;
export const WORKFLOW_REDIRECT = '/sales/solution';

/** Unknown paths redirect to /sales/solution in production mode and to / in non-production mode. */
export function unknownRouteRedirect(mode: Mode): string {
  return mode === 'production' ? '/sales/solution' : '/';
}

function matches(pattern: string, path: string): boolean {
  const p = pattern.split('/');
  const s = path.split('?')[0]!.replace(/\/+$/, '').split('/');
  if (pattern === '/') return path === '/' || path.startsWith('/?');
  if (p.length !== s.length) return false;
  return p.every((part, i) => part.startsWith(':') || part === s[i]);
}

export function isRouteAvailable(path: string, mode: Mode): boolean {
  const routes: readonly string[] =
    mode === 'demo' ? [...PRODUCTION_ROUTES, ...DEMO_ONLY_ROUTES] : PRODUCTION_ROUTES;
  return routes.some((r) => matches(r, path));
}
