/**
 * The one way text goes into markup (issue 31: five escapers each did part of it). XML (Word and PowerPoint parts,
 * SVG, Office properties) and HTML (e-mails, the local pages) alike: the five special characters become entities,
 * and what XML 1.0 does not allow (C0 controls but tab, line feed and carriage return; lone surrogates; U+FFFE and
 * U+FFFF) is left out, so no text a user typed can break the file or the page.
 */
const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
  '<': '&lt;',
  '>': '&gt;',
};
/** HTML 4 and most mail clients know no '&apos;'. */
const HTML_ENTITIES: Readonly<Record<string, string>> = { ...XML_ENTITIES, "'": '&#39;' };

const SPECIAL =
  // eslint-disable-next-line no-control-regex
  /[&"'<>\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text or an attribute value as XML, escaped as docx escapes it. */
export const escapeXml = (value: string): string => value.replace(SPECIAL, (c) => XML_ENTITIES[c] ?? '');

/** Text or an attribute value as HTML. */
export const escapeHtml = (value: string): string => value.replace(SPECIAL, (c) => HTML_ENTITIES[c] ?? '');
