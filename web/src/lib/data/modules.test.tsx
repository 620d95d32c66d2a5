// @vitest-environment happy-dom
/**
 * The other data modules: the key the hook reads, the schema refusing a wrong shape, (where the module saves) the
 * cache after the save, and the reloads reading their one key again. The shared-shape resources have their own files
 * (countries, clients, catalogue, settings); the single resources (one engagement, one solution, the current user,
 * the local sign-in, the relevance table, a template's preview) are in resources.test.tsx.
 */
import { EMPTY_SEARCH_RESULTS, type Invitation, type Template, type UserListItem } from '@portal/domain';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditKey, refreshAuditTrail, useAuditTrail } from './audit-trail.ts';
import {
  refreshCapabilityRoles,
  rolesResponse,
  saveCapabilityRoles,
  useCapabilityRoles,
} from './capability-roles.ts';
import { engagementKey } from './engagement.ts';
import { ENGAGEMENTS_KEY, useEngagementList } from './engagements.ts';
import { INVITATIONS_KEY, invitationsSchema, sendInvitation, usePendingInvitations } from './invitations.ts';
import {
  NOTIFICATIONS_KEY,
  saveNotificationSettings,
  useNotificationSettings,
} from './notification-settings.ts';
import { RATE_CARD_KEY, saveRateCard, useRateCard } from './rate-card.ts';
import { referenceListKey, useReferenceList } from './reference-lists.ts';
import { securityControlsKey, useSecurityControls } from './security-controls.ts';
import { searchPath, useSearch } from './search.ts';
import { solutionDocumentsKey, useSolutionDocumentList } from './solution-documents.ts';
import { solutionPath } from './solution.ts';
import { refreshSettings, useSettings } from './settings.ts';
import { settingsAnswer } from './settings.fixtures.ts';
import { refreshStaticRoles, STATIC_ROLES_KEY, useStaticRoles } from './static-roles.ts';
import { loaded, problem, settle, stubApi, freshCacheEachTest } from './test-support.tsx';
import { TEMPLATES_KEY, useRenameTemplate, useTemplates } from './templates.ts';
import { refreshUsers, setUserRole, USERS_KEY, usersSchema, useUsers } from './users.ts';

freshCacheEachTest();

const user = (id: string, roleId: UserListItem['roleId'], role: string, etag: string): UserListItem => ({
  id,
  name: `User ${id}`,
  email: `${id}@provider.example`,
  roleId,
  role,
  organization: 'PROVIDER',
  etag,
});

describe('reference lists', () => {
  it('read /sales/configuration/{name} and keep the list of its items', async () => {
    expect(referenceListKey('regions')).toBe('/sales/configuration/regions');
    const region = { id: 'EME-UKI', name: 'UK & Ireland', areaId: 'EMEA' };
    stubApi({ 'GET /sales/configuration/regions': { body: { name: 'regions', value: [region] } } });
    expect((await loaded(() => useReferenceList('regions'))).current.data).toEqual([region]);
  });

  it('refuse a list whose items have another shape', async () => {
    stubApi({ 'GET /sales/configuration/regions': { body: { value: [{ id: 'EME-UKI' }] } } });
    await expect(loaded(() => useReferenceList('regions'))).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
});

describe('users', () => {
  it('one key for the users admin and the pickers; a role change sends If-Match and replaces the user', async () => {
    expect(USERS_KEY).toBe('/users');
    expect(usersSchema.safeParse([{ id: 'u1' }]).success).toBe(false);
    const sam = user('u1', 'SALES_PERSON', 'Sales Person', '"u1-1"');
    const changed = user('u1', 'SOLUTION_ARCHITECT', 'Solution Architect', '"u1-2"');
    const sent = stubApi({ 'GET /users': { body: [sam] }, 'POST /v2/users/u1': { body: changed } });
    const result = await loaded(() => useUsers());
    await act(() => setUserRole(sam, 'SOLUTION_ARCHITECT'));
    expect(sent.at(-1)?.headers['if-match']).toBe('"u1-1"');
    expect(result.current.data).toEqual([changed]);
  });
});

describe('invitations', () => {
  it('reads the pending list under its key and refuses another shape', async () => {
    expect(INVITATIONS_KEY).toBe('/sales/invitations');
    stubApi({ 'GET /sales/invitations': { body: [] } });
    expect((await loaded(() => usePendingInvitations(true))).current.data).toEqual([]);
    expect(invitationsSchema.safeParse([{ email: 'x@provider.example' }]).success).toBe(false);
  });

  it('a new invitation is POSTed and the pending list read again', async () => {
    const request = {
      userEmailAddress: 'new.starter@provider.example',
      roleId: 'SOLUTION_ARCHITECT' as const,
    };
    const invitation: Invitation = {
      id: 'u-e8726f9aa13a6066',
      email: request.userEmailAddress,
      roleId: request.roleId,
      status: 'pending',
      invitedAt: '2026-11-26T09:45:00.000Z',
      invitedBy: { id: 'u-07d6f03a0ccf65b8', name: 'Alex Morgan', email: 'admin@provider.example' },
      sent: 1,
    };
    let pending: Invitation[] = [];
    const sent = stubApi({
      'GET /sales/invitations': () => ({ body: pending }),
      'POST /sales/invitations': () => {
        pending = [invitation];
        return { status: 201, body: invitation };
      },
    });
    const result = await loaded(() => usePendingInvitations(true));
    expect(await act(() => sendInvitation(request))).toEqual(invitation);
    expect(sent[1]?.body).toEqual(request);
    expect(result.current.data).toEqual([invitation]);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /sales/invitations',
      'POST /sales/invitations',
      'GET /sales/invitations',
    ]);
  });
});

