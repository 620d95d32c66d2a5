/**
 * The contract's schedules where part of the team works at the delivery centre (issue 29): Schedule 1, the remote
 * access model, and Schedule 2, the transfer risk assessment. A regulated client's lawyer (fifty-third reading) would
 * not sign a contract whose order of precedence ranks two schedules it does not contain: they follow the signatures,
 * each a table of what the Supplier commits to, from what the documents already say (named and screened engineers,
 * secured and logged access, no data leaving the Client, the UK International Data Transfer Agreement).
 */
import { CONTRACT_SCHEDULES, type DocumentModel } from '@portal/domain';
import { para } from '../templates/word-blocks.ts';
import { part, type Part, type Tables } from './word-sections.ts';
import { deliveryCompany, offshoreCentre } from './word-governance.ts';

/** The remote access model's terms: who, how, what is logged, what never leaves, when access ends. */
export function remoteAccessRows(m: DocumentModel): string[][] {
  const company = deliveryCompany(m);
  const centre = offshoreCentre(m);
  return [
    [
      'Who has access',
      `Only the engineers named to the Client at mobilisation, at the Supplier\u2019s ${centre}${company ? ` (employed by ${company})` : ''}, each screened as the further terms require; the Client approves each name before their access is granted and may withdraw it at any time.`,
    ],
    [
      'How they connect',
      'Through the Client\u2019s own remote access (its VPN or virtual desktop gateway), with multi-factor authentication, from devices the Supplier manages and encrypts; each engineer has an account of their own, never a shared one, with only the rights the task needs, and administrative roles are activated for the task and expire.',
    ],
    [
      'What is recorded',
      'Every session is logged by the Client\u2019s systems; the Supplier keeps its own log of who worked on what and when, and gives both to the Client on request.',
    ],
    [
      'What never leaves',
      'No data of the Client\u2019s is copied, downloaded, printed, photographed or stored at the delivery centre; file transfer and clipboard to the engineer\u2019s device are turned off where the gateway allows; work is done in a secured room of the delivery centre, not from home.',
    ],
    [
      'When access ends',
      'Access is reviewed with the Client every month, removed within one working day when an engineer leaves the work, and removed for all when the work ends (as the exit term says).',
    ],
    [
      'Incidents',
      'A suspected security incident or personal data breach is reported to the Client without undue delay and within 24 hours, and the Supplier follows the Client\u2019s incident process.',
    ],
  ];
}

/** The transfer risk assessment's findings: the transfer, its mechanism, the risks and the safeguards. */
export function transferRiskRows(m: DocumentModel): string[][] {
  const company = deliveryCompany(m) || 'the Supplier\u2019s delivery centre';
  const country =
    offshoreCentre(m).replace(/^delivery centre in /, '') || 'the delivery centre\u2019s country';
  return [
    [
      'The transfer',
      `The personal data listed under Data protection, seen by the engineers of ${company} in ${country} while they work on the Client\u2019s systems through the remote access of Schedule 1; it is viewed, not stored there.`,
    ],
    [
      'Mechanism',
      'The UK International Data Transfer Agreement, signed with this contract, with the Client as exporter and the Supplier\u2019s group company as importer.',
    ],
    [
      'Risks considered',
      `Access to the data by public authorities in ${country}, and its loss or misuse at the delivery centre.`,
    ],
    [
      'Safeguards',
      'The data stays in the Client\u2019s systems in the UK and is reached only through encrypted sessions the Client controls and can end at any time; nothing is stored at the delivery centre, so there is no copy to be asked for; the engineers are screened and bound by confidentiality; the Supplier challenges any request for the data from an authority and tells the Client of it where the law allows.',
    ],
    [
      'Conclusion',
      'With these safeguards the Supplier assesses the protection of the data as not materially lower than in the UK. The Client\u2019s data protection officer reviews this assessment before signature, and the Supplier reviews it with the Client every year and whenever the law or the access changes.',
    ],
  ];
}

/** The two schedules, after the signatures; none where the whole team works onshore. */
export function contractSchedules(tx: Tables, m: DocumentModel): Part[] {
  if (m.bid.team.offshoreDays <= 0) return [];
  const [first, second] = CONTRACT_SCHEDULES;
  const title = (s: string) => s.replace(', the ', ': The ');
  // Each schedule starts a page of its own, as a contract's schedules do.
  return [
    ...part(
      title(first),
      [
        para('How the Supplier\u2019s engineers at its delivery centre reach the Client\u2019s systems.', {
          keepNext: true,
        }),
      ],
      tx.table(['Term', 'What the Supplier commits to'], remoteAccessRows(m), [24, 76]),
    ),
    ...part(
      title(second),
      [
        para(
          'The Supplier\u2019s assessment of the transfer of personal data that the remote access of Schedule 1 makes, under the UK GDPR.',
          { keepNext: true },
        ),
      ],
      tx.table(['Part', 'Assessment'], transferRiskRows(m), [24, 76]),
    ),
  ].map((p) => ({ ...p, newPage: true }));
}
