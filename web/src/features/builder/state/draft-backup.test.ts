import { newSolutionRequest, type Capability, type SaveSolutionRequest, type Solution } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { createBuilderStore, type BuilderStoreOptions } from './builder-store.ts';
import { requestFrom } from './server-owned.ts';
import { backupKey, backupSlot, failureKind, newSolutionSlot } from './draft-backup.ts';
import { handedStore, handOver, releaseHandedStore } from './store-handover.ts';

/** A Storage in memory (the browser's sessionStorage in tests). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const catalogue: Capability[] = [
  { id: 'cap-a', name: 'Sites', actions: [{ id: 'act-a', name: 'Roll out', effort: 3 }] },
];
const request = (): SaveSolutionRequest => ({
  ...newSolutionRequest({ organization: 'PROVIDER', now: new Date('2026-11-21T10:00:00Z') }),
  salesClient: { id: 'c1', name: 'Northwind' },
  solutionId: '2001',
});
const solution = (body: SaveSolutionRequest, etag: string): Solution => {
  const person = { id: 'u-1', name: 'Sam Patel', email: 'sam@provider.example' };
  return {
    ...body,
    id: '2001',
    type: 1,
    userId: 'u-1',
    clientId: 'c1',
    clientName: 'Northwind',
    salesClient: body.salesClient,
    owner: person,
    modifiedBy: person,
    createdAt: '2026-11-21T10:00:00Z',
    modifiedAt: '2026-11-21T10:00:00Z',
    catalogueVersion: 1,
    documents: [],
    assigneeIds: [],
    etag,
  } as Solution;
};

describe('failureKind', () => {
  it.each([
    [400, 'refused'],
    [403, 'refused'],
    [413, 'refused'],
    [415, 'refused'],
    [408, 'transient'],
    [429, 'transient'],
    [500, 'transient'],
    [503, 'transient'],
    [0, 'transient'],
    [undefined, 'transient'],
  ] as const)('%s is %s', (status, kind) => {
    expect(failureKind(status)).toBe(kind);
  });
});

describe('unsaved edits survive a refused save and a reload', () => {
  it('keeps the edit in the browser, says it in plain words, and clears it once saved', async () => {
    const storage = memoryStorage();
    const base = solution(request(), '"e1"');
    let refuse = true;
    const save = vi.fn(async (body: SaveSolutionRequest) => {
      if (refuse)
        throw new ApiError(
          400,
          'bad_request',
          'The opportunity name is too long (at most 300 characters). Correct it and try again.',
        );
      return solution(body, '"e2"');
    });
    const store = createBuilderStore({
      initial: requestFrom(base),
      base,
      catalogue,
      save,
      backup: backupSlot('k', storage),
    });
    store.edit((d) => ({ ...d, fields: { ...d.fields, name: 'x'.repeat(301) } }), 0);
    expect(await store.saveNow()).toBe(false);
    expect(store.getSnapshot().error).toMatch(/^The opportunity name is too long/);
    expect(store.getSnapshot().errorKind).toBe('refused');
    expect(backupSlot('k', storage).read()?.request.fields.name).toBe('x'.repeat(301));

    // A reload: a new store on the stored version offers the kept edit back.
    const again = createBuilderStore({
      initial: requestFrom(base),
      base,
      catalogue,
      save,
      backup: backupSlot('k', storage),
    });
    expect(again.getSnapshot().restorable?.request.fields.name).toBe('x'.repeat(301));
    refuse = false;
    again.restoreKept();
    expect(again.getSnapshot().draft.fields.name).toBe('x'.repeat(301));
    expect(await again.saveNow()).toBe(true);
    expect(save.mock.calls.at(-1)![0].fields.name).toBe('x'.repeat(301));
    expect(backupSlot('k', storage).read()).toBeUndefined();
  });

  it('offers Retry for network trouble and lets the person discard a refused edit', async () => {
    const storage = memoryStorage();
    const base = solution(request(), '"e1"');
    const save = vi.fn(async () => {
      throw new ApiError(0, 'network', 'The portal could not be reached.');
    });
    const store = createBuilderStore({
      initial: requestFrom(base),
      base,
      catalogue,
      save,
      backup: backupSlot('k', storage),
    });
    store.edit((d) => ({ ...d, requirementDescription: 'typed' }), 0);
    expect(await store.saveNow()).toBe(false);
    expect(store.getSnapshot().errorKind).toBe('transient');
    store.discardChanges();
    expect(store.getSnapshot().draft.requirementDescription).toBe(base.requirementDescription);
    expect(store.getSnapshot().error).toBeUndefined();
    expect(backupSlot('k', storage).read()).toBeUndefined();
  });

  it('keeps unsaved edits when the page goes away, and drops them on request', () => {
    const storage = memoryStorage();
    const base = solution(request(), '"e1"');
    const store = createBuilderStore({
      initial: requestFrom(base),
      base,
      catalogue,
      save: vi.fn(),
      backup: backupSlot('k', storage),
    });
    store.edit((d) => ({ ...d, requirementDescription: 'not yet saved' }), 60_000);
    store.keepUnsaved();
    const next = createBuilderStore({
      initial: requestFrom(base),
      base,
      catalogue,
      save: vi.fn(),
      backup: backupSlot('k', storage),
    });
    expect(next.getSnapshot().restorable?.request.requirementDescription).toBe('not yet saved');
    next.dropKept();
    expect(next.getSnapshot().restorable).toBeUndefined();
    expect(backupSlot('k', storage).read()).toBeUndefined();
    store.dispose();
  });
});

describe('a save without a session (issue 21)', () => {
  const storeOn = (base: Solution, storage: Storage, save: NonNullable<BuilderStoreOptions['save']>) =>
    createBuilderStore({
      initial: requestFrom(base),
      base,
      catalogue,
      save,
      backup: backupSlot('k', storage),
    });
  const sessionEnded = () => {
    throw new ApiError(401, 'unauthorized', 'Your session has ended. Please sign in again.');
  };

  /** A store that saves the description, finds the session ended and keeps the edit; returns its storage. */
  async function endedWithEdit(base: Solution): Promise<Storage> {
    const storage = memoryStorage();
    const save = vi.fn(sessionEnded);
    const store = storeOn(base, storage, save);
    store.edit((d) => ({ ...d, requirementDescription: 'typed before the session ended' }), 0);
    expect(await store.saveNow()).toBe(false);
    expect(store.getSnapshot().sessionEnded).toBe(true);
    // Nothing more is sent: the page leaves for /welcome.
    store.edit((d) => ({ ...d, requirementDescription: 'typed before the session ended, and more' }), 0);
    expect(await store.saveNow()).toBe(false);
    expect(save).toHaveBeenCalledTimes(1);
    store.keepUnsaved();
    return storage;
  }

  it('keeps the edits with the version they were made on, and saves them by itself once back', async () => {
    const base = solution(request(), '"e1"');
    const storage = await endedWithEdit(base);
    const kept = backupSlot('k', storage).read();
    expect(kept).toMatchObject({ reason: 'session', baseEtag: '"e1"', base: requestFrom(base) });
    expect(kept?.request.requirementDescription).toBe('typed before the session ended, and more');

    // Signed in again, back on the solution (nobody saved it meanwhile): saved without asking, on e1.
    const save = vi.fn(async (body: SaveSolutionRequest, _etag?: string) => solution(body, '"e2"'));
    const back = storeOn(base, storage, save);
    expect(back.getSnapshot().restorable).toBeUndefined();
    // A store made and thrown away by a render React starts again saves nothing: only the store in use does.
    storeOn(base, storage, save);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(save).not.toHaveBeenCalled();
    back.start();
    await vi.waitFor(() => expect(back.getSnapshot().base?.etag).toBe('"e2"'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].requirementDescription).toBe('typed before the session ended, and more');
    expect(save.mock.calls[0]![1]).toBe('"e1"');
    expect(backupSlot('k', storage).read()).toBeUndefined();
  });

  it('saves them with the If-Match they were made against: a newer version is a conflict that keeps both', async () => {
    const base = solution(request(), '"e1"');
    const storage = await endedWithEdit(base);
    // Meanwhile someone else renamed the solution (e5).
    const theirs = solution(
      { ...request(), fields: { ...request().fields, name: 'Renamed by Olivia' } },
      '"e5"',
    );
    const save = vi.fn(async (body: SaveSolutionRequest, etag: string | undefined) => {
      if (etag !== '"e5"') throw new ApiError(409, 'conflict', 'Someone else saved it.', { current: theirs });
      return solution(body, '"e6"');
    });
    const back = storeOn(theirs, storage, save);
    back.start();
    await vi.waitFor(() => expect(back.getSnapshot().conflict).toBeDefined());
    expect(save.mock.calls[0]![1]).toBe('"e1"');
    // The merge's ancestor is the version the edits were made on: their rename and my description both stay.
    const conflict = back.getSnapshot().conflict!;
    expect(conflict.conflicts).toEqual([]);
    expect(conflict.merged?.fields.name).toBe('Renamed by Olivia');
    expect(conflict.merged?.requirementDescription).toBe('typed before the session ended, and more');
    expect(await back.merge()).toBe(true);
    expect(save.mock.calls.at(-1)![1]).toBe('"e5"');
    expect(backupSlot('k', storage).read()).toBeUndefined();
  });
});

