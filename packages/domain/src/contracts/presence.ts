/**
 * Presence and server alerts (issue 9; spec: Socket). The browser reports the page of its tab with
 * POST /api/presence (on arrival, every 60 s, and with path null when it leaves); the answer and the pushed
 * `{ type: 'presence' }` messages carry who else is viewing. Admins send alerts with POST /api/alerts;
 * every connected browser gets `{ type: 'alert', text, className, buttons }` and shows it in the alert dialog.
 */
import { z } from 'zod';
import { line, storedText, text } from './common.ts';

/** A browser tab's own random id (kept in sessionStorage, so a reload is the same tab). */
export const presenceTabIdSchema = line(64).regex(
  /^[A-Za-z0-9_-]{8,64}$/,
  'must be 8 to 64 letters, digits, - or _',
);

export const presenceReportSchema = z.object({
  tabId: presenceTabIdSchema,
  /** The page the tab shows (location.pathname); null when the tab leaves the presence pages or closes. */
  path: line(1000).nullable(),
  /** The app version of the tab (spec: handshake and ping carry version 3.7.31). */
  version: line(40).optional(),
});
export type PresenceReport = z.infer<typeof presenceReportSchema>;

export const presenceViewerSchema = z.object({ userId: storedText(), name: storedText() });

/** The answer to a report: the page as the server names it and who else is on it. */
export const presenceStateSchema = z.object({
  page: storedText().nullable(),
  viewers: z.array(presenceViewerSchema),
  /** The server's app version: a tab on another version is offered a reload. */
  version: storedText(),
});
export type PresenceState = z.infer<typeof presenceStateSchema>;

/** Pushed to each viewer of a page when someone arrives or leaves. */
export const presencePushSchema = z.object({
  type: z.literal('presence'),
  page: storedText(),
  viewers: z.array(presenceViewerSchema),
});
export type PresencePush = z.infer<typeof presencePushSchema>;

export const ALERT_CLASS_NAMES = ['info', 'success', 'warning', 'error'] as const;
export const alertClassNameSchema = z.enum(ALERT_CLASS_NAMES);
export type AlertClassName = z.infer<typeof alertClassNameSchema>;
export const ALERT_CLASS_LABELS: Record<AlertClassName, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

export const ALERT_BUTTONS = ['OK', 'Reload'] as const;
export const MAX_ALERT_TEXT = 500;

export const adminAlertSchema = z.object({
  text: text(MAX_ALERT_TEXT).min(1, 'must not be empty'),
  className: alertClassNameSchema.default('info'),
  buttons: z
    .array(z.enum(ALERT_BUTTONS))
    .min(1, 'needs at least one button')
    .max(2)
    .refine((b) => new Set(b).size === b.length, 'must not repeat a button')
    .default(['OK']),
});
export type AdminAlert = z.infer<typeof adminAlertSchema>;

/** The pushed alert (the browser also reads the older lower-case buttons). */
export const alertPushSchema = z.object({
  type: z.literal('alert'),
  text: storedText().refine((s) => s.trim().length > 0, 'must not be empty'),
  className: alertClassNameSchema.optional().catch(undefined),
  buttons: z.array(z.enum(['OK', 'Reload', 'ok', 'reload'])).optional(),
});
export type AlertPush = z.infer<typeof alertPushSchema>;
