/**
 * Approvals edited while a save was under way (issue 22): the draft takes the server's list with the person's own
 * changes since the request on top (mergeApprovals), so the next save never names an approval the server cleared
 * in someone else's name (403 "You can only approve in your own name.") nor drops one it added (403 "You cannot
 * cancel someone else's approval.").
 */
import type { Approval, SaveSolutionRequest, Solution } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { solutionFixture } from '../page/test-support.tsx';
import { createBuilderStore } from './builder-store.ts';
import { mergeApprovals, requestFrom } from './server-owned.ts';

const SAM = { id: 'u-1', name: 'Sam Seller' };
const OLIVIA = { id: 'u-2', name: 'Olivia Hart' };
const CARL = { id: 'u-3', name: 'Carl Admin' };

/** An approval as the server stores it (stamped), or as the builder adds it (unstamped: no approver id). */
const stamped = (row: string, who: { id: string; name: string }, at = '2026-11-20T10:00:00Z'): Approval => ({
  id: row,
  name: who.name,
  approverId: who.id,
  approvedAt: at,
});
const unstamped = (row: string, who: { id: string; name: string }): Approval => ({ id: row, name: who.name });

/**
 * The API's approvals rule (api/src/solutions/save-rules.ts approvalsAfterSave), restated for the browser's tests
 * (the web may not import API code): a new approval only in one's own name; only one's own cancelled, anyone's by
 * an admin.
 */
function serverApprovals(
  actor: { id: string; name: string; admin?: boolean },
  existing: readonly Approval[],
  requested: readonly Approval[],
  now: string,
): Approval[] {
  const key = (a: Approval) => `${a.id}\u0000${a.approverId ?? ''}`;
  const kept = new Set<string>();
  const out: Approval[] = [];
  for (const a of requested) {
    const match = existing.find(
      (b) => b.id === a.id && (b.approverId === a.approverId || (!a.approverId && b.approverId === actor.id)),
    );
    if (match) {
      if (!kept.has(key(match))) out.push(match);
      kept.add(key(match));
      continue;
    }
    if (a.approverId && a.approverId !== actor.id)
      throw new ApiError(403, 'forbidden', 'You can only approve in your own name.');
    const mine = stamped(a.id, actor, now);
    if (!kept.has(key(mine))) out.push(mine);
    kept.add(key(mine));
  }
  for (const b of existing) {
    if (!kept.has(key(b)) && b.approverId !== actor.id && !actor.admin)
      throw new ApiError(403, 'forbidden', "You cannot cancel someone else's approval.");
  }
  return out;
}

const olivia = stamped('solution', OLIVIA);
const samDoc = stamped('doc-1', SAM);
const samDocNow = stamped('doc-1', SAM, '2026-11-21T10:00:05Z');

