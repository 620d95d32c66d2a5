/**
 * Geographic areas and regions of the lead provider and of the partner HP. The spec names the default region
 * EME-UKI and says regions carry areaId; the other regions are sample data authored for the portal.
 */
import type { GeoArea, Region } from '@portal/domain';

export const GEO_AREAS: readonly GeoArea[] = [
  { id: 'EME', name: 'Europe, Middle East & Africa' },
  { id: 'AMS', name: 'Americas' },
  { id: 'APJ', name: 'Asia Pacific & Japan' },
];

/** The provider's regions; EME-UKI (UK & Ireland) is the default region. */
export const PROVIDER_REGIONS: readonly Region[] = [
  { id: 'EME-UKI', name: 'UK & Ireland', areaId: 'EME' },
  { id: 'EME-DACH', name: 'Germany, Austria & Switzerland', areaId: 'EME' },
  { id: 'EME-FRA', name: 'France', areaId: 'EME' },
  { id: 'EME-BENELUX', name: 'Benelux', areaId: 'EME' },
  { id: 'EME-NORDICS', name: 'Nordics', areaId: 'EME' },
  { id: 'EME-SOUTH', name: 'Southern Europe', areaId: 'EME' },
  { id: 'EME-CEE', name: 'Central & Eastern Europe', areaId: 'EME' },
  { id: 'EME-MEA', name: 'Middle East & Africa', areaId: 'EME' },
  { id: 'AMS-NA', name: 'North America', areaId: 'AMS' },
  { id: 'AMS-LATAM', name: 'Latin America', areaId: 'AMS' },
  { id: 'APJ-ANZ', name: 'Australia & New Zealand', areaId: 'APJ' },
  { id: 'APJ-ASIA', name: 'Asia', areaId: 'APJ' },
  { id: 'APJ-JAPAN', name: 'Japan', areaId: 'APJ' },
];

/** HP's regions; a country's fields.hp.region holds one of these ids. */
export const HP_REGIONS: readonly Region[] = [
  { id: 'HP-UKI', name: 'UK & Ireland', areaId: 'EME' },
  { id: 'HP-DACH', name: 'DACH', areaId: 'EME' },
  { id: 'HP-FRANCE', name: 'France', areaId: 'EME' },
  { id: 'HP-NORTH', name: 'Northern Europe', areaId: 'EME' },
  { id: 'HP-SOUTH', name: 'Southern Europe', areaId: 'EME' },
  { id: 'HP-CEE', name: 'Central & Eastern Europe', areaId: 'EME' },
  { id: 'HP-MEA', name: 'Middle East & Africa', areaId: 'EME' },
  { id: 'HP-NA', name: 'North America', areaId: 'AMS' },
  { id: 'HP-LATAM', name: 'Latin America', areaId: 'AMS' },
  { id: 'HP-SP', name: 'South Pacific', areaId: 'APJ' },
  { id: 'HP-ASIA', name: 'Greater Asia', areaId: 'APJ' },
  { id: 'HP-JAPAN', name: 'Japan', areaId: 'APJ' },
];
