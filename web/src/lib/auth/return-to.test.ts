// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  landingFor,
  notePageShown,
  peekReturnTo,
  rememberReturnTo,
  safeReturnPath,
  settleReturnTo,
} from './return-to.ts';

afterEach(() => sessionStorage.clear());

describe('safeReturnPath', () => {
  it.each([
    ['/sales/solution?view=all', '/sales/solution?view=all'],
    ['/sales/solution/12', '/sales/solution/12'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/welcome', '/'],
    ['/sign-in?x=1', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});

describe('the page a sign-in returns to (issue 30: never the previous person’s)', () => {
  it('is the remembered page for the person who was signed in on it', () => {
    notePageShown('u-a', '/sales/solution/1001');
    rememberReturnTo('/sales/solution/1001');
    expect(peekReturnTo()).toBe('/sales/solution/1001');
    expect(landingFor('u-a', '/sales/solution/1001')).toBeUndefined();
  });

  it('is the home page for someone else signing in after them', () => {
    notePageShown('u-a', '/sales/solution/1001');
    rememberReturnTo('/sales/solution/1001');
    expect(landingFor('u-b', '/sales/solution/1001')).toBe('/');
  });

  it('is the remembered page for anyone who typed it while signed out (another page was the previous person’s)', () => {
    notePageShown('u-a', '/sales/solution/1001');
    rememberReturnTo('/sales/solution/1003');
    expect(landingFor('u-b', '/sales/solution/1003')).toBeUndefined();
  });

  it('belongs to the person whose page it was, whatever its query', () => {
    notePageShown('u-a', '/sales/solution/1001?tab=timeline');
    rememberReturnTo('/sales/solution/1001');
    expect(landingFor('u-b', '/sales/solution/1001')).toBe('/');
  });

  it('is the remembered page for anyone when nobody was signed in (a link opened in a new tab)', () => {
    rememberReturnTo('/sales/solution/1001?tab=timeline');
    expect(landingFor('u-b', '/sales/solution/1001?tab=timeline')).toBeUndefined();
  });

  it('leaves alone a page the person went to themselves', () => {
    notePageShown('u-a', '/sales/solution/1001');
    rememberReturnTo('/sales/solution/1001');
    expect(landingFor('u-b', '/sales/solution')).toBeUndefined();
  });

  it('is taken once: settled, the home page again', () => {
    notePageShown('u-a', '/sales/solution/1001');
    rememberReturnTo('/sales/solution/1001');
    settleReturnTo();
    expect(peekReturnTo()).toBe('/');
    expect(landingFor('u-b', '/sales/solution/1001')).toBeUndefined();
  });

  it('reads an older plain path as nothing remembered', () => {
    sessionStorage.setItem('portal.returnTo', '/sales/solution/1001');
    expect(peekReturnTo()).toBe('/');
  });
});
