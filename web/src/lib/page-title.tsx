/**
 * The browser's title for each page (WCAG 2.4.2): `page – section – Solution Portal`. The route table names every
 * route's page (its h1) and section; the router wraps each route in PageTitle, and a page whose heading comes from
 * its data (a solution's name) names itself with usePageTitle once the data is loaded. No other code writes
 * document.title.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export const PORTAL_NAME = 'Solution Portal';

/** `parts` from the most specific (the page) to the least, then the portal's name; empty parts are left out. */
export function documentTitle(...parts: (string | undefined)[]): string {
  return [...parts.map((part) => part?.trim()), PORTAL_NAME].filter(Boolean).join(' – ');
}

/** The title of one route: its page and section, and the name a page gave itself, if any. */
class TitleSlot {
  private page: string | undefined;
  private section: string | undefined;
  private name: string | undefined;

  show(page: string, section: string | undefined): void {
    this.page = page;
    this.section = section;
    this.write();
  }

  rename(name: string | undefined): void {
    this.name = name;
    this.write();
  }

  private write(): void {
    // A page's effects run before its route's: its name waits for the route's title to be known.
    if (this.page === undefined) return;
    document.title = documentTitle(this.name?.trim() || this.page, this.section);
  }
}

const PageTitleContext = createContext<TitleSlot | null>(null);

export interface PageTitleProps {
  /** The page's heading, as the user reads it. */
  title: string;
  /** The area the page belongs to ('Admin'), shown after the page. */
  section?: string | undefined;
  children: ReactNode;
}

/** Titles the document while `children` (a route's page) are shown. */
export function PageTitle({ title, section, children }: PageTitleProps) {
  const [slot] = useState(() => new TitleSlot());
  useEffect(() => slot.show(title, section), [slot, title, section]);
  return <PageTitleContext.Provider value={slot}>{children}</PageTitleContext.Provider>;
}

/**
 * Names the page in the title instead of its route's title (a solution's name once it is loaded), while the
 * calling component is shown; undefined keeps the route's title. Outside a PageTitle it does nothing.
 */
export function usePageTitle(name: string | undefined): void {
  const slot = useContext(PageTitleContext);
  useEffect(() => {
    if (!slot) return;
    slot.rename(name);
    return () => slot.rename(undefined);
  }, [slot, name]);
}
