/**
 * Brings a heading into view and gives it the focus, once every dialog has gone: a closing Fluent dialog gives
 * the focus back to its trigger when it unmounts, which would otherwise take the reader back up the page.
 */
export function scrollToSection(anchor: string, { maxWaitMs = 1_500 } = {}): void {
  const started = performance.now();
  const go = () => {
    const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
    if (dialogOpen && performance.now() - started < maxWaitMs) {
      requestAnimationFrame(go);
      return;
    }
    const heading = document.getElementById(anchor);
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  };
  requestAnimationFrame(go);
}
