/**
 * Notification settings (spec: Notification setting): who is told about submitted solutions, assigned
 * architects and the daily and weekly summaries, per solution area and optionally per geographic area, region
 * or country (none means global). Sample data authored for the portal.
 */
import type { NotificationSetting } from '@portal/domain';

const ALL = { solutionSubmitted: true, architectAssigned: true, dailySummary: true, weeklySymmary: true };

export const NOTIFICATION_SETTINGS: readonly NotificationSetting[] = [
  {
    solutionAreaId: 'sa-modern-workplace',
    recipient: { name: 'Modern Workplace Solutions', email: 'mw.solutions@provider.example' },
    notifications: {
      solutionSubmitted: true,
      architectAssigned: false,
      dailySummary: false,
      weeklySymmary: true,
    },
  },
  {
    solutionAreaId: 'sa-modern-workplace',
    globalAreaId: 'EME',
    recipient: { name: 'Area Owner', email: 'area.owner@provider.example' },
    notifications: {
      solutionSubmitted: true,
      architectAssigned: true,
      dailySummary: false,
      weeklySymmary: true,
    },
  },
  {
    solutionAreaId: 'sa-modern-workplace',
    globalRegionId: 'EME-UKI',
    recipient: { name: 'UK&I Solutioning Desk', email: 'uki.solutioning@provider.example' },
    notifications: ALL,
  },
  {
    solutionAreaId: 'sa-security',
    globalRegionId: 'EME-UKI',
    recipient: { name: 'Priya Raman', email: 'priya.raman@provider.example' },
    notifications: {
      solutionSubmitted: true,
      architectAssigned: true,
      dailySummary: true,
      weeklySymmary: false,
    },
  },
  {
    solutionAreaId: 'sa-security',
    recipient: { name: 'Security Practice', email: 'security.practice@provider.example' },
    notifications: {
      solutionSubmitted: false,
      architectAssigned: false,
      dailySummary: false,
      weeklySymmary: true,
    },
  },
  {
    solutionAreaId: 'sa-applications-infrastructure',
    globalCountryId: 'DE',
    recipient: { name: 'Katrin Hoffmann', email: 'katrin.hoffmann@provider.example' },
    notifications: {
      solutionSubmitted: true,
      architectAssigned: false,
      dailySummary: true,
      weeklySymmary: false,
    },
  },
  {
    solutionAreaId: 'sa-data-ai',
    globalAreaId: 'AMS',
    recipient: { name: 'Rebecca Collins', email: 'rebecca.collins@provider.example' },
    notifications: {
      solutionSubmitted: true,
      architectAssigned: true,
      dailySummary: false,
      weeklySymmary: false,
    },
  },
];
