import { describe, expect, it } from 'vitest';
import { andList } from './lists.ts';

describe('items joined as a reader says them', () => {
  it.each([
    [[], ''],
    [['2,400 users'], '2,400 users'],
    [['2,400 users', '5 sites'], '2,400 users and 5 sites'],
    [['2,400 users', '5 sites', '2,600 devices'], '2,400 users, 5 sites and 2,600 devices'],
  ])('%j reads %j', (items, text) => {
    expect(andList(items)).toBe(text);
  });
});
