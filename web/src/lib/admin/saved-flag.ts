import { useCallback, useEffect, useRef, useState } from 'react';

/** How long an admin page shows its 'Saved!' confirmation (spec: about 1.5 s; 1 s for notifications). */
export const SAVED_CONFIRMATION_MS = 1_500;

/** A 'Saved!' flag that turns itself off after `ms`. */
export function useSavedFlag(ms = SAVED_CONFIRMATION_MS): [boolean, () => void] {
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setSaved(true);
    timer.current = setTimeout(() => setSaved(false), ms);
  }, [ms]);
  return [saved, show];
}
