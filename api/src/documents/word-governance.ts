/**
 * How the work is run (the proposal, the solution plan and the contract, issue 29): the meetings that steer it, the decisions at its gates and who
 * does what on each side. A delivery lead expects these in a plan; they follow from the plan's own content (a pilot
 * and waves add a go-ahead; a handover deliverable, a handover meeting) and name the client, never a person the
 * solution does not know.
 */
import type { DocumentModel } from '@portal/domain';
import { bullets, para } from '../templates/word-blocks.ts';
import { part, sub, type Part, type Tables } from './word-sections.ts';

export function governance(tx: Tables, m: DocumentModel): Part[] {
  // The defined term: every Word document defines "the Client" where it starts.
  const who = 'the Client';
  const waves = m.bid.waves.length > 0;
  const gates = [
    'Each milestone is confirmed in writing by the supplier\u2019s project manager and accepted as set out under Acceptance of the work.',
    ...(waves
      ? [
          'A go-ahead meeting closes each pilot: the pilot report, the fixes made and the first wave\u2019s readiness; no wave starts without it.',
        ]
      : []),
    'A handover meeting closes delivery: open issues, known errors and the support procedures pass to the client\u2019s support.',
  ];
  return part(
    'How the work is run',
    [
      para(
        `The supplier\u2019s project manager runs the plan day to day with ${who}\u2019s project manager; decisions that change the scope, the price or the dates go through change control.`,
      ),
    ],
    sub(
      'Meetings',
      bullets([
        'Weekly progress meeting of the two project managers, from a written status report the supplier sends the day before: the work done and planned for the next two weeks, the milestones and waves against the plan, and the RAID log (risks, assumptions, issues and dependencies), which the supplier keeps and shares after each meeting.',
        `Monthly steering meeting with ${who}\u2019s sponsor: progress against the milestones, decisions needed and change requests.`,
        'A design review of each design deliverable with the client\u2019s technical owners before it is submitted for acceptance.',
      ]),
    ),
    sub('Gates', bullets(gates)),
    sub(
      'Who does what',
      tx.table(
        ['Role', 'Side', 'Responsible for'],
        [
          [
            'Sponsor',
            'Client',
            'Steering decisions, priorities and escalations; accepts the milestones, or raises defects against them within five working days.',
          ],
          [
            'Project manager',
            'Client',
            'The client\u2019s dependencies on time: access, test devices, pilot users, site access and communications to staff.',
          ],
          [
            'Technical owners',
            'Client',
            'Design reviews, the test results and the decisions on applications and policies.',
          ],
          [
            'Project manager',
            'Supplier',
            'The plan, the RAID log, weekly reports and the milestones\u2019 confirmation.',
          ],
          [
            'Delivery team',
            'Supplier',
            'The activities of the plan, their deliverables and the fixes raised against them.',
          ],
        ],
      ),
    ),
  );
}

/** Where the offshore team works, from its roles' locations ('Offshore India' reads 'delivery centre in India'). */
export function offshoreCentre(m: DocumentModel): string {
  const countries = [
    ...new Set(
      m.people.roles.flatMap((r) =>
        /^offshore\s+\S/i.test(r.location) ? [r.location.replace(/^offshore\s+/i, '')] : [],
      ),
    ),
  ];
  return countries.length ? `delivery centre in ${countries.join(' and ')}` : 'delivery centre';
}

/** The group company employing the delivery centre's people, where part of the team works offshore (else ''). */
export function deliveryCompany(m: DocumentModel): string {
  return m.bid.team.offshoreDays > 0 ? m.bid.supplier.deliveryCentreCompany : '';
}

/**
 * How the client's personal data is handled: as its processor, and, where part of the team works offshore, through
 * secured remote access only (a regulated client asks this first).
 */
export function dataProtection(m: DocumentModel, contract = false): string {
  // The defined term: every Word document defines "the Client" where it starts.
  const who = 'the Client';
  const centre = offshoreCentre(m);
  const company = deliveryCompany(m);
  const employer = company
    ? `, employed by ${company} (a company of the Supplier\u2019s group that ${who} agrees to as its sub-processor),`
    : '';
  const offshore =
    m.bid.team.offshoreDays > 0
      ? ` Engineers at the Supplier\u2019s ${centre}${employer} work on ${who}\u2019s systems only through secured remote access${contract ? ', as the remote access model in Schedule 1 sets out' : ''}; none of ${who}\u2019s data is copied to or stored at the delivery centre, and any personal data they see is transferred under the UK International Data Transfer Agreement, ${contract ? 'with the transfer risk assessment in Schedule 2' : 'with a transfer risk assessment the Supplier sends with the remote access model'}.`
      : '';
  return `Where the Supplier processes personal data for ${who}, it does so as ${who}\u2019s processor under the data processing terms of its standard terms and conditions and the UK GDPR.${offshore}`;
}

/**
 * The particulars of the processing that UK GDPR Article 28(3) asks a processing contract to set out, for the
 * document the client signs (the contract, or the proposal where the client accepts by signing it): a procurement
 * reader of the contract looked for them beside the paragraph above (forty-seventh reading).
 */
export function processingDetails(m: DocumentModel): string[][] {
  const company = deliveryCompany(m);
  const processors = company
    ? `engages no sub-processor but ${company}, named above, without`
    : 'engages no other processor without';
  return [
    [
      'Subject matter and duration',
      'The work in this document, from mobilisation until it ends; the Supplier then returns or deletes the personal data, as the Client chooses, and confirms it in writing.',
    ],
    [
      'Nature and purpose',
      'Reading, recording and changing the user, device and application records in the Client\u2019s systems, only to deliver this work.',
    ],
    [
      'Personal data',
      'The names, work contact details, user names and sites of the Client\u2019s users; the names, serial numbers and users of their devices; the logs of the work done on them; and whatever customer records are on a device\u2019s screen while an engineer fixes it, which the engineer does not open, copy or keep.',
    ],
    [
      'Data subjects',
      'The Client\u2019s staff and contractors whose accounts, devices or applications the work touches, and its customers whose records an engineer may see on a device while fixing it (seen, never copied).',
    ],
    [
      'The Supplier\u2019s duties',
      `It acts only on the Client\u2019s written instructions, this document among them; keeps the data confidential and secure; ${processors} the Client\u2019s written agreement; tells the Client of a personal data breach without undue delay and within 24 hours of learning of it; helps the Client answer data subjects and the regulator; and opens its processing to the Client\u2019s audit as the records and audit term allows.`,
    ],
  ];
}
