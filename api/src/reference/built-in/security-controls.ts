/**
 * Baseline security controls: the built-in list an admin seeds when the server has none (spec: about 100
 * controls, totals Solution 56, Engagement 25, Environment 19; tab-separated ref, name, domain, category,
 * objective). Sample data authored for the portal: the spec gives only counts and shapes.
 * staticId equals ref; catalogue actions refer to controls by staticId. Reference data the runtime reads (the list
 * an admin's empty one is made from, a document's controls when none are stored) and the seed stores.
 */
import type { BaselineSecurityControl, SecurityControlDomain } from '@portal/domain';

type Row = readonly [category: string, name: string, objective: string];

const SOLUTION: readonly Row[] = [
  [
    'Identity & Access',
    'Single sign-on for all solution components',
    'All user access to the solution is authenticated through the client\u2019s corporate identity provider.',
  ],
  [
    'Identity & Access',
    'Multi-factor authentication for users',
    'Every interactive user sign-in is protected by a second factor.',
  ],
  [
    'Identity & Access',
    'Phishing-resistant MFA for administrators',
    'Administrative accounts use phishing-resistant authentication methods such as FIDO2 keys or Windows Hello for Business.',
  ],
  [
    'Identity & Access',
    'Role-based access control',
    'Permissions are granted through roles aligned to job functions, never to individual accounts.',
  ],
  [
    'Identity & Access',
    'Least privilege for service accounts',
    'Service accounts and managed identities hold only the permissions their workload needs.',
  ],
  [
    'Identity & Access',
    'Conditional access policies',
    'Access decisions take device compliance, location and sign-in risk into account.',
  ],
  [
    'Identity & Access',
    'Joiner, mover and leaver process',
    'Accounts are created, changed and removed promptly in line with HR events.',
  ],
  [
    'Identity & Access',
    'Periodic access reviews',
    'Access to privileged roles and sensitive data is reviewed at least quarterly.',
  ],
  [
    'Data Protection',
    'Data classification and labelling',
    'Client data handled by the solution is classified and labelled according to its sensitivity.',
  ],
  [
    'Data Protection',
    'Encryption of data at rest',
    'Stored data, including backups, is encrypted at rest with platform or customer-managed keys.',
  ],
  [
    'Data Protection',
    'Encryption of data in transit',
    'All data in transit is protected with TLS 1.2 or later.',
  ],
  [
    'Data Protection',
    'Data loss prevention policies',
    'Sensitive information is prevented from leaving approved locations and channels.',
  ],
  [
    'Data Protection',
    'Data residency',
    'Client data is stored and processed in the agreed geographic regions only.',
  ],
  [
    'Data Protection',
    'Data retention and disposal',
    'Data is retained only for the agreed period and then disposed of securely.',
  ],
  [
    'Data Protection',
    'Removable media control',
    'Copying of client data to removable media is blocked or audited.',
  ],
  [
    'Data Protection',
    'Test data management',
    'Production personal data is not used in test environments unless masked or anonymised.',
  ],
  [
    'Logging & Monitoring',
    'Central security logging',
    'Security-relevant events from every solution component are collected in a central log store.',
  ],
  [
    'Logging & Monitoring',
    'Log retention',
    'Security logs are kept for at least twelve months and protected from tampering.',
  ],
  [
    'Logging & Monitoring',
    'Security alerting',
    'Alerts are raised for suspicious activity and routed to the security operations team.',
  ],
  [
    'Logging & Monitoring',
    'Administrative activity auditing',
    'Every administrative action is recorded with who, what and when.',
  ],
  [
    'Logging & Monitoring',
    'Time synchronisation',
    'All components synchronise clocks with an authoritative time source.',
  ],
  [
    'Logging & Monitoring',
    'Endpoint telemetry',
    'Managed devices report health and security telemetry to the monitoring platform.',
  ],
  [
    'Network',
    'Network segmentation',
    'Solution components are separated into network zones by function and sensitivity.',
  ],
  [
    'Network',
    'Perimeter filtering',
    'Inbound and outbound traffic is restricted to the ports and destinations the solution needs.',
  ],
  [
    'Network',
    'Private endpoints for platform services',
    'Platform services are reached over private endpoints rather than public addresses.',
  ],
  [
    'Network',
    'Secure remote access',
    'Remote access uses a zero trust or VPN service with device and identity checks.',
  ],
  ['Network', 'DNS protection', 'Name resolution is filtered to block known malicious domains.'],
  ['Network', 'Web traffic inspection', 'Internet-bound web traffic passes through a secure web gateway.'],
  [
    'Secure Development',
    'Secure coding standards',
    'Scripts, packages and code written for the solution follow documented secure coding standards.',
  ],
  [
    'Secure Development',
    'Peer code review',
    'Every change to code or configuration is reviewed by a second engineer before release.',
  ],
  [
    'Secure Development',
    'Secrets management',
    'Credentials and keys are held in a managed vault and never in code or scripts.',
  ],
  [
    'Secure Development',
    'Dependency scanning',
    'Third-party components are scanned for known vulnerabilities before use.',
  ],
  [
    'Secure Development',
    'Infrastructure as code review',
    'Infrastructure templates are version-controlled and checked against security policy.',
  ],
  [
    'Secure Development',
    'Separation of environments',
    'Development, test and production environments are separated with distinct access.',
  ],
  [
    'Endpoint Security',
    'Endpoint detection and response',
    'Every managed device runs an EDR agent reporting to the security operations platform.',
  ],
  [
    'Endpoint Security',
    'Anti-malware protection',
    'Real-time anti-malware protection is enabled with current signatures on all endpoints.',
  ],
  [
    'Endpoint Security',
    'Disk encryption',
    'All laptops and desktops are protected with full-disk encryption.',
  ],
  [
    'Endpoint Security',
    'Secure configuration baseline',
    'Devices are configured to an approved security baseline such as CIS or Microsoft security baselines.',
  ],
  ['Endpoint Security', 'Application control', 'Only approved applications can run on managed devices.'],
  [
    'Endpoint Security',
    'Local administrator management',
    'Standing local administrator rights are removed and local passwords are rotated.',
  ],
  [
    'Endpoint Security',
    'Device compliance enforcement',
    'Non-compliant devices are blocked from corporate resources until remediated.',
  ],
  [
    'Vulnerability Management',
    'Operating system patching',
    'Operating system security updates are deployed within the agreed service levels.',
  ],
  [
    'Vulnerability Management',
    'Application patching',
    'Third-party application updates are deployed within the agreed service levels.',
  ],
  [
    'Vulnerability Management',
    'Vulnerability scanning',
    'Solution components are scanned for vulnerabilities at least monthly.',
  ],
  [
    'Vulnerability Management',
    'Penetration testing',
    'Internet-facing components are penetration tested before go-live and after major change.',
  ],
  [
    'Vulnerability Management',
    'End-of-life software',
    'Unsupported operating systems and applications are identified and removed or isolated.',
  ],
  [
    'Resilience & Backup',
    'Backup of configuration',
    'Configuration of management platforms is backed up and can be restored.',
  ],
  [
    'Resilience & Backup',
    'Backup of user data',
    'User data is backed up according to the agreed recovery point objective.',
  ],
  ['Resilience & Backup', 'Restore testing', 'Backups are restored in a test at least twice a year.'],
  [
    'Resilience & Backup',
    'High availability design',
    'Critical components are deployed without single points of failure.',
  ],
  [
    'Resilience & Backup',
    'Disaster recovery plan',
    'A documented and tested plan restores the solution within the agreed recovery time objective.',
  ],
  [
    'Cryptography',
    'Key management',
    'Encryption keys are generated, stored, rotated and retired in a managed key service.',
  ],
  [
    'Cryptography',
    'Certificate lifecycle management',
    'Certificates are inventoried and renewed before expiry.',
  ],
  ['Cryptography', 'Approved algorithms', 'Only approved cryptographic algorithms and key lengths are used.'],
  [
    'Cryptography',
    'Email transport security',
    'Mail domains enforce SPF, DKIM, DMARC and TLS for mail transport.',
  ],
  [
    'Cryptography',
    'Code and script signing',
    'Scripts and packages deployed to devices are signed by a trusted publisher.',
  ],
];

