/**
 * The look shared by every generated document: colours, fonts and the fixed texts (docs/documents.md). The built-in
 * look is the default templates' (docs/templates.md); an admin's slide-deck template replaces it with its theme's
 * colours and fonts and its labelled texts (templates/inspect-template.ts). Word documents take their look from the
 * template file itself (styles, cover, headers and footers); only the table header colour comes from here.
 */
export const BRAND = {
  primary: '0F4C81',
  tint: 'E8F0F8',
  text: '1F1F1F',
  muted: '605E5C',
} as const;

export interface LookColours {
  /** Title bars, table headers, the cover (a theme's accent 1). */
  primary: string;
  /** Text on the primary colour: white, or dark text on a light primary colour. */
  onPrimary: string;
  /** Panels behind figures (a theme's light 2). */
  tint: string;
  /** Body text (a theme's dark 1). */
  text: string;
  /** Captions and footers (a theme's dark 2). */
  muted: string;
}

export interface DocumentLook {
  company: string;
  footer: string;
  coverLabel(kind: string): string;
  colours: LookColours;
  fonts: { heading: string; body: string };
}

/** Relative luminance of an RGB hex colour (WCAG), 0 black to 1 white. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** White on dark colours, near-black on light ones (whichever contrasts more). */
export const textOn = (hex: string): string => {
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= (l + 0.05) / (luminance(BRAND.text) + 0.05) ? 'FFFFFF' : BRAND.text;
};

export const DEFAULT_LOOK: DocumentLook = {
  company: 'Solution Portal',
  footer: 'Commercial in confidence',
  coverLabel: (kind) => kind,
  colours: { ...BRAND, onPrimary: 'FFFFFF' },
  fonts: { heading: 'Calibri', body: 'Calibri' },
};
