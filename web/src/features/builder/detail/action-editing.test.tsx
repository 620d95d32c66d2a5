// @vitest-environment happy-dom
/**
 * Editing an action's links and roles (issue 21: implemented, never tested). 'Add Dependency Action' orders the
 * schedule: the action starts after the one it depends on; the roles editor adds, replaces, deletes and sets the
 * percentage of static roles, and the Days shown come from the schedule, so People and the pyramids read the same.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  actionsById,
  computeSchedule,
  findAction,
  roleDaysOf,
  type Capability,
  type StaticRole,
} from '@portal/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATIC_ROLES_KEY } from '../../../lib/data/static-roles.ts';
import { BuilderProvider, useBuilder } from '../state/builder-context.tsx';
import type { BuilderStore } from '../state/builder-store.ts';
import { disableAnimations, testStore } from '../tree/test-harness.tsx';
import { ActionDependencies } from './action-dependencies.tsx';
import { ActionRoles } from './action-roles.tsx';

const role = (id: string, name: string): StaticRole => ({
  id,
  name,
  team: 'PROVIDER',
  location: 'Onshore',
  governance: false,
});
const ROLES = [
  role('architect', 'Solution Architect'),
  role('engineer', 'Workplace Engineer'),
  role('pm', 'Project Manager'),
];

const TREE: Capability[] = [
  {
    id: 'cap-w11',
    name: 'Windows 11',
    selected: true,
    actions: [
      {
        id: 'act-design',
        name: 'Design the build',
        effort: 40,
        selected: true,
        // Actions that may run side by side: only a dependency orders them.
        sequential: false,
        roles: [{ staticId: 'architect', name: 'Solution Architect', value: 100 }],
      },
      {
        id: 'act-pilot',
        name: 'Pilot with 50 users',
        effort: 80,
        selected: true,
        sequential: false,
        roles: [{ staticId: 'engineer', name: 'Workplace Engineer', value: 100 }],
      },
    ],
  },
];

beforeAll(disableAnimations);
beforeEach(() => {
  // Without a stored solution nothing is saved; any call would be answered 503 (the edit stays in the draft).
  vi.stubGlobal('fetch', async () =>
    Response.json({ error: { code: 'unavailable', message: 'No server in this test' } }, { status: 503 }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Wrap({ store, children }: { store: BuilderStore; children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), fallback: { [STATIC_ROLES_KEY]: ROLES } }}>
      <FluentProvider theme={webLightTheme}>
        <BuilderProvider store={store}>{children}</BuilderProvider>
      </FluentProvider>
    </SWRConfig>
  );
}

/** The editor of one action, re-rendered with the action as the store holds it. */
function Editor({ id, part }: { id: string; part: 'roles' | 'dependencies' }) {
  const action = useBuilder((s) => findAction(s.tree, id)?.action);
  if (!action) return null;
  return part === 'roles' ? (
    <ActionRoles action={action} editable />
  ) : (
    <ActionDependencies action={action} editable />
  );
}

function schedule(store: BuilderStore) {
  const { tree, draft } = store.getSnapshot();
  return computeSchedule({
    items: tree,
    expectedStart: draft.expectedStart,
    settings: draft.state.peopleSettings,
  });
}

const rows = (section: HTMLElement) =>
  Array.from(section.querySelectorAll('tbody tr'), (tr) =>
    Array.from(tr.querySelectorAll('td'), (td) => {
      const control = td.querySelector('select, input') as HTMLSelectElement | HTMLInputElement | null;
      if (control instanceof HTMLSelectElement) return control.selectedOptions[0]?.textContent ?? '';
      return control ? control.value : (td.textContent ?? '');
    }).slice(0, 3),
  );