describe('mergeApprovals: the server list with my changes since the request on top', () => {
  it.each<{
    name: string;
    actor?: typeof SAM & { admin?: boolean };
    sent: Approval[];
    mine: Approval[];
    saved: Approval[] | undefined;
    expected: Approval[] | undefined;
  }>([
    {
      name: 'nothing changed meanwhile on a solution without approvals: none (absent stays absent)',
      sent: [],
      mine: [],
      saved: undefined,
      expected: undefined,
    },
    {
      name: 'nothing changed meanwhile: the server list as it is',
      sent: [olivia],
      mine: [olivia],
      saved: [{ ...olivia, version: 1 }],
      expected: [{ ...olivia, version: 1 }],
    },
    {
      name: 'my approval given meanwhile is added',
      sent: [olivia],
      mine: [olivia, unstamped('doc-1', SAM)],
      saved: [olivia],
      expected: [olivia, unstamped('doc-1', SAM)],
    },
    {
      name: 'my approval cancelled meanwhile is taken out',
      sent: [olivia, samDoc],
      mine: [olivia],
      saved: [olivia, samDoc],
      expected: [olivia],
    },
    {
      name: 'my approval cancelled meanwhile while its save was stamping it is taken out',
      sent: [unstamped('doc-1', SAM)],
      mine: [],
      saved: [samDocNow],
      expected: [],
    },
    {
      name: 'my approval cancelled and given again meanwhile is the one the server stamped',
      sent: [unstamped('doc-1', SAM)],
      mine: [unstamped('doc-1', SAM)],
      saved: [samDocNow],
      expected: [samDocNow],
    },
    {
      name: "others' approvals the server cleared stay cleared",
      sent: [olivia, samDoc],
      mine: [olivia, samDoc],
      saved: [],
      expected: [],
    },
    {
      name: "others' approvals the server cleared stay cleared, my approval given meanwhile is added",
      sent: [olivia],
      mine: [olivia, unstamped('doc-1', SAM)],
      saved: [],
      expected: [unstamped('doc-1', SAM)],
    },
    {
      name: "others' approvals the server added are kept",
      sent: [samDoc],
      mine: [samDoc, unstamped('solution', SAM)],
      saved: [samDoc, stamped('deal-team', OLIVIA)],
      expected: [samDoc, stamped('deal-team', OLIVIA), unstamped('solution', SAM)],
    },
    {
      name: "an admin's cancellation of someone's approval meanwhile is taken out",
      actor: { ...CARL, admin: true },
      sent: [olivia, samDoc],
      mine: [samDoc],
      saved: [olivia, samDoc],
      expected: [samDoc],
    },
    {
      name: "an admin's cancellation of an approval the server cleared meanwhile changes nothing",
      actor: { ...CARL, admin: true },
      sent: [olivia],
      mine: [],
      saved: [],
      expected: [],
    },
  ])('$name', ({ actor = SAM, sent, mine, saved, expected }) => {
    const merged = mergeApprovals(sent, mine, saved);
    expect(merged).toEqual(expected);
    // The next save of the merged list is one the API accepts.
    expect(() => serverApprovals(actor, saved ?? [], merged ?? [], '2026-11-21T10:00:09Z')).not.toThrow();
  });

  it('the draft as it was kept before (its own list) is what the API refused', () => {
    // The regression: keeping my stale list names Olivia's cleared approval in her name.
    expect(() => serverApprovals(SAM, [], [olivia, unstamped('doc-1', SAM)], 'now')).toThrow(
      'You can only approve in your own name.',
    );
    expect(() => serverApprovals(SAM, [samDoc, stamped('deal-team', OLIVIA)], [samDoc], 'now')).toThrow(
      "You cannot cancel someone else's approval.",
    );
  });
});

describe('a save that clears approvals while I approve a row', () => {
  it('saves my approval next instead of a 403', async () => {
    const first = solutionFixture();
    let stored: Solution = { ...first, fields: { ...first.fields, approvals: [olivia] }, etag: '"e1"' };
    // The server: the If-Match, the approvals rule, and the settings' rule that clears the approvals given before
    // a save that changes the scope (here: any save changing the requirement). The first save is slow.
    let release: () => void = () => undefined;
    const sent: SaveSolutionRequest[] = [];
    const save = vi.fn(async (body: SaveSolutionRequest, etag?: string) => {
      sent.push(body);
      if (sent.length === 1) await new Promise<void>((r) => (release = r));
      if (etag !== stored.etag) throw new ApiError(409, 'conflict', 'Someone else saved');
      const now = `2026-11-21T10:00:0${sent.length}Z`;
      const approvals = serverApprovals(SAM, stored.fields.approvals ?? [], body.fields.approvals ?? [], now);
      const clears = body.requirementDescription !== stored.requirementDescription;
      stored = {
        ...stored,
        requirementDescription: body.requirementDescription,
        fields: {
          ...body.fields,
          approvals: clears ? approvals.filter((a) => a.approvedAt === now) : approvals,
        },
        state: body.state,
        modifiedAt: now,
        etag: `"e${sent.length + 1}"`,
      };
      return stored;
    });
    const store = createBuilderStore({ initial: requestFrom(stored), base: stored, catalogue: [], save });
    store.edit((d) => ({ ...d, requirementDescription: 'Windows 11 for 2,000 users' }), 0);
    await vi.waitFor(() => expect(save).toHaveBeenCalledOnce());
    // While it is under way I approve a document's row (as the approvals table does).
    store.edit(
      (d) => ({
        ...d,
        fields: { ...d.fields, approvals: [...(d.fields.approvals ?? []), unstamped('doc-1', SAM)] },
      }),
      0,
    );
    release();
    expect(await store.saveNow()).toBe(true);
    expect(store.getSnapshot().error).toBeUndefined();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.fields.approvals).toEqual([unstamped('doc-1', SAM)]);
    expect(stored.fields.approvals).toEqual([stamped('doc-1', SAM, '2026-11-21T10:00:02Z')]);
    expect(store.getSnapshot().draft.fields.approvals).toEqual(stored.fields.approvals);
  });
});