describe('a new solution keeps one store from /new to its own route (store-handover.ts)', () => {
  it('keeps edits under "new" until created, then under the solution, and never leaves a stale "new" copy', () => {
    const storage = memoryStorage();
    const created: { id?: string } = {};
    const slot = newSolutionSlot('u-1', () => created.id, storage);
    const origin = { baseEtag: undefined, base: undefined, reason: undefined };
    slot.write(request(), origin);
    expect(storage.getItem(backupKey('u-1', undefined))).not.toBeNull();
    created.id = '2001';
    slot.write(request(), origin);
    expect(storage.getItem(backupKey('u-1', undefined))).toBeNull();
    expect(slot.read()?.request.solutionId).toBe('2001');
    expect(backupSlot(backupKey('u-1', '2001'), storage).read()).toBeDefined();
    slot.clear();
    expect(storage.length).toBe(0);
  });

  it('a first save that stores everything clears the copy kept under "new"', () => {
    const storage = memoryStorage();
    const created: { id?: string } = {};
    const slot = newSolutionSlot('u-1', () => created.id, storage);
    slot.write(request(), { baseEtag: undefined, base: undefined, reason: undefined });
    created.id = '2001';
    slot.clear();
    expect(storage.length).toBe(0);
  });

  it('hands the store to the solution it created only, until that page has it', () => {
    const store = createBuilderStore({ initial: request(), catalogue });
    const other = createBuilderStore({ initial: request(), catalogue });
    expect(handedStore('2001')).toBeUndefined();
    handOver('2001', store);
    expect(handedStore('2002')).toBeUndefined();
    expect(handedStore(undefined)).toBeUndefined();
    // Asked twice while rendering (React may render twice): the same store both times.
    expect(handedStore('2001')).toBe(store);
    expect(handedStore('2001')).toBe(store);
    releaseHandedStore(other);
    expect(handedStore('2001')).toBe(store);
    releaseHandedStore(store);
    expect(handedStore('2001')).toBeUndefined();
  });
});
