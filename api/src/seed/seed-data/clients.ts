/**
 * Sales clients (spec: Sales client). Sample data authored for the portal: every organisation is fictional.
 * c365id is the client's record in the provider's CRM, hpid its account number at HP.
 */
import type { SalesClient } from '@portal/domain';

export const CLIENTS: readonly SalesClient[] = [
  {
    id: 'client-northbridge-building-society',
    name: 'Northbridge Building Society',
    fields: {
      industry: 'Financial Services',
      strategy:
        'Move branch and contact-centre staff to cloud-managed Windows 11 devices and retire the on-premises VDI estate by 2027.',
      users: 6200,
      devices: 7400,
      applications: 410,
      c365id: 'C365-100245',
      hpid: 'HP-AC-004512',
      companyNumber: '206080',
      registeredOffice: 'Northbridge House, 1 Quayside, Newcastle upon Tyne NE1 3DX',
    },
  },
  {
    id: 'client-severn-valley-nhs-trust',
    name: 'Severn Valley NHS Trust',
    fields: {
      industry: 'Healthcare',
      strategy:
        'Give clinicians fast, secure sign-in on shared ward devices and consolidate three service desks into one.',
      users: 14500,
      devices: 11800,
      applications: 980,
      c365id: 'C365-100311',
      hpid: 'HP-AC-004618',
    },
  },
  {
    id: 'client-albion-rail-services',
    name: 'Albion Rail Services',
    fields: {
      industry: 'Transport & Logistics',
      strategy:
        'Equip frontline depot and on-train staff with shared mobile devices and Teams for operational communication.',
      users: 9800,
      devices: 8600,
      applications: 350,
      c365id: 'C365-100402',
      hpid: 'HP-AC-004733',
    },
  },
  {
    id: 'client-caledonia-energy',
    name: 'Caledonia Energy plc',
    fields: {
      industry: 'Energy & Utilities',
      strategy:
        'Move its 2,600 Windows laptops to Windows 11 managed by Intune, bring its 900 company iPhones, iPads and Android phones under mobile device management and put conditional access in front of Microsoft 365 for field engineers and office staff.',
      users: 2400,
      // Computers (its Windows laptops); the phones are counted apart.
      devices: 2600,
      applications: 140,
      mobileDevices: 900,
      sites: 5,
      c365id: 'C365-100517',
      hpid: 'HP-AC-004801',
      companyNumber: 'SC418207',
      registeredOffice: '40 Queen\u2019s Road, Aberdeen AB15 4ZT',
    },
  },
  {
    id: 'client-mercia-county-council',
    name: 'Mercia County Council',
    fields: {
      industry: 'Public Sector',
      strategy:
        'Replace ageing desktops with Windows 365 Cloud PCs and support hybrid working across 40 sites.',
      users: 7600,
      devices: 6900,
      applications: 520,
      c365id: 'C365-100620',
      hpid: 'HP-AC-004955',
    },
  },
  {
    id: 'client-thamesgate-insurance',
    name: 'Thamesgate Insurance Group',
    fields: {
      industry: 'Insurance',
      strategy:
        'Reduce total cost of ownership of end-user computing and prepare the estate for Copilot for Microsoft 365.',
      users: 3900,
      devices: 4200,
      applications: 310,
      c365id: 'C365-100734',
      hpid: 'HP-AC-005012',
    },
  },
  {
    id: 'client-pennine-foods',
    name: 'Pennine Foods Ltd',
    fields: {
      industry: 'Consumer Goods & Manufacturing',
      strategy:
        'Standardise factory-floor kiosks and office devices under one management platform after two acquisitions.',
      users: 2800,
      devices: 3600,
      applications: 190,
      c365id: 'C365-100852',
      hpid: 'HP-AC-005127',
    },
  },
  {
    id: 'client-harrowfield-university',
    name: 'Harrowfield University',
    fields: {
      industry: 'Education',
      strategy: 'Deliver specialist teaching software to students on any device through virtual desktops.',
      users: 31000,
      devices: 9200,
      applications: 640,
      c365id: 'C365-100968',
      hpid: 'HP-AC-005240',
    },
  },
  {
    id: 'client-kestrel-retail-group',
    name: 'Kestrel Retail Group',
    fields: {
      industry: 'Retail',
      strategy:
        'Roll out shared store devices with fast sign-in and improve the digital experience of head-office staff.',
      users: 18500,
      devices: 12400,
      applications: 460,
      c365id: 'C365-101077',
      hpid: 'HP-AC-005366',
    },
  },
  {
    id: 'client-lothian-water',
    name: 'Lothian Water',
    fields: {
      industry: 'Energy & Utilities',
      strategy:
        'Move from a legacy managed service to an outcome-based managed workplace with experience-level agreements.',
      users: 2100,
      devices: 2600,
      applications: 160,
      c365id: 'C365-101183',
      hpid: 'HP-AC-005471',
    },
  },
  {
    id: 'client-rhein-logistik',
    name: 'Rhein Logistik GmbH',
    fields: {
      industry: 'Transport & Logistics',
      strategy: 'Harmonise warehouse and office IT across Germany and Austria with a single Intune tenant.',
      users: 5400,
      devices: 6100,
      applications: 230,
      c365id: 'C365-101290',
      hpid: 'HP-AC-005588',
    },
  },
  {
    id: 'client-banque-lumiere',
    name: 'Banque Lumière',
    fields: {
      industry: 'Financial Services',
      strategy:
        'Strengthen data protection for regulated client data and meet DORA operational resilience requirements.',
      users: 8700,
      devices: 9300,
      applications: 720,
      c365id: 'C365-101402',
      hpid: 'HP-AC-005690',
    },
  },
  {
    id: 'client-nordvik-shipping',
    name: 'Nordvik Shipping AS',
    fields: {
      industry: 'Transport & Logistics',
      strategy:
        'Support crews at sea with resilient devices, low-bandwidth updates and remote service desk support.',
      users: 1600,
      devices: 2300,
      applications: 120,
      c365id: 'C365-101516',
      hpid: 'HP-AC-005743',
    },
  },
  {
    id: 'client-veldhoven-pharma',
    name: 'Veldhoven Pharma BV',
    fields: {
      industry: 'Life Sciences',
      strategy:
        'Validate a compliant Windows 11 build for laboratory systems and modernise application packaging.',
      users: 3300,
      devices: 3900,
      applications: 580,
      c365id: 'C365-101629',
      hpid: 'HP-AC-005859',
    },
  },
  {
    id: 'client-wessex-legal',
    name: 'Wessex Legal LLP',
    fields: {
      industry: 'Professional Services',
      strategy:
        'Protect privileged client documents with sensitivity labels and give fee earners a secure mobile workplace.',
      users: 1200,
      devices: 1500,
      applications: 95,
      c365id: 'C365-101734',
      hpid: '',
    },
  },
];
