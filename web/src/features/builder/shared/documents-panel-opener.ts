/**
 * Opens the solution page's Documents panel from anywhere on the page (issue 32: the Scope step's 'Generate the
 * customer proposal' shows its progress and pages there). Null where the page has no Documents panel.
 */
import { createContext, useContext } from 'react';

export const DocumentsPanelOpenerContext = createContext<(() => void) | null>(null);

export function useOpenDocumentsPanel(): (() => void) | null {
  return useContext(DocumentsPanelOpenerContext);
}
