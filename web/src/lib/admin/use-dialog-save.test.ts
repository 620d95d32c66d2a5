// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/api-error.ts';
import { conflictOf, useDialogSave } from './use-dialog-save.ts';

const session = vi.hoisted(() => ({ holds: true, checks: 0 }));
vi.mock('../session/ensure-session.ts', () => ({
  useEnsureSession: () => async () => {
    session.checks++;
    return session.holds;
  },
}));

const itemSchema = z.object({ id: z.string(), name: z.string(), etag: z.string() });
const FAILED = 'The thing could not be saved.';

function setup() {
  return renderHook(() => useDialogSave(itemSchema, '"v1"', FAILED));
}

beforeEach(() => {
  session.holds = true;
  session.checks = 0;
});

describe('conflictOf', () => {
  it.each([
    [
      'a stored item',
      { current: { id: 'a', name: 'A', etag: '"v2"' } },
      { id: 'a', name: 'A', etag: '"v2"' },
    ],
    ['no current', {}, undefined],
    ['a current of another shape', { current: { id: 'a' } }, undefined],
    ['no details', undefined, undefined],
  ])('%s', (_, details, expected) => {
    expect(conflictOf(itemSchema, details)).toEqual(expected);
  });
});

describe('useDialogSave', () => {
  it('sends with the version edited and reports nothing when the save succeeds', async () => {
    const { result } = setup();
    const sent: (string | undefined)[] = [];
    await act(() => result.current.submit(async (etag) => void sent.push(etag)));
    expect(sent).toEqual(['"v1"']);
    expect(result.current).toMatchObject({ busy: false, problem: null, conflict: null, errors: {} });
  });

  it('does not send when the session has gone', async () => {
    session.holds = false;
    const { result } = setup();
    const send = vi.fn(async () => {});
    await act(() => result.current.submit(send));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });

  it('keeps the newer version of a 409; Reload hands it over and the next save sends its version', async () => {
    const { result } = setup();
    const newer = { id: 'a', name: 'Theirs', etag: '"v2"' };
    await act(() =>
      result.current.submit(async () => {
        throw new ApiError(409, 'conflict', 'Changed meanwhile.', { current: newer });
      }),
    );
    expect(result.current.conflict).toEqual(newer);
    expect(result.current.problem).toBeNull();
    let taken: unknown;
    act(() => {
      taken = result.current.takeConflict();
    });
    expect(taken).toEqual(newer);
    expect(result.current.conflict).toBeNull();
    const sent: (string | undefined)[] = [];
    await act(() => result.current.submit(async (etag) => void sent.push(etag)));
    expect(sent).toEqual(['"v2"']);
  });

  it.each([
    [
      'a 400 with field messages',
      new ApiError(400, 'bad_request', 'Check the fields.', { fields: { name: 'is required' } }),
      'Check the fields.',
      { name: 'is required' },
    ],
    ['a 403', new ApiError(403, 'forbidden', 'Only admins may do this.'), 'Only admins may do this.', {}],
    ['a network failure', new TypeError('Failed to fetch'), FAILED, {}],
  ])('shows %s with its message, never throwing', async (_, error, problem, errors) => {
    const { result } = setup();
    await act(() =>
      result.current.submit(async () => {
        throw error;
      }),
    );
    expect(result.current).toMatchObject({ busy: false, problem, errors, conflict: null });
  });

  it('asks for the session again on a 401', async () => {
    const { result } = setup();
    await act(() =>
      result.current.submit(async () => {
        throw new ApiError(401, 'unauthorized', 'Sign in again.');
      }),
    );
    expect(session.checks).toBe(2);
    expect(result.current.problem).toBeNull();
  });
});
