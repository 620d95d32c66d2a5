/**
 * Writes the five default document templates (docs/templates.md) to scripts/templates/defaults/, from the code the
 * seed uses (api/src/templates/default-templates.ts): the same bytes on every run, so a change to the defaults shows
 * as a change to these files. api/test/templates.test.ts checks they are current.
 * Run: npm run templates
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildDefaultTemplate } from '../../api/src/templates/default-templates.ts';
import { TEMPLATES } from '../../api/src/reference/built-in/templates.ts';

const dir = fileURLToPath(new URL('./defaults/', import.meta.url));
await mkdir(dir, { recursive: true });
for (const template of TEMPLATES) {
  const data = await buildDefaultTemplate(template.id);
  if (!data) throw new Error(`No default template for ${template.id}`);
  await writeFile(`${dir}${template.filename}`, data);
  console.log(`${template.filename}: ${data.length} bytes`);
}
