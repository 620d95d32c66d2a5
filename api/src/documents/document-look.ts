/** The look shared by every generated document: colours and the fixed texts (docs/documents.md). */
export const BRAND = {
  primary: '0F4C81',
  tint: 'E8F0F8',
  text: '1F1F1F',
  muted: '605E5C',
} as const;

export interface DocumentLook {
  company: string;
  footer: string;
  coverLabel(kind: string): string;
}

export const DEFAULT_LOOK: DocumentLook = {
  company: 'Solution Portal',
  footer: 'Commercial in confidence',
  coverLabel: (kind) => kind,
};
