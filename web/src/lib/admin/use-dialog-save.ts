/**
 * The save of an admin dialog that edits one stored item with its version (countries, clients): `busy` while it
 * runs (the dialog sends nothing more meanwhile); the session is checked first (none: /welcome); a 401 asks for
 * a session again; a 409 keeps the newer version the API sent for the ConflictBar's Reload; any other refusal
 * shows the API's message and its field messages. The dialog keeps its own draft and validation.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../api/api-error.ts';
import { useEnsureSession } from '../session/ensure-session.ts';
import { apiFieldErrors, type FieldErrors } from './field-errors.ts';

/** The stored item a 409 carries (`details.current`), if it is one of these. */
export function conflictOf<T>(schema: z.ZodType<T>, details: unknown): T | undefined {
  const parsed = schema.safeParse((details as { current?: unknown } | undefined)?.current);
  return parsed.success ? parsed.data : undefined;
}

export function useDialogSave<T extends { etag: string }>(
  schema: z.ZodType<T>,
  initialEtag: string | undefined,
  failed: string,
) {
  const ensureSession = useEnsureSession();
  const [etag, setEtag] = useState(initialEtag);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<T | null>(null);

  /** Runs the send with the version being edited; what goes wrong is shown, never thrown. */
  const submit = async (send: (etag: string | undefined) => Promise<void>) => {
    setBusy(true);
    try {
      if (!(await ensureSession())) return;
      await send(etag);
    } catch (err) {
      if (isApiError(err) && err.status === 401) void ensureSession();
      else if (isApiError(err) && err.status === 409) setConflict(conflictOf(schema, err.details) ?? null);
      else {
        setErrors(apiFieldErrors(err));
        setProblem(isApiError(err) ? err.message : failed);
      }
    } finally {
      setBusy(false);
    }
  };

  /** Reload after a conflict: edits go on from the newer version, which is returned for the draft. */
  const takeConflict = (): T | null => {
    const newer = conflict;
    if (newer) setEtag(newer.etag);
    setConflict(null);
    setErrors({});
    return newer;
  };

  return { errors, setErrors, busy, problem, setProblem, conflict, submit, takeConflict };
}