const ENGAGEMENT: readonly Row[] = [
  [
    'Governance',
    'Security roles and responsibilities',
    'Security responsibilities of the provider, partners and client are agreed and documented.',
  ],
  [
    'Governance',
    'Security requirements in contract',
    'Contractual schedules state the security obligations of each party.',
  ],
  [
    'Governance',
    'Security risk assessment',
    'Security risks of the engagement are assessed and tracked in the risk register.',
  ],
  [
    'Governance',
    'Security exceptions process',
    'Deviations from the security baseline are approved, time-limited and recorded.',
  ],
  [
    'Governance',
    'Security governance meetings',
    'Security status, risks and incidents are reviewed with the client at an agreed cadence.',
  ],
  [
    'Governance',
    'Policy acknowledgement',
    'Engagement staff acknowledge the client\u2019s acceptable use and security policies.',
  ],
  [
    'Vendor',
    'Subcontractor due diligence',
    'Subcontractors are assessed for security before they handle client data.',
  ],
  [
    'Vendor',
    'Flow-down of security terms',
    'Security obligations are passed on to subcontractors in writing.',
  ],
  [
    'Vendor',
    'Third-party access control',
    'Partner and supplier access is individually named, approved and time-bound.',
  ],
  ['Vendor', 'Supplier performance review', 'Supplier security performance is reviewed at least annually.'],
  [
    'Personnel Security',
    'Background screening',
    'Staff are screened to the level the client requires before access is granted.',
  ],
  [
    'Personnel Security',
    'Security awareness training',
    'Engagement staff complete security and data protection training each year.',
  ],
  [
    'Personnel Security',
    'Role-specific security training',
    'Administrators and engineers receive training for the platforms they manage.',
  ],
  [
    'Personnel Security',
    'Confidentiality agreements',
    'Staff and subcontractors sign confidentiality agreements before starting.',
  ],
  ['Personnel Security', 'Offboarding', 'Access and assets are recovered when staff leave the engagement.'],
  [
    'Privacy & Compliance',
    'Data processing agreement',
    'A data processing agreement defines the handling of personal data.',
  ],
  [
    'Privacy & Compliance',
    'Data protection impact assessment',
    'A DPIA is completed where processing is likely to result in high risk.',
  ],
  [
    'Privacy & Compliance',
    'Records of processing',
    'Processing activities performed for the client are recorded.',
  ],
  [
    'Privacy & Compliance',
    'Regulatory compliance mapping',
    'Applicable regulations and standards are identified and mapped to controls.',
  ],
  [
    'Privacy & Compliance',
    'Data subject requests',
    'Requests from data subjects are passed to the client within the agreed time.',
  ],
  [
    'Incident Response',
    'Incident response plan',
    'A joint incident response plan defines roles, contacts and escalation.',
  ],
  [
    'Incident Response',
    'Incident notification',
    'Security incidents are reported to the client within the contractual time limit.',
  ],
  [
    'Incident Response',
    'Incident exercises',
    'The incident response plan is exercised at least once a year.',
  ],
  [
    'Incident Response',
    'Forensic readiness',
    'Evidence can be preserved and handed over in a forensically sound manner.',
  ],
  [
    'Incident Response',
    'Post-incident review',
    'Lessons learned from incidents are recorded and actions tracked to closure.',
  ],
];