describe('capability roles', () => {
  it('reads the roles with their ETag; a save sends If-Match and caches the answer', async () => {
    expect(rolesResponse.safeParse({ value: [{ id: 'r1' }] }).success).toBe(false);
    const sent = stubApi({
      'GET /sales/configuration/roles': { body: { value: [] }, etag: '"r-1"' },
      'POST /sales/configuration/roles': { body: { value: [] }, etag: '"r-2"' },
      'GET /roles': { body: [] },
    });
    const result = await loaded(() => useCapabilityRoles(true));
    expect(result.current.data).toEqual({ roles: [], etag: '"r-1"' });
    await act(() => saveCapabilityRoles([], '"r-1"'));
    expect(sent.find((r) => r.method === 'POST')?.headers['if-match']).toBe('"r-1"');
    expect(result.current.data).toEqual({ roles: [], etag: '"r-2"' });
  });
});

describe('notification settings', () => {
  it('reads the settings with their ETag; a save caches the answer', async () => {
    expect(NOTIFICATIONS_KEY).toBe('/sales/configuration/notifications');
    stubApi({
      'GET /sales/configuration/notifications': { body: { value: [] }, etag: '"n-1"' },
      'POST /sales/configuration/notifications': {
        body: { value: { notificationSettings: [] } },
        etag: '"n-2"',
      },
    });
    const result = await loaded(() => useNotificationSettings(true));
    expect(result.current.data).toEqual({ settings: [], etag: '"n-1"' });
    await act(() => saveNotificationSettings([], '"n-1"'));
    expect(result.current.data).toEqual({ settings: [], etag: '"n-2"' });
  });
});

describe('templates', () => {
  it('a rename PUTs the name with If-Match and caches the answered list with its ETag, without a GET', async () => {
    const proposal: Template = {
      id: 'template-proposal',
      name: 'Proposal',
      filename: 'proposal-template.docx',
    };
    const renamed = [{ ...proposal, name: 'Proposal (public sector)' }];
    const sent = stubApi({
      'GET /sales/configuration/templates': { body: { value: [proposal] }, etag: '"t-1"' },
      'PUT /sales/templates/template-proposal': { body: renamed, etag: '"t-2"' },
    });
    let rename!: ReturnType<typeof useRenameTemplate>;
    const result = await loaded(() => {
      rename = useRenameTemplate();
      return useTemplates();
    });
    await act(() => rename(proposal.id, 'Proposal (public sector)', '"t-1"'));
    await settle();
    expect(result.current.data).toEqual({ list: renamed, etag: '"t-2"' });
    expect(sent[1]).toMatchObject({ method: 'PUT', body: { name: 'Proposal (public sector)' } });
    expect(sent[1]?.headers['if-match']).toBe('"t-1"');
    expect(sent).toHaveLength(2);
  });

  it('a rename refused as stale (409) reads the list again, so the next try sends its ETag', async () => {
    const proposal: Template = {
      id: 'template-proposal',
      name: 'Proposal',
      filename: 'proposal-template.docx',
    };
    let etag = '"t-1"';
    const sent = stubApi({
      'GET /sales/configuration/templates': () => ({ body: { value: [proposal] }, etag }),
      'PUT /sales/templates/template-proposal': problem(409, 'conflict', 'Someone else saved first.'),
    });
    let rename!: ReturnType<typeof useRenameTemplate>;
    const result = await loaded(() => {
      rename = useRenameTemplate();
      return useTemplates();
    });
    etag = '"t-2"';
    await expect(act(() => rename(proposal.id, 'Proposal (public sector)', '"t-1"'))).rejects.toMatchObject({
      status: 409,
    });
    await settle();
    expect(result.current.data).toEqual({ list: [proposal], etag: '"t-2"' });
    expect(sent.map((r) => r.method)).toEqual(['GET', 'PUT', 'GET']);
  });
});

