/**
 * The shell's alert dialog (spec: alert dialog with OK and/or Reload buttons). Anything may raise an alert;
 * the shell renders the current one. A newer alert replaces an open one.
 */
import { useSyncExternalStore } from 'react';

export type AlertButton = 'ok' | 'reload';

export interface AlertRequest {
  text: string;
  /** Optional second line(s) under the title. */
  body?: string;
  buttons: readonly AlertButton[];
  /** The kind of a server alert (its className): the dialog marks warnings and errors. */
  intent?: 'info' | 'success' | 'warning' | 'error';
}

export const RELOAD_ALERT: AlertRequest = { text: 'Portal requires a reload!', buttons: ['reload'] };

let current: AlertRequest | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function showAlert(alert: AlertRequest): void {
  current = alert;
  emit();
}

export function closeAlert(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentAlert(): AlertRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

/** The same page with ?t={timestamp}, so the browser loads the newest build (other query values are kept). */
export function reloadTarget(pathname: string, search: string, now: number): string {
  const params = new URLSearchParams(search);
  params.set('t', String(now));
  return `${pathname}?${params.toString()}`;
}

export function reloadPortal(): void {
  window.location.assign(reloadTarget(window.location.pathname, window.location.search, Date.now()));
}
