/**
 * Web tests: waitFor and findBy* give up after 10 s instead of Testing Library's 1 s. Pages are lazy-loaded and
 * transformed on first import; on a loaded two-core CI machine that first import alone can pass 1 s, which failed
 * the shell's route tests at random. A test that is really broken still fails, only later.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

// Fluent's motions (a dialog, an accordion panel, a popover) call Element.animate; happy-dom cancels a running one
// with an AbortError nobody awaits when the test unmounts it, an unhandled rejection that fails the run though
// every test passed. Without `animate` Fluent takes its no-motion path, as it does in a browser asked for reduced
// motion. Files in the node environment have no Element.
if (typeof Element !== 'undefined') {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
}