describe('rate card', () => {
  const rate = { levelId: 5, location: 'ONSHORE', costPerHour: 84, pricePerHour: 150 };
  it('reads the card with its ETag; a save sends If-Match and caches the new version', async () => {
    expect(RATE_CARD_KEY).toBe('/sales/configuration/rate-card');
    const sent = stubApi({
      'GET /sales/configuration/rate-card': {
        body: { currency: 'GBP', version: 1, sample: true, rates: [rate] },
        etag: '"r-1"',
      },
      'PUT /sales/configuration/rate-card': {
        body: { currency: 'GBP', version: 2, sample: false, rates: [{ ...rate, pricePerHour: 160 }] },
        etag: '"r-2"',
      },
    });
    const result = await loaded(() => useRateCard());
    expect(result.current.data).toEqual({
      card: { currency: 'GBP', version: 1, sample: true, rates: [rate] },
      etag: '"r-1"',
    });
    await act(() =>
      saveRateCard(
        { currency: 'GBP', rates: [{ ...rate, location: 'ONSHORE', pricePerHour: 160 }] },
        '"r-1"',
      ),
    );
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', headers: { 'if-match': '"r-1"' } });
    expect(result.current.data?.card.version).toBe(2);
    expect(result.current.data?.etag).toBe('"r-2"');
  });

  it('refuses a card in another currency', async () => {
    stubApi({
      'GET /sales/configuration/rate-card': {
        body: { currency: 'USD', version: 1, sample: true, rates: [] },
      },
    });
    await expect(loaded(() => useRateCard())).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('lists read by one key each', () => {
  it('engagements, templates, static roles, security controls, audit trail, documents, search', async () => {
    expect(ENGAGEMENTS_KEY).toBe('/sales/engagements');
    expect(engagementKey('e 1')).toBe('/sales/engagements/e%201');
    expect(solutionPath('12')).toBe('/sales/solutions/12');
    expect(TEMPLATES_KEY).toBe('/sales/configuration/templates');
    expect(STATIC_ROLES_KEY).toBe('/roles');
    expect(securityControlsKey('admin')).toBe('/baseline-security-controls?scope=admin');
    expect(auditKey('countries')).toBe('/sales/admin/audit?area=countries');
    expect(solutionDocumentsKey('12')).toBe('/sales/solutions/12/documents');
    expect(searchPath('a')).toBeUndefined();
    stubApi({
      'GET /sales/engagements': { body: { items: [] } },
      'GET /sales/configuration/templates': { body: { value: [] }, etag: '"t-1"' },
      'GET /roles': { body: [] },
      'GET /baseline-security-controls?scope=solution': { body: [] },
      'GET /sales/admin/audit?area=countries': { body: [] },
      'GET /sales/solutions/12/documents': { body: [] },
      [`GET ${searchPath('fabrikam')}`]: { body: EMPTY_SEARCH_RESULTS },
    });
    expect((await loaded(() => useEngagementList())).current.data).toEqual({ items: [] });
    expect((await loaded(() => useTemplates())).current.data).toEqual({ list: [], etag: '"t-1"' });
    expect((await loaded(() => useStaticRoles())).current.data).toEqual([]);
    expect((await loaded(() => useSecurityControls())).current.data).toEqual([]);
    expect((await loaded(() => useAuditTrail('countries'))).current.data).toEqual([]);
    expect((await loaded(() => useSolutionDocumentList('12'))).current.data).toEqual([]);
    expect((await loaded(() => useSearch('fabrikam'))).current.data).toEqual(EMPTY_SEARCH_RESULTS);
  });
});

describe('a reload reads the one key again (after a save through another resource, or Reload after a 409)', () => {
  const review = { cycles: 1, review: 5, update: 5, approve: 2 };
  it.each([
    {
      name: 'audit trail',
      key: auditKey('countries'),
      useResource: () => useAuditTrail('countries'),
      reload: () => refreshAuditTrail('countries'),
      body: [],
    },
    {
      name: 'capability roles',
      key: '/sales/configuration/roles',
      useResource: () => useCapabilityRoles(true),
      reload: refreshCapabilityRoles,
      body: { value: [] },
    },
    {
      name: 'static roles',
      key: STATIC_ROLES_KEY,
      useResource: useStaticRoles,
      reload: refreshStaticRoles,
      body: [],
    },
    { name: 'users', key: USERS_KEY, useResource: useUsers, reload: refreshUsers, body: [] },
    {
      name: 'settings',
      key: '/sales/configuration/settings',
      useResource: () => useSettings(),
      reload: refreshSettings,
      body: settingsAnswer({ deliverableReview: review }),
    },
  ])('$name: GET $key again', async ({ key, useResource, reload, body }) => {
    const sent = stubApi({ [`GET ${key}`]: { body, etag: '"v1"' } });
    await loaded<unknown>(useResource);
    await act(() => reload());
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${key}`, `GET ${key}`]);
  });
});
