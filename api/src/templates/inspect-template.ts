/**
 * What a template file holds and whether generation can use it (docs/templates.md). A Word template needs one
 * paragraph holding only {{content}} in its main text and no placeholder the portal does not fill; a slide-deck
 * template needs a theme with colours and fonts. Neither may hold macros. Run on every upload (a 400 names what is
 * missing) and again in the document job on the stored file (a clear failure, never a corrupt document).
 */
import {
  CONTENT_PLACEHOLDER,
  DECK_TEXTS,
  deckTextsIn,
  placeholdersIn,
  TEMPLATE_PLACEHOLDER_KEYS,
  type TemplateFormat,
} from '@portal/domain';
import { readTheme } from 'docx';
import { DEFAULT_LOOK, textOn, type DocumentLook } from './document-look.ts';
import { paragraphsOf, UnreadableXmlError, type XmlParagraph } from './template-xml.ts';
import { readZipParts, UnreadableZipError, zipEntryNames } from './zip-parts.ts';

export interface TemplateTheme {
  colours: { name: string; hex: string }[];
  headingFont: string;
  bodyFont: string;
}

export interface TemplateInspection {
  format: TemplateFormat;
  /** Known placeholders found (Word templates). */
  placeholders: string[];
  /** Labelled texts found (slide-deck templates). */
  texts: { label: string; value: string }[];
  theme?: TemplateTheme;
  /** Why the file cannot be used; empty when it can. */
  problems: string[];
  /** The look documents generated from it get. */
  look: DocumentLook;
}

const HEX = /^[0-9A-F]{6}$/i;
const THEME_COLOURS = [
  ['dark1', 'Dark 1'],
  ['light1', 'Light 1'],
  ['dark2', 'Dark 2'],
  ['light2', 'Light 2'],
  ['accent1', 'Accent 1'],
  ['accent2', 'Accent 2'],
  ['accent3', 'Accent 3'],
  ['accent4', 'Accent 4'],
  ['accent5', 'Accent 5'],
  ['accent6', 'Accent 6'],
] as const;

type ThemeOptions = ReturnType<typeof readTheme>;

const fontName = (font: NonNullable<ThemeOptions['fonts']>['body']): string | undefined =>
  typeof font === 'string' ? font : font?.latin;

function themeOf(xml: string | undefined): TemplateTheme | undefined {
  if (!xml) return undefined;
  let options: ThemeOptions;
  try {
    options = readTheme(xml);
  } catch {
    return undefined;
  }
  const colours = THEME_COLOURS.flatMap(([key, name]) => {
    const hex = options.colors?.[key];
    return hex && HEX.test(hex) ? [{ name, hex: hex.toUpperCase() }] : [];
  });
  return {
    colours,
    headingFont: fontName(options.fonts?.headings)?.slice(0, 100) ?? '',
    bodyFont: fontName(options.fonts?.body)?.slice(0, 100) ?? '',
  };
}

function lookOf(theme: TemplateTheme | undefined, texts: Partial<Record<string, string>> = {}): DocumentLook {
  const colour = (name: string, fallback: string) =>
    theme?.colours.find((c) => c.name === name)?.hex ?? fallback;
  const d = DEFAULT_LOOK;
  const primary = colour('Accent 1', d.colours.primary);
  return {
    company: texts.company ?? d.company,
    footer: texts.footer ?? d.footer,
    coverLabel: (kind) => texts.coverLabel ?? kind,
    colours: {
      primary,
      onPrimary: textOn(primary),
      tint: colour('Light 2', d.colours.tint),
      text: colour('Dark 1', d.colours.text),
      muted: colour('Dark 2', d.colours.muted),
    },
    fonts: { heading: theme?.headingFont || d.fonts.heading, body: theme?.bodyFont || d.fonts.body },
  };
}

const macros = (names: string[]) =>
  names.some((n) => /vbaProject\.bin$/i.test(n))
    ? ['it holds macros (vbaProject.bin): save it again as a file without macros']
    : [];

const quoted = (keys: string[]) => keys.map((k) => `{{${k}}}`).join(', ');

