/**
 * The Word documents with awkward text (markup characters, quotes, control characters, a lone surrogate) in their
 * tables' cells: the file opens, its XML and every table's XML parse, and the text reads escaped (table-xml.ts).
 */
import { SAMPLE_DOCUMENT_ESTIMATE, buildDocumentModel, type Solution } from '@portal/domain';
import { XMLValidator } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CAPABILITY_ROLES } from '../seed/seed-data/capability-roles.ts';
import { demoSolutions } from '../seed/seed-data/demo-solutions.ts';
import { SECURITY_CONTROLS } from '../reference/built-in/security-controls.ts';
import { STAFFING_LEVELS } from '../seed/seed-data/staffing-levels.ts';
import { DEFAULT_LOOK } from '../templates/document-look.ts';
import { writeWordDocument } from './word-documents.ts';

const AWKWARD = `R&D <team> "quoted" it's a > b\u0001\u0008\u000B\u001F end`;

describe("the Word documents' tables", () => {
  it('in a generated document open and parse with awkward text in their cells', async () => {
    const model = buildDocumentModel({
      solution: demoSolutions(new Date('2026-11-26T00:00:00Z'))[0] as Solution,
      roles: CAPABILITY_ROLES,
      levels: STAFFING_LEVELS,
      controls: SECURITY_CONTROLS,
      generatedAt: new Date('2026-11-26T00:00:00Z'),
      preparedBy: 'O\'Neil "Sam"',
      variant: 'internal',
      estimate: SAMPLE_DOCUMENT_ESTIMATE,
    });
    const awkward = {
      ...model,
      name: `${AWKWARD} \uD800`,
      client: 'A & B <Ltd>',
      deliverables: model.deliverables.map((d, i) => (i ? d : { ...d, name: `${AWKWARD} \uD800` })),
    };
    const parts = unzipSync(await writeWordDocument(awkward, 5, DEFAULT_LOOK));
    const xml = strFromU8(parts['word/document.xml']!);
    expect(XMLValidator.validate(xml)).toBe(true);
    const tables = xml.match(/<w:tbl>[\s\S]*?<\/w:tbl>/g) ?? [];
    expect(tables.length).toBeGreaterThan(3);
    for (const t of tables) expect(XMLValidator.validate(t), t.slice(0, 200)).toBe(true);
    const inTables = tables.join('');
    expect(inTables).toContain('<w:t xml:space="preserve">A &amp; B &lt;Ltd&gt;</w:t>');
    expect(inTables).toContain('R&amp;D &lt;team&gt; &quot;quoted&quot; it&apos;s a &gt; b end');
    // eslint-disable-next-line no-control-regex
    expect(inTables).not.toMatch(/[\x00-\x08\x0B\x0C\x0E-\x1F]|\uD800/);
  });
});
