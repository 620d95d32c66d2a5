/** Demo and production modes (spec: Modes). Production is the default; the server decides if demo is allowed. */
export const MODES = ['production', 'demo'] as const;
export type Mode = (typeof MODES)[number];

export const DEFAULT_MODE: Mode = 'production';

/** The mode a user works in: demo only when the server allows it and the user chose it. */
export function effectiveMode(serverAllowsDemo: boolean, chosen: Mode | undefined): Mode {
  return serverAllowsDemo && chosen === 'demo' ? 'demo' : 'production';
}

/** Delay before the app redirects to /?t={timestamp} after a mode switch. */
export const MODE_SWITCH_REDIRECT_MS = 200;

export function modeSwitchTarget(now: number): string {
  return `/?t=${now}`;
}
