/**
 * A name as it reads inside a sentence (issue 29): 'Application test results' reads 'application test results' after
 * 'the', while a name that starts with a product or a proper noun ('Intune design', 'Windows 11 build', 'SP051')
 * keeps its capital. A first word that is not plain lower case after its first letter (an acronym, 'iOS') stays.
 */
const PROPER = new Set([
  'active',
  'android',
  'apple',
  'autopilot',
  'azure',
  'conditional',
  'configuration',
  'defender',
  'entra',
  'exchange',
  'intune',
  'microsoft',
  'office',
  'onedrive',
  'purview',
  'sharepoint',
  'teams',
  'windows',
]);

export function inSentence(name: string): string {
  // The article 'A' is the one word of a letter that a sentence lowers ('a design changes …'); 'I' stays.
  if (/^A\s/.test(name)) return `a${name.slice(1)}`;
  const first = /^[A-Za-z]+/.exec(name)?.[0] ?? '';
  if (first.length < 2 || first.slice(1) !== first.slice(1).toLowerCase()) return name;
  if (first[0] !== first[0]!.toUpperCase() || PROPER.has(first.toLowerCase())) return name;
  return `${first[0]!.toLowerCase()}${name.slice(1)}`;
}
