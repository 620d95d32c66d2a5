/**
 * Which page each route of the domain's route lists renders, with its title (the page's h1, and the browser's
 * title with the route's section: lib/page-title), in one record (PAGES). Routes without a feature yet share the
 * later-release page. Every page is lazy-loaded so the first route's JS stays small.
 */
import { DEMO_ONLY_ROUTES, PRODUCTION_ROUTES } from '@portal/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';

export type PageComponent = LazyExoticComponent<ComponentType<{ title: string }>>;

type PageModule = { default: ComponentType<{ title: string }> };
const loaders = new Map<PageComponent, () => Promise<PageModule>>();

/** A lazy page whose code can also be asked for ahead of its first render (loadPageCode). */
function lazyPage(load: () => Promise<PageModule>): PageComponent {
  const page = lazy(load);
  loaders.set(page, load);
  return page;
}

const HomePage = lazyPage(() => import('../features/home/home-page.tsx'));
const WelcomePage = lazyPage(() => import('../features/welcome/welcome-page.tsx'));
const SolutionsListPage = lazyPage(() => import('../features/solutions/solutions-list-page.tsx'));
const SolutionPage = lazyPage(() => import('./solution-route.tsx'));
const ScreenshotPage = lazyPage(() => import('./screenshot-route.tsx'));
const TemplatesListPage = lazyPage(() => import('../features/templates/templates-list-page.tsx'));
const TemplateEditPage = lazyPage(() => import('../features/templates/template-edit-page.tsx'));
const LaterReleasePage = lazyPage(() => import('../features/later-release/later-release-page.tsx'));
const SettingsPage = lazyPage(() => import('../features/admin-settings/settings-page.tsx'));
const ControlsPage = lazyPage(() => import('../features/admin-controls/controls-page.tsx'));
const DeliverablesPage = lazyPage(() => import('../features/admin-catalogue-items/deliverables-page.tsx'));
const WorkProductsPage = lazyPage(() => import('../features/admin-catalogue-items/work-products-page.tsx'));
const AdminHomePage = lazyPage(() => import('../features/admin-home/admin-home-page.tsx'));
const ClientsPage = lazyPage(() => import('../features/clients/clients-page.tsx'));
const CountriesPage = lazyPage(() => import('../features/countries/countries-page.tsx'));
const CapabilityRolesPage = lazyPage(() => import('../features/capability-roles/capability-roles-page.tsx'));
const UsersPage = lazyPage(() => import('../features/admin-users/users-page.tsx'));
const NotificationsPage = lazyPage(() => import('../features/admin-notifications/notifications-page.tsx'));
const CapabilitiesPage = lazyPage(() => import('../features/admin-capabilities/capabilities-page.tsx'));
const DocumentationPage = lazyPage(() => import('../features/documentation/documentation-page.tsx'));
const UserGuidePage = lazyPage(() => import('../features/user-guide/user-guide-page.tsx'));
const RelevancePage = lazyPage(() => import('../features/capability-relevance/relevance-page.tsx'));
const ContactsPage = lazyPage(() => import('../features/contacts/contacts-page.tsx'));
const SalesHelperPage = lazyPage(() => import('../features/sales-helper/sales-helper-page.tsx'));
const EngagementsListPage = lazyPage(() => import('../features/engagements/engagements-list-page.tsx'));
const EngagementPage = lazyPage(() => import('../features/engagements/engagement-page.tsx'));
const ChangelogPage = lazyPage(() => import('../features/changelog/changelog-page.tsx'));
const RateCardPage = lazyPage(() => import('../features/rate-card/rate-card-page.tsx'));
const OfferingsPage = lazyPage(() => import('../features/admin-offerings/offerings-page.tsx'));
const SearchPage = lazyPage(() => import('../features/search/search-page.tsx'));

export const SignInPage = lazy(() => import('../features/sign-in/sign-in-page.tsx'));
/** The local sign-in page's title (its h1); /sign-in is not one of the domain's routes. */
export const SIGN_IN_TITLE = 'Sign in';

export type RoutePattern = (typeof PRODUCTION_ROUTES)[number] | (typeof DEMO_ONLY_ROUTES)[number];

export interface RouteEntry {
  path: RoutePattern;
  /** The page's heading, and the first part of the browser's title. */
  title: string;
  /** The area named after the page in the browser's title: 'Admin' for the admin pages. */
  section?: string;
  page: PageComponent;
  /** Reachable without a session. */
  isPublic?: boolean;
  /** Rendered without the portal chrome (header, footer). */
  chromeFree?: boolean;
}

