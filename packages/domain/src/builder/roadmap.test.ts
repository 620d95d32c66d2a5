import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import { roadmapOf } from './roadmap.ts';

const cap = (id: string, extra: Partial<Capability> = {}): Capability => ({ id, name: id, ...extra });

// Identity and devices come before Windows 11; Windows 11 before Copilot; a child (Teams Rooms) follows Windows 11.
const TREE: Capability[] = [
  cap('identity'),
  cap('devices'),
  cap('windows-11', { incomingIds: ['identity', 'devices', 'removed', 'identity', 'windows-11'] }),
  cap('teams', { items: [cap('teams-rooms', { incomingIds: ['windows-11'] })] }),
  cap('copilot', { incomingIds: ['windows-11'] }),
];

const names = (caps: readonly Capability[]) => caps.map((c) => c.id);

describe('roadmapOf', () => {
  it.each([
    // id, before, after
    ['windows-11', ['identity', 'devices'], ['teams-rooms', 'copilot']],
    ['identity', [], ['windows-11']],
    ['devices', [], ['windows-11']],
    ['copilot', ['windows-11'], []],
    ['teams-rooms', ['windows-11'], []],
    ['teams', [], []],
    ['not-in-the-tree', [], []],
  ])('%s: before %j, after %j', (id, before, after) => {
    const roadmap = roadmapOf(TREE, id);
    expect(names(roadmap.before)).toEqual(before);
    expect(names(roadmap.after)).toEqual(after);
  });
});
