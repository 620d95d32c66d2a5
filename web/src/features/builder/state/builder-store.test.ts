import { newSolutionRequest, type Capability, type SaveSolutionRequest, type Solution } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { createBuilderStore } from './builder-store.ts';
import { requestFrom } from './server-owned.ts';

const catalogue: Capability[] = [
  {
    id: 'cap-a',
    name: 'Device Management',
    actions: [{ id: 'act-a', name: 'Enrol', effort: 40, defaultSelected: true }],
  },
  { id: 'cap-b', name: 'Identity', actions: [{ id: 'act-b', name: 'Sync', effort: 16 }] },
];

function stored(request: SaveSolutionRequest, etag: string, id = '2001'): Solution {
  const person = { id: 'u-1', name: 'Sam Patel', email: 'sam@provider.example' };
  return {
    id,
    type: 1,
    userId: 'u-1',
    clientId: request.salesClient?.id ?? '',
    clientName: request.salesClient?.name ?? '',
    salesClient: request.salesClient,
    expectedStart: request.expectedStart,
    salesCountry: request.salesCountry,
    requirementDescription: request.requirementDescription,
    owner: person,
    modifiedBy: person,
    createdAt: '2026-11-21T10:00:00Z',
    modifiedAt: '2026-11-21T10:00:00Z',
    catalogueVersion: 1,
    documents: [],
    assigneeIds: [],
    fields: request.fields,
    state: request.state,
    etag,
  };
}

const initial = () => ({
  ...newSolutionRequest({ organization: 'PROVIDER', now: new Date('2026-11-21T10:00:00Z') }),
  salesClient: { id: 'c1', name: 'Northwind' },
});

