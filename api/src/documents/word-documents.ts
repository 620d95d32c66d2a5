/**
 * The Word documents (docx): the proposal (type 3), the SP051 solution plan (type 4) and the capability contract
 * (type 5), each laid out from the document model (docs/documents.md). Charts are PNGs (chart-images.ts).
 */
import type { DocumentModel } from '@portal/domain';
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  PageBreak,
  PageNumber,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { pyramidChart, riskRadar, timelineChart } from './chart-images.ts';
import { BRAND, type DocumentLook } from './document-look.ts';
import {
  bullets,
  facts,
  TABLE_TEXT_STYLE,
  figure,
  heading,
  para,
  richParagraphs,
  table,
  type Block,
} from './word-blocks.ts';

export type WordKind = 3 | 4 | 5;

const TITLES: Record<WordKind, string> = {
  3: 'Proposal',
  4: 'Solution Plan (SP051)',
  5: 'Capability Contract',
};

function cover(m: DocumentModel, kind: WordKind, look: DocumentLook): Block[] {
  return [
    new Paragraph({
      spacing: { before: 2400 },
      children: [new TextRun({ text: look.coverLabel(TITLES[kind]), size: 32, color: BRAND.muted })],
    }),
    new Paragraph({
      spacing: { after: 240 },
      children: [new TextRun({ text: m.name, bold: true, size: 56, color: BRAND.primary })],
    }),
    new Paragraph({ spacing: { after: 600 }, children: [new TextRun({ text: m.client, size: 36 })] }),
    ...facts([
      ['Solution', m.id],
      ['Prepared by', m.preparedBy],
      ['Date', m.generatedOn],
      ['Stage', m.stage],
    ]),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

function summary(m: DocumentModel): Block[] {
  return [
    heading('Summary'),
    ...facts([
      ['Client', m.client],
      ['Country', m.country],
      ['Expected start', m.expectedStart],
      ['Delivery', `${m.totals.workStart} to ${m.totals.endDate} (${m.totals.deliveryWeeksText})`],
      ['Mobilisation', `${m.totals.mobilisationWeeks} weeks`],
      ['Total effort', `${m.totals.hoursText} (${m.totals.weeksText})`],
      ['ROM estimate', `${m.totals.romHoursText} (${m.totals.romWeeksText})`],
      ['Capabilities in scope', String(m.totals.capabilities)],
      ['Solution complexity', m.complexity],
      ['AEP solution type', m.aepSolutionType],
    ]),
    heading('Description of requirements', 2),
    ...richParagraphs(m.requirement),
  ];
}

function content(m: DocumentModel, only?: string[]): Block[] {
  const out: Block[] = [];
  for (const s of m.sections) {
    if (only && !only.includes(s.title)) continue;
    out.push(heading(s.title));
    const own = s.lines.some((l) => l.length);
    if (own || !s.parts.length) out.push(...richParagraphs(s.lines));
    for (const p of s.parts) out.push(heading(p.title, 2), ...richParagraphs(p.lines));
  }
  return out;
}

function scope(m: DocumentModel, withActions: boolean): Block[] {
  const out: Block[] = [heading('Scope')];
  out.push(
    ...table(
      ['Capability', 'Hours', 'Start', 'End'],
      m.capabilities.map((c) => [c.path, c.hours, c.startDate, c.endDate]),
      [52, 12, 18, 18],
      'No capability is in scope yet.',
    ),
  );
  if (!withActions) return out;
  for (const c of m.capabilities) {
    out.push(heading(c.path, 2));
    out.push(
      ...table(
        ['Action', 'Phase', 'Hours', 'Start', 'End', 'Roles'],
        c.actions.map((a) => [a.name, a.phase, a.hours, a.startDate, a.endDate, a.roles || '—']),
        [26, 10, 8, 13, 13, 30],
      ),
    );
  }
  return out;
}

function timelineBlocks(m: DocumentModel): Block[] {
  const chart = timelineChart(m);
  return [
    heading('Timeline'),
    para(
      `Mobilisation of ${m.totals.mobilisationWeeks} weeks from ${m.expectedStart}; delivery from ${m.totals.workStart} to ${m.totals.endDate} (${m.totals.deliveryWeeksText}).`,
    ),
    ...(chart ? figure(chart.png, chart.width, chart.height, 'Timeline by capability') : []),
  ];
}

function team(m: DocumentModel, withRoles: boolean): Block[] {
  const chart = pyramidChart(m);
  const out: Block[] = [
    heading('Team'),
    ...table(
      ['Team', 'Onshore roles', 'Onshore days', 'Offshore roles', 'Offshore days', 'Onshore : offshore'],
      m.people.tables.map((t) => [
        t.title,
        t.onshore.roles,
        t.onshore.days,
        t.offshore.roles,
        t.offshore.days,
        t.ratio,
      ]),
      [24, 13, 13, 13, 13, 24],
      'No roles are staffed on the actions in scope yet.',
    ),
  ];
  if (withRoles) {
    out.push(
      heading('Roles', 2),
      ...table(
        ['Role', 'Team', 'Location', 'Level', 'Days'],
        m.people.roles.map((r) => [r.name, r.team, r.location, r.level, r.days]),
        [32, 15, 19, 22, 12],
      ),
    );
  }
  if (chart)
    out.push(...figure(chart.png, chart.width, chart.height, 'Overall pyramid (FTE by resource level)'));
  return out;
}

function riskBlocks(m: DocumentModel): Block[] {
  const chart = riskRadar(m);
  return [
    heading('Risk assessment'),
    ...(m.risk.sample ? [para('The risk assessment has not been answered yet.', { italic: true })] : []),
    ...table(
      ['Risk Block', 'Risk Score', 'Not Answered'],
      [
        ...m.risk.blocks.map((b) => [b.name, b.score.toFixed(2), b.notAnswered]),
        ['Overall (sum / 7)', m.risk.overall.toFixed(2), ''],
      ],
      [60, 20, 20],
    ),
    ...figure(chart.png, chart.width, chart.height, 'Risk score by block'),
    heading('Risks', 2),
    ...table(
      ['Risk', 'Consequence', 'Mitigation', 'Impact', 'Probability', 'Owner'],
      m.risks.map((r) => [r.name, r.consequence, r.mitigation, r.impact, r.probability, r.owner]),
      [19, 19, 22, 12, 14, 14],
    ),
  ];
}

function lists(m: DocumentModel, withWorkProducts: boolean): Block[] {
  const out: Block[] = [
    heading('Deliverables'),
    ...table(
      ['Deliverable', 'Description', 'Format', 'Action', 'Review cycles'],
      m.deliverables.map((d) => [d.name, d.description, d.format, d.action, d.review ?? '']),
      [22, 24, 12, 20, 22],
    ),
  ];
  if (withWorkProducts) {
    out.push(
      heading('Work products'),
      ...table(
        ['Work product', 'Description', 'Format', 'Action'],
        m.workProducts.map((d) => [d.name, d.description, d.format, d.action]),
        [26, 40, 12, 22],
      ),
    );
    out.push(
      heading('Tools and resources'),
      ...table(
        ['Tool', 'Description', 'Used by'],
        m.tools.map((t) => [t.name, t.description, t.actions]),
        [26, 44, 30],
      ),
    );
  }
  out.push(heading('Assumptions'), ...bullets(m.assumptions.map((a) => a.name)));
  out.push(heading('Dependencies'), ...bullets(m.dependencies.map((d) => d.name)));
  return out;
}

function security(m: DocumentModel): Block[] {
  return [
    heading('Baseline security controls'),
    ...table(
      ['Domain', 'Applicable', 'Total'],
      m.security.domains.map((d) => [d.domain, d.applicable, d.total]),
      [50, 25, 25],
    ),
    ...(m.security.rows.length
      ? [para(`Applicable controls: ${m.security.rows.flat().join(', ')}`)]
      : [para('No control is linked to the actions in scope.', { italic: true })]),
  ];
}

function approvals(m: DocumentModel, signature: boolean): Block[] {
  const rows = m.approvals.map((a) => [a.name, a.approvedAt || 'Pending', '']);
  return [
    heading(signature ? 'Acceptance' : 'Approvals'),
    ...(signature
      ? [
          para(
            'Signed for and on behalf of the parties named below, who accept the scope, deliverables and review cycles of this contract.',
          ),
        ]
      : []),
    ...table(
      ['Name', 'Approved', 'Signature'],
      signature ? [...rows, [m.client, '', ''], [m.owner, '', '']] : rows,
      [40, 25, 35],
      'No approver has been named yet.',
    ),
  ];
}

function documentControl(m: DocumentModel): Block[] {
  return [
    heading('Document control'),
    ...table(
      ['Version', 'Date', 'Author', 'Change'],
      [['1.0', m.generatedOn, m.preparedBy, `Generated from solution ${m.id}`]],
      [15, 20, 30, 35],
    ),
  ];
}

function body(m: DocumentModel, kind: WordKind): Block[] {
  if (kind === 3) {
    return [
      ...summary(m),
      ...content(m),
      ...scope(m, false),
      ...timelineBlocks(m),
      ...team(m, false),
      ...riskBlocks(m),
      ...lists(m, false),
      ...approvals(m, false),
    ];
  }
  if (kind === 4) {
    return [
      ...documentControl(m),
      ...summary(m),
      ...content(m),
      ...scope(m, true),
      ...timelineBlocks(m),
      ...team(m, true),
      ...riskBlocks(m),
      ...security(m),
      ...lists(m, true),
      ...approvals(m, false),
    ];
  }
  return [
    heading('Parties'),
    ...facts([
      ['Client', m.client],
      ['Supplier', 'The provider'],
      ['Solution', `${m.name} (${m.id})`],
      ['Start', m.totals.workStart],
      ['End', m.totals.endDate],
    ]),
    heading('Requirements'),
    ...richParagraphs(m.requirement),
    ...content(m, ['Scope Definition']),
    ...scope(m, true),
    ...lists(m, false),
    heading('Charges'),
    para(
      `The work is estimated at ${m.totals.hoursText} (${m.totals.weeksText}) of effort, delivered from ${m.totals.workStart} to ${m.totals.endDate}.`,
    ),
    ...approvals(m, true),
  ];
}

export async function writeWordDocument(
  m: DocumentModel,
  kind: WordKind,
  look: DocumentLook,
): Promise<Buffer> {
  const doc = new Document({
    creator: m.preparedBy,
    title: `${m.name}: ${TITLES[kind]}`,
    description: `${TITLES[kind]} for ${m.client}`,
    styles: {
      default: { document: { run: { font: 'Calibri', size: 21 } } },
      paragraphStyles: [
        {
          id: 'Heading1',
          name: 'Heading 1',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { size: 32, bold: true, color: BRAND.primary },
        },
        {
          id: TABLE_TEXT_STYLE,
          name: 'Table Text',
          basedOn: 'Normal',
          quickFormat: true,
          run: { size: 19 },
          paragraph: { spacing: { after: 0 } },
        },
        {
          id: 'Heading2',
          name: 'Heading 2',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { size: 26, bold: true, color: BRAND.text },
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 },
          },
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({ text: `${m.name} · ${TITLES[kind]}`, size: 16, color: BRAND.muted }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    children: [`${look.footer} · Page `, PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                    size: 16,
                    color: BRAND.muted,
                  }),
                ],
              }),
            ],
          }),
        },
        children: [...cover(m, kind, look), ...body(m, kind)],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
