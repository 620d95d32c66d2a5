/**
 * Writes the CPoR proof-of-execution template offered in the wizard's Proof step
 * (web/public/templates/cpor-proof-of-execution.docx). Run: node scripts/templates/cpor-proof-template.mjs
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

const out = fileURLToPath(
  new URL('../../web/public/templates/cpor-proof-of-execution.docx', import.meta.url),
);

const line = { style: BorderStyle.SINGLE, size: 4, color: '8A8886' };
const borders = { top: line, bottom: line, left: line, right: line };
const cell = (text, bold = false) =>
  new TableCell({
    borders,
    width: { size: 50, type: WidthType.PERCENTAGE },
    children: [new Paragraph({ children: [new TextRun({ text, bold })] })],
  });
const fields = (rows) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(([label, value = '']) => new TableRow({ children: [cell(label, true), cell(value)] })),
  });
const para = (text) => new Paragraph({ spacing: { after: 160 }, children: [new TextRun(text)] });

const doc = new Document({
  creator: 'Solution Portal',
  title: 'Claiming Partner of Record: proof of execution',
  description: 'Template for the proof of execution of a Claiming Partner of Record (CPoR).',
  styles: { default: { document: { run: { font: 'Arial', size: 22 } } } },
  sections: [
    {
      children: [
        new Paragraph({
          heading: HeadingLevel.TITLE,
          alignment: AlignmentType.LEFT,
          children: [new TextRun('Claiming Partner of Record: proof of execution')],
        }),
        para(
          'This document records that the client has been informed of, and has accepted, the alliance partner ' +
            'named below as the Claiming Partner of Record (CPoR) for the contract identified below.',
        ),
        new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Opportunity')] }),
        fields([
          ['Client'],
          ['Solution (portal id and name)'],
          ['Contract reference'],
          ['Contract start date (DD-MM-YYYY)'],
        ]),
        new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Claiming partner')] }),
        fields([['Partner organisation'], ['Partner contact (name and e-mail)'], ['Partner contribution']]),
        new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Approvals')] }),
        fields([['Regional alliance lead (name, date)'], ['Compliance team (name, date)']]),
        new Paragraph({
          heading: HeadingLevel.HEADING_1,
          children: [new TextRun('Disclosure and acceptance')],
        }),
        fields([
          ['Date the client was notified (DD-MM-YYYY)'],
          ['How the client was notified'],
          ['Date the client accepted (DD-MM-YYYY)'],
        ]),
        new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Signatures')] }),
        fields([
          ['For the client: name, role, signature, date'],
          ['For the provider: name, role, signature, date'],
          ['For the partner: name, role, signature, date'],
        ]),
      ],
    },
  ],
});

const buffer = await Packer.toBuffer(doc);
await writeFile(out, buffer);
console.log(`wrote ${out} (${buffer.length} bytes)`);