describe('builder store', () => {
  it('creates a new solution on the first step change, then saves edits with the ETag', async () => {
    const calls: { body: SaveSolutionRequest; etag?: string }[] = [];
    let n = 0;
    const save = vi.fn(async (body: SaveSolutionRequest, etag?: string) => {
      calls.push({ body, etag });
      return stored(body, `"e${++n}"`);
    });
    const onCreated = vi.fn();
    const store = createBuilderStore({ initial: initial(), catalogue, save, onCreated });
    expect(store.getSnapshot().tree.map((c) => c.id)).toEqual(['cap-a', 'cap-b']);
    // No save before the solution exists: edits wait for the first step change.
    store.edit((d) => ({ ...d, requirementDescription: 'Windows 11' }));
    expect(save).not.toHaveBeenCalled();
    expect(await store.goToStep(2)).toBe(true);
    expect(onCreated).toHaveBeenCalledOnce();
    expect(calls[0]).toMatchObject({
      etag: undefined,
      body: { requirementDescription: 'Windows 11', state: { step: 2 } },
    });
    store.editTree((tree) => tree.map((c) => (c.id === 'cap-a' ? { ...c, selected: true } : c)));
    expect(await store.saveNow()).toBe(true);
    expect(calls[1]!.etag).toBe('"e1"');
    // The selected capability is persisted; the untouched one stays in the catalogue.
    expect(calls[1]!.body.state.items.map((c) => c.id)).toEqual(['cap-a']);
    expect(calls[1]!.body.solutionId).toBe('2001');
    expect(store.getSnapshot().dirty).toBe(false);
  });

  it('turns a 409 into a conflict that merges when the edits touch different parts', async () => {
    const base = stored({ ...initial(), solutionId: '2001' }, '"e1"');
    const theirs = stored({ ...requestFrom(base), requirementDescription: 'Their description' }, '"e2"');
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'conflict', 'Someone else saved', { current: theirs }))
      .mockImplementation(async (body: SaveSolutionRequest) => stored(body, '"e3"'));
    const store = createBuilderStore({ initial: requestFrom(base), base, catalogue, save });
    store.edit((d) => ({ ...d, fields: { ...d.fields, name: 'My name' } }));
    expect(await store.saveNow()).toBe(false);
    const conflict = store.getSnapshot().conflict!;
    expect(conflict.current.etag).toBe('"e2"');
    expect(conflict.merged).toBeDefined();
    expect(await store.merge()).toBe(true);
    const body = save.mock.calls[1]![0] as SaveSolutionRequest;
    expect(save.mock.calls[1]![1]).toBe('"e2"');
    expect(body.fields.name).toBe('My name');
    expect(body.requirementDescription).toBe('Their description');
  });

  it('offers only a reload when both changed the same part, and reload takes their version', async () => {
    const base = stored({ ...initial(), solutionId: '2001' }, '"e1"');
    const theirs = stored({ ...requestFrom(base), fields: { ...base.fields, name: 'Their name' } }, '"e2"');
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'conflict', 'Someone else saved', { current: theirs }));
    const store = createBuilderStore({ initial: requestFrom(base), base, catalogue, save });
    store.edit((d) => ({ ...d, fields: { ...d.fields, name: 'My name' } }));
    await store.saveNow();
    expect(store.getSnapshot().conflict).toMatchObject({ conflicts: ['fields.name'] });
    expect(store.getSnapshot().conflict!.merged).toBeUndefined();
    store.reload();
    expect(store.getSnapshot()).toMatchObject({
      conflict: undefined,
      dirty: false,
      draft: { fields: { name: 'Their name' } },
    });
    expect(store.getSnapshot().base!.etag).toBe('"e2"');
  });

  it.each([
    ['mine', 'My name', 'Their description'],
    ['theirs', 'Their name', 'Their description'],
  ] as const)(
    'settles a field both changed with the choice (%s), merges the rest and saves on their ETag',
    async (choice, name, description) => {
      const base = stored({ ...initial(), solutionId: '2001' }, '"e1"');
      const theirs = stored(
        {
          ...requestFrom(base),
          requirementDescription: 'Their description',
          fields: { ...base.fields, name: 'Their name' },
        },
        '"e2"',
      );
      const save = vi
        .fn()
        .mockRejectedValueOnce(new ApiError(409, 'conflict', 'Someone else saved', { current: theirs }))
        .mockImplementation(async (body: SaveSolutionRequest) => stored(body, '"e3"'));
      const store = createBuilderStore({ initial: requestFrom(base), base, catalogue, save });
      store.edit((d) => ({ ...d, fields: { ...d.fields, name: 'My name' } }));
      expect(await store.saveNow()).toBe(false);
      expect(store.getSnapshot().conflict).toMatchObject({ conflicts: ['fields.name'] });
      // Without a choice for every part nothing is saved and the conflict stays.
      expect(await store.resolve({})).toBe(false);
      expect(store.getSnapshot().conflict).toBeDefined();
      expect(await store.resolve({ 'fields.name': choice })).toBe(true);
      expect(save.mock.calls[1]![1]).toBe('"e2"');
      const body = save.mock.calls[1]![0] as SaveSolutionRequest;
      expect(body.fields.name).toBe(name);
      expect(body.requirementDescription).toBe(description);
      expect(store.getSnapshot()).toMatchObject({ conflict: undefined, dirty: false });
      expect(store.getSnapshot().base!.etag).toBe('"e3"');
    },
  );

  it('keeps the API message of a failed save and reports unsaved work', async () => {
    const base = stored({ ...initial(), solutionId: '2001' }, '"e1"');
    const save = vi
      .fn()
      .mockRejectedValue(new ApiError(403, 'forbidden', 'Your role cannot move a solution to step 6.'));
    const store = createBuilderStore({ initial: requestFrom(base), base, catalogue, save });
    store.edit((d) => ({ ...d, requirementDescription: 'x' }), 10_000);
    expect(store.hasUnsavedWork()).toBe(true);
    expect(await store.saveNow()).toBe(false);
    expect(store.getSnapshot().error).toBe('Your role cannot move a solution to step 6.');
    store.dispose();
  });
});