function contentProblems(body: XmlParagraph[], around: XmlParagraph[]): string[] {
  const holds = (p: XmlParagraph) => placeholdersIn(p.text).includes(CONTENT_PLACEHOLDER);
  const found = body.filter(holds);
  if (!found.length) {
    return around.some(holds)
      ? ['{{content}} is in a header or footer: put it in a paragraph of its own in the main text']
      : [
          'it has no {{content}} paragraph: add a paragraph holding only {{content}} where the generated text should go',
        ];
  }
  if (found.length > 1) return ['it holds {{content}} more than once: keep one'];
  const [p] = found as [XmlParagraph];
  if (p.nested)
    return ['{{content}} is inside a table or text box: put it in a paragraph of its own in the main text'];
  if (p.text.replace(/\{\{\s*content\s*\}\}/, '').trim())
    return ['{{content}} shares its paragraph with other text: give it a paragraph of its own'];
  return [];
}

async function inspectWord(data: Buffer): Promise<TemplateInspection> {
  const names = await zipEntryNames(data);
  const parts = await readZipParts(data, (n) =>
    /^word\/(document|header\d*|footer\d*)\.xml$|^word\/theme\/theme1\.xml$/.test(n),
  );
  const document = parts.get('word/document.xml');
  const theme = themeOf(parts.get('word/theme/theme1.xml'));
  const base = { format: 'docx' as const, texts: [], look: lookOf(theme), ...(theme ? { theme } : {}) };
  if (!document) return { ...base, placeholders: [], problems: ['it has no main text (word/document.xml)'] };
  const body = paragraphsOf(document, 'w');
  const around = [...parts]
    .filter(([name]) => /^word\/(header|footer)/.test(name))
    .flatMap(([, xml]) => paragraphsOf(xml, 'w'));
  const keys = [...new Set([...body, ...around].flatMap((p) => placeholdersIn(p.text)))];
  const unknown = keys.filter((k) => !TEMPLATE_PLACEHOLDER_KEYS.has(k));
  const problems = [
    ...macros(names),
    ...contentProblems(body, around),
    ...(unknown.length
      ? [
          `it has placeholders the portal does not fill: ${quoted(unknown.slice(0, 10))} (see the list of placeholders)`,
        ]
      : []),
  ];
  return { ...base, placeholders: keys.filter((k) => TEMPLATE_PLACEHOLDER_KEYS.has(k)), problems };
}

async function inspectDeck(data: Buffer): Promise<TemplateInspection> {
  const names = await zipEntryNames(data);
  const themes = names.filter((n) => /^ppt\/theme\/theme\d+\.xml$/.test(n)).sort();
  const wantedTheme = themes.includes('ppt/theme/theme1.xml') ? 'ppt/theme/theme1.xml' : themes[0];
  const parts = await readZipParts(data, (n) => n === wantedTheme || /^ppt\/slides\/slide\d+\.xml$/.test(n));
  const theme = themeOf(wantedTheme ? parts.get(wantedTheme) : undefined);
  const slides = [...parts]
    .filter(([name]) => name.startsWith('ppt/slides/'))
    .sort(([a], [b]) => Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]));
  const found = deckTextsIn(slides.flatMap(([, xml]) => paragraphsOf(xml, 'a').map((p) => p.text)));
  const texts = DECK_TEXTS.flatMap((t) => (found[t.key] ? [{ label: t.label, value: found[t.key]! }] : []));
  const problems = [...macros(names)];
  if (!names.includes('ppt/presentation.xml'))
    problems.push('it has no presentation part (ppt/presentation.xml)');
  if (!theme)
    problems.push('it has no theme (ppt/theme/theme1.xml): save it from PowerPoint as a .pptx presentation');
  else if (!theme.colours.some((c) => c.name === 'Accent 1'))
    problems.push(
      'its theme has no colours (Accent 1): pick a colour scheme under Design > Variants > Colors',
    );
  return {
    format: 'pptx',
    placeholders: [],
    texts,
    ...(theme ? { theme } : {}),
    problems,
    look: lookOf(theme, found),
  };
}

/** Inspects a template file of this format (already checked as a sound Office zip). */
export async function inspectTemplate(format: TemplateFormat, data: Buffer): Promise<TemplateInspection> {
  try {
    return format === 'docx' ? await inspectWord(data) : await inspectDeck(data);
  } catch (err) {
    if (!(err instanceof UnreadableZipError || err instanceof UnreadableXmlError)) throw err;
    return {
      format,
      placeholders: [],
      texts: [],
      problems: [`the file is not a valid .${format} document: ${err.message}`],
      look: DEFAULT_LOOK,
    };
  }
}