describe('Add Dependency Action', () => {
  it('links the picked action, which then starts after it in the schedule; deleting asks first', async () => {
    const store = testStore(TREE);
    const before = actionsById(schedule(store).capabilities);
    expect(before.get('act-pilot')!.start).toBe(before.get('act-design')!.start);

    render(
      <Wrap store={store}>
        <Editor id="act-pilot" part="dependencies" />
      </Wrap>,
    );
    const section = screen.getByRole('region', { name: 'Dependency Actions' });
    expect(section.textContent).toContain('None');
    fireEvent.click(within(section).getByRole('button', { name: 'Add Dependency Action' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Dependency Action' });
    // The action itself is not offered.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Design the build/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(within(section).getByRole('listitem').textContent).toBe('Design the build');
    expect(findAction(store.getSnapshot().tree, 'act-pilot')?.action.dependencyIds).toEqual(['act-design']);
    const after = actionsById(schedule(store).capabilities);
    expect(after.get('act-pilot')!.start).toBeGreaterThanOrEqual(after.get('act-design')!.end);

    fireEvent.click(within(section).getByRole('button', { name: 'Delete Dependency Action' }));
    // The Add dialog may still be closing (its modal layer hides the page until it has gone).
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete Dependency Action',
      hidden: true,
    });
    expect(confirm.textContent).toContain("Delete the dependency on 'Design the build'?");
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() =>
      expect(findAction(store.getSnapshot().tree, 'act-pilot')?.action.dependencyIds).toEqual([]),
    );
  });
});

describe('the roles editor', () => {
  function renderRoles() {
    const store = testStore(TREE);
    render(
      <Wrap store={store}>
        <Editor id="act-design" part="roles" />
      </Wrap>,
    );
    return { store, section: screen.getByRole('region', { name: 'Roles' }) };
  }
  const days = (store: BuilderStore, staticId: string) =>
    roleDaysOf(schedule(store), 'act-design').get(staticId) ?? 0;

  it("shows each role's percentage and its days from the schedule", () => {
    const { store, section } = renderRoles();
    expect(days(store, 'architect')).toBe(5);
    expect(rows(section)).toEqual([['Solution Architect', '100', '5']]);
  });

  it('adds a role at 100 % (a role already there is not offered again) and shows its days', async () => {
    const { store, section } = renderRoles();
    const add = within(section).getByRole('combobox', { name: 'Add role' }) as HTMLSelectElement;
    expect(Array.from(add.options, (o) => o.textContent)).toEqual([
      'Add role…',
      'Workplace Engineer',
      'Project Manager',
    ]);
    fireEvent.change(add, { target: { value: 'pm' } });
    await waitFor(() => expect(rows(section)).toHaveLength(2));
    expect(rows(section)[1]).toEqual(['Project Manager', '100', String(days(store, 'pm'))]);
    expect(findAction(store.getSnapshot().tree, 'act-design')?.action.roles).toEqual([
      { staticId: 'architect', name: 'Solution Architect', value: 100 },
      { staticId: 'pm', name: 'Project Manager', value: 100 },
    ]);
  });

  it('replaces a role by another static role, keeping its percentage', async () => {
    const { store, section } = renderRoles();
    fireEvent.change(within(section).getByRole('combobox', { name: 'Replace Solution Architect' }), {
      target: { value: 'engineer' },
    });
    await waitFor(() => expect(rows(section)[0]?.[0]).toBe('Workplace Engineer'));
    expect(findAction(store.getSnapshot().tree, 'act-design')?.action.roles).toEqual([
      { staticId: 'engineer', name: 'Workplace Engineer', value: 100 },
    ]);
    expect(days(store, 'engineer')).toBe(5);
    expect(days(store, 'architect')).toBe(0);
  });

  it('sets the percentage of time, which lengthens the action (the days of work stay)', async () => {
    const { store, section } = renderRoles();
    const length = () => {
      const a = actionsById(schedule(store).capabilities).get('act-design')!;
      return a.end - a.start;
    };
    expect(length()).toBe(5);
    const percent = within(section).getByRole('textbox', { name: 'Percentage of Solution Architect' });
    fireEvent.focus(percent);
    fireEvent.change(percent, { target: { value: '50' } });
    fireEvent.blur(percent);
    await waitFor(() =>
      expect(findAction(store.getSnapshot().tree, 'act-design')?.action.roles?.[0]?.value).toBe(50),
    );
    expect(length()).toBe(10);
    expect(rows(section)[0]).toEqual(['Solution Architect', '50', '5']);
  });

  it('deletes a role after asking', async () => {
    const { store, section } = renderRoles();
    fireEvent.click(within(section).getByRole('button', { name: 'Delete Solution Architect' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Role' });
    expect(confirm.textContent).toContain("Delete the role 'Solution Architect' from this action?");
    fireEvent.click(await within(confirm).findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(section.textContent).toContain('None'));
    expect(findAction(store.getSnapshot().tree, 'act-design')?.action.roles).toEqual([]);
  });
});