describe('after a save', () => {
  it('keeps what the user typed (the server trims) and takes what the server owns', async () => {
    const base = stored({ ...initial(), solutionId: '2001' }, '"e1"');
    const save = vi.fn(async (body: SaveSolutionRequest) =>
      stored(
        {
          ...body,
          requirementDescription: body.requirementDescription.trim(),
          fields: { ...body.fields, regionId: 'EME-UKI' },
          state: { ...body.state, steps: [1, 2] },
        },
        '"e2"',
      ),
    );
    const store = createBuilderStore({ initial: requestFrom(base), base, catalogue, save });
    store.edit((d) => ({ ...d, requirementDescription: 'Windows 11 ' }));
    await store.saveNow();
    const { draft } = store.getSnapshot();
    expect(draft.requirementDescription).toBe('Windows 11 ');
    expect(draft.fields.regionId).toBe('EME-UKI');
    expect(draft.state.steps).toEqual([1, 2]);
  });

  it('keeps a step move made while an earlier save was under way, and saves it next', async () => {
    const base = stored(
      { ...initial(), solutionId: '2001', state: { ...initial().state, step: 5, steps: [1, 2, 5] } },
      '"e1"',
    );
    const sent: number[] = [];
    let release: () => void = () => undefined;
    const save = vi.fn(async (body: SaveSolutionRequest) => {
      sent.push(body.state.step);
      // The first save (an edit) is slow; the step move happens while it is under way.
      if (sent.length === 1) await new Promise<void>((r) => (release = r));
      return stored(body, `"e${sent.length + 1}"`);
    });
    const store = createBuilderStore({ initial: requestFrom(base), base, catalogue, save });
    store.edit((d) => ({ ...d, requirementDescription: 'Edited' }), 0);
    await vi.waitFor(() => expect(save).toHaveBeenCalledOnce());
    const moved = store.goToStep(6);
    release();
    expect(await moved).toBe(true);
    expect(sent).toEqual([5, 6]);
    expect(store.getSnapshot().draft.state.step).toBe(6);
  });
  it('takes a newer catalogue version through the normal save, keeping the selection and edited effort', async () => {
    const calls: { body: SaveSolutionRequest; etag?: string }[] = [];
    const save = vi.fn(async (body: SaveSolutionRequest, etag?: string) => {
      calls.push({ body, etag });
      return { ...stored(body, '"e2"'), catalogueVersion: body.catalogueVersion ?? 1 };
    });
    const mine = {
      ...catalogue[0]!,
      selected: true,
      actions: [{ ...catalogue[0]!.actions![0]!, selected: true, effort: 12 }],
    };
    const base = stored({ ...initial(), state: { ...initial().state, items: [mine] } }, '"e1"');
    const store = createBuilderStore({ initial: requestFrom(base), base, catalogue, save });
    const v2: Capability[] = [
      {
        ...catalogue[0]!,
        actions: [
          { ...catalogue[0]!.actions![0]!, name: 'Enrol devices', effort: 50 },
          { id: 'act-new', name: 'Pilot', effort: 8 },
        ],
      },
      catalogue[1]!,
    ];
    expect(await store.moveToCatalogue(2, catalogue, v2)).toBe(true);
    expect(calls[0]!.etag).toBe('"e1"');
    expect(calls[0]!.body.catalogueVersion).toBe(2);
    const actions = calls[0]!.body.state.items[0]!.actions!;
    expect(actions.map((a) => [a.name, a.selected, a.effort])).toEqual([
      ['Enrol devices', true, 12],
      ['Pilot', true, 8],
    ]);
    expect(store.getSnapshot().tree[0]!.actions![0]!.name).toBe('Enrol devices');
    expect(store.getSnapshot().draft.catalogueVersion).toBe(2);
  });
  it('takes a newer rate card through the normal save (issue 19) and keeps the version the server stored', async () => {
    const calls: { body: SaveSolutionRequest; etag?: string }[] = [];
    const save = vi.fn(async (body: SaveSolutionRequest, etag?: string) => {
      calls.push({ body, etag });
      return { ...stored(body, '"e2"'), rateCardVersion: body.rateCardVersion ?? 1 };
    });
    const base = { ...stored(initial(), '"e1"'), rateCardVersion: 1 };
    const store = createBuilderStore({ initial: requestFrom(base), base, catalogue, save });
    expect(store.getSnapshot().draft.rateCardVersion).toBe(1);
    expect(await store.moveToRateCard(3)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.etag).toBe('"e1"');
    expect(calls[0]!.body.rateCardVersion).toBe(3);
    expect(store.getSnapshot().draft.rateCardVersion).toBe(3);
    expect(store.getSnapshot().dirty).toBe(false);
  });
});