const ENVIRONMENT: readonly Row[] = [
  [
    'Physical',
    'Secure delivery centre access',
    'Delivery centres control entry with badges and visitor logs.',
  ],
  [
    'Physical',
    'Clear desk and screen',
    'Client information is not left visible on desks or unlocked screens.',
  ],
  ['Physical', 'Secure device storage', 'Devices awaiting build or disposal are stored in locked areas.'],
  [
    'Physical',
    'Secure device disposal',
    'Retired devices are wiped or destroyed with a certificate of destruction.',
  ],
  [
    'Physical',
    'Secure shipping of devices',
    'Devices shipped to users are tracked and delivered to named recipients.',
  ],
  [
    'Network',
    'Delivery network isolation',
    "Networks used to deliver the service are separated from other clients' networks.",
  ],
  ['Network', 'Wireless security', 'Wireless networks use enterprise authentication and strong encryption.'],
  [
    'Network',
    'Management network protection',
    'Management interfaces are reachable only from dedicated administrative networks.',
  ],
  [
    'Network',
    'Remote working security',
    'Remote delivery staff connect only through managed devices and secure access services.',
  ],
  [
    'Identity & Access',
    'Privileged access workstations',
    'Administration is carried out only from hardened privileged access workstations.',
  ],
  [
    'Identity & Access',
    'Just-in-time privileged access',
    'Privileged roles are activated on demand, with approval and time limits.',
  ],
  [
    'Identity & Access',
    'Break-glass accounts',
    'Emergency access accounts are protected, monitored and tested.',
  ],
  ['Identity & Access', 'Shared account prohibition', 'Shared accounts are not used for administration.'],
  [
    'Logging & Monitoring',
    'Security operations centre coverage',
    'The delivery environment is monitored by a security operations centre.',
  ],
  [
    'Logging & Monitoring',
    'Configuration drift detection',
    'Changes to approved configuration are detected and reviewed.',
  ],
  [
    'Logging & Monitoring',
    'Tenant security posture',
    'Cloud tenant security posture is measured and improved against a target score.',
  ],
  [
    'Resilience & Backup',
    'Tooling continuity',
    'Delivery tooling has a continuity plan so that the service can be run during outages.',
  ],
  [
    'Resilience & Backup',
    'Immutable backups',
    'Backups of the delivery environment are immutable and held separately.',
  ],
  [
    'Resilience & Backup',
    'Capacity management',
    'Capacity of the delivery environment is monitored and planned ahead of demand.',
  ],
];

function controls(
  domain: SecurityControlDomain,
  prefix: string,
  rows: readonly Row[],
): BaselineSecurityControl[] {
  return rows.map(([category, name, objective], i) => {
    const ref = `${prefix}-${String(i + 1).padStart(2, '0')}`;
    return { id: `bsc-${ref.toLowerCase()}`, ref, name, staticId: ref, domain, category, objective };
  });
}

export const SECURITY_CONTROLS: readonly BaselineSecurityControl[] = [
  ...controls('Solution', 'SOL', SOLUTION),
  ...controls('Engagement', 'ENG', ENGAGEMENT),
  ...controls('Environment', 'ENV', ENVIRONMENT),
];

/** The spec's built-in form: one control per line, tab-separated ref, name, domain, category, objective. */
export const BUILT_IN_CONTROLS_TSV: string = SECURITY_CONTROLS.map((c) =>
  [c.ref, c.name, c.domain, c.category, c.objective].join('\t'),
).join('\n');
