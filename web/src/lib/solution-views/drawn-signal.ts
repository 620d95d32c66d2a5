/**
 * The screenshot routes' "fully drawn" signal for the document jobs: once a view has drawn everything (charts
 * after plotly's first plot), `<html data-drawn="true">` is set after two animation frames.
 */
import { useEffect } from 'react';

export const DRAWN_ATTRIBUTE = 'data-drawn';

export function useDrawnSignal(active: boolean, ready: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    if (!ready) {
      root.setAttribute(DRAWN_ATTRIBUTE, 'false');
      return;
    }
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => root.setAttribute(DRAWN_ATTRIBUTE, 'true'));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [active, ready]);
}