/** What a route shows: its page, and its heading (the h1, and the first part of the browser's title). */
interface PageOfRoute {
  title: string;
  page: PageComponent;
}

/**
 * The one place a route of the domain's lists (PRODUCTION_ROUTES, DEMO_ONLY_ROUTES) gets its page and title: a
 * route added there and not here, or named here and not there, fails the type check. Pages named by their data (a
 * solution, an engagement, a template) show these titles until it is loaded; Home and Welcome greet the user in
 * their h1 and are titled by these. The spec's placeholder routes share the later-release page.
 */
const PAGES = {
  '/': { title: 'Home', page: HomePage },
  '/welcome': { title: 'Welcome', page: WelcomePage },
  '/sales/solution': { title: 'Solutions', page: SolutionsListPage },
  '/sales/solution/new': { title: 'New Solution', page: SolutionPage },
  '/sales/solution/:solutionId': { title: 'Solution', page: SolutionPage },
  '/sales/solution/screenshot/:solutionId/:page': { title: 'Solution Screenshot', page: ScreenshotPage },
  '/sales/admin/users': { title: 'Users', page: UsersPage },
  '/sales/admin/countries': { title: 'Countries', page: CountriesPage },
  '/sales/admin/templates': { title: 'Templates', page: TemplatesListPage },
  '/sales/admin/templates/:templateId': { title: 'Template', page: TemplateEditPage },
  '/sales/admin/capabilities': { title: 'Capabilities', page: CapabilitiesPage },
  '/sales/admin/capabilities/roles': { title: 'Capability Roles', page: CapabilityRolesPage },
  '/sales/admin/baseline-security-controls': { title: 'Baseline Security Controls', page: ControlsPage },
  '/sales/admin/notifications': { title: 'Notifications', page: NotificationsPage },
  '/sales/admin/rate-card': { title: 'Rate Card', page: RateCardPage },
  '/sales/user-guide': { title: 'User Guide', page: UserGuidePage },
  '/sales/documentation': { title: 'Documentation', page: DocumentationPage },
  '/search': { title: 'Search', page: SearchPage },
  '/sales/engagements': { title: 'Engagements', page: EngagementsListPage },
  '/sales/engagements/new': { title: 'New Engagement', page: EngagementPage },
  '/sales/engagements/:engagementId': { title: 'Engagement', page: EngagementPage },
  '/sales/engagements/sliders': { title: 'Sales Helper', page: SalesHelperPage },
  '/sales/people': { title: 'Find Contacts for My Region and Industry', page: ContactsPage },
  '/sales/vmo': { title: 'VMO', page: LaterReleasePage },
  '/sales/service': { title: 'Service', page: LaterReleasePage },
  '/sales/daas': { title: 'Device as a Service', page: LaterReleasePage },
  '/sales/admin': { title: 'Admin', page: AdminHomePage },
  '/sales/admin/settings': { title: 'Settings', page: SettingsPage },
  '/sales/admin/clients': { title: 'Clients', page: ClientsPage },
  '/sales/clients': { title: 'Clients', page: ClientsPage },
  '/sales/admin/engagements': { title: 'Capability Relevance', page: RelevancePage },
  '/sales/admin/offerings': { title: 'Offerings', page: OfferingsPage },
  '/sales/admin/capabilities/deliverables': { title: 'Deliverables', page: DeliverablesPage },
  '/sales/admin/capabilities/work-products': { title: 'Work Products', page: WorkProductsPage },
  '/sales/changelog': { title: 'Changelog', page: ChangelogPage },
} satisfies Record<RoutePattern, PageOfRoute>;

export const ROUTES: readonly RouteEntry[] = [...PRODUCTION_ROUTES, ...DEMO_ONLY_ROUTES].map((path) => ({
  path,
  ...PAGES[path],
  ...(path.startsWith('/sales/admin/') ? { section: 'Admin' } : {}),
  isPublic: path === '/welcome',
  chromeFree: path.startsWith('/sales/solution/screenshot/'),
}));

/**
 * Starts loading the code of the page at `pathname` (ADR 0048). Called at start-up, so the page's chunks download
 * while the configuration and the session are read instead of after them; the page's own lazy import then finds
 * them loaded (the browser keeps one module per URL).
 */
export function loadPageCode(pathname: string): void {
  const entry = ROUTES.find((route) => matchPath(route.path, pathname));
  const load = entry && loaders.get(entry.page);
  if (load) void load().catch(() => undefined);
}
