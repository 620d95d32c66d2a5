// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearSignOutNote, noteSessionExpired, noteSignedOut, readSignOutNote } from './sign-out-note.ts';

afterEach(() => sessionStorage.clear());

describe('why the session ended (issue 30)', () => {
  it('says nothing when no session ended', () => expect(readSignOutNote()).toBeUndefined());

  it('notes a sign-out', () => {
    noteSignedOut();
    expect(readSignOutNote()).toEqual({ reason: 'signed-out' });
  });

  it('notes an expiry, with kept changes when the builder kept some', () => {
    noteSessionExpired(true);
    expect(readSignOutNote()).toEqual({ reason: 'expired', keptChanges: true });
  });

  it('keeps the kept changes through the refused calls that follow', () => {
    noteSessionExpired(true);
    noteSessionExpired();
    expect(readSignOutNote()).toEqual({ reason: 'expired', keptChanges: true });
  });

  it('does not carry kept changes of an earlier expiry past a sign-out', () => {
    noteSessionExpired(true);
    noteSignedOut();
    noteSessionExpired();
    expect(readSignOutNote()).toEqual({ reason: 'expired' });
  });

  it('is cleared once a session is ready again', () => {
    noteSignedOut();
    clearSignOutNote();
    expect(readSignOutNote()).toBeUndefined();
  });
});
