/**
 * Reference catalogues (spec: "Reference catalogues (built-in)" and "Entities and their fields"): staffing levels,
 * talent communities, go-to-market plays, baseline security controls, solution areas, templates, settings, notification settings, capability (static) roles and offerings, plus the request
 * bodies of the admin writes that change them. Seeded on first start, then owned by admins. Clients, countries and
 * regions are in places.ts.
 */
import { z } from 'zod';
import { historySettingsSchema } from './history-settings.ts';
import { commercialSettingsSchema } from './commercial-settings.ts';
import { bankHolidayRegionSchema } from './bank-holiday-regions.ts';
import { estimateSettingsSchema } from './estimate-settings.ts';
import { isoDateTimeSchema, line, personRefSchema, text } from './common.ts';

const id = (max = 100) => line(max).trim().min(1);

// ---------------------------------------------------------------------------------------------------------------
// Staffing resource levels

export const RESOURCE_TYPES = ['Onshore', 'Offshore'] as const;
export const resourceTypeSchema = z.enum(RESOURCE_TYPES);
export type ResourceType = z.infer<typeof resourceTypeSchema>;

/** Working hours per week by resource type (spec: onshore 38, offshore 43). */
export const RESOURCE_TYPE_HOURS_PER_WEEK: Record<ResourceType, 38 | 43> = { Onshore: 38, Offshore: 43 };

/** Title schemes of the staffing levels ({product} Title, GDN Title, Accenture Title, Others, Shared Service). */
export const STAFFING_TITLE_SCHEMES = [
  'Provider Title',
  'GDN Title',
  'Accenture Title',
  'Others',
  'Shared Service',
] as const;

/** The staffing level a new role or person gets (spec: default staffing level 7, named Consultant). */
export const DEFAULT_STAFFING_RESOURCE_LEVEL_ID = 7;
export const DEFAULT_STAFFING_RESOURCE_LEVEL_NAME = 'Consultant';

export const staffingResourceLevelSchema = z.object({
  staffingResourceLevelId: z.number().int().min(1).max(9999),
  resourceLevel: text(100).min(1),
  resourceType: resourceTypeSchema,
  hoursPerWeek: z.union([z.literal(38), z.literal(43)]),
  title: z.enum(STAFFING_TITLE_SCHEMES),
  order: z.number().int().min(0).max(9999),
  acnLevelId: z.number().int().min(1).max(9),
  staffingResourceLevelBillCodes: z.array(text(50)).max(100),
});
export type StaffingResourceLevel = z.infer<typeof staffingResourceLevelSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Talent communities and go-to-market plays

export const talentSkillSchema = z.object({
  skillId: z.number().int().min(0),
  externalSkillId: z.number().int().min(1),
  skillName: text(200).min(1),
  skillLevel: z.null(),
});
export type TalentSkill = z.infer<typeof talentSkillSchema>;

export const talentRoleSchema = z.object({
  roleId: z.number().int().min(0),
  externalRoleId: z.number().int().min(1),
  roleName: text(200).min(1),
  skills: z.array(talentSkillSchema).max(200),
});
export type TalentRole = z.infer<typeof talentRoleSchema>;

export const TALENT_COMMUNITY_NAMES = [
  'Account Leadership',
  'Advisory',
  'Analytics',
  'Business and Tech Integration',
  'CRM',
  'Delivery Management',
  'DevOps and Agile Coaching',
  'Enterprise Technology Architecture',
  'ERP',
  'Experience Design',
  'Infrastructure',
  'OCM Advisory',
  'Security',
  'Software Engineering',
] as const;

export const talentCommunitySchema = z.object({
  talentCommunityName: text(200).min(1),
  roles: z.array(talentRoleSchema).max(500),
});
export type TalentCommunity = z.infer<typeof talentCommunitySchema>;

export const goToMarketPlaySchema = z.object({
  gtmKey: z.number().int().min(1),
  gtmName: text(300).min(1),
  roles: z.array(talentRoleSchema).max(500),
});
export type GoToMarketPlay = z.infer<typeof goToMarketPlaySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Baseline security controls

export const SECURITY_CONTROL_DOMAINS = ['Solution', 'Engagement', 'Environment'] as const;
export const securityControlDomainSchema = z.enum(SECURITY_CONTROL_DOMAINS);
export type SecurityControlDomain = z.infer<typeof securityControlDomainSchema>;

/** Totals of the built-in list per domain (spec: Solution 56, Engagement 25, Environment 19). */
export const SECURITY_CONTROL_TOTALS: Record<SecurityControlDomain, number> = {
  Solution: 56,
  Engagement: 25,
  Environment: 19,
};

/** Text of a control field: one line, no tabs (the built-in list is tab-separated). */
const controlText = (max: number) =>
  text(max)
    .min(1)
    .regex(/^[^\t\r\n]*$/, 'No tabs or line breaks');

export const baselineSecurityControlSchema = z.object({
  id: id(),
  ref: controlText(50),
  name: controlText(300),
  /** Links a catalogue item (action securityControlIds) to the control. */
  staticId: controlText(50),
  domain: securityControlDomainSchema,
  category: controlText(100),
  objective: controlText(2000),
});
export type BaselineSecurityControl = z.infer<typeof baselineSecurityControlSchema>;

/** GET /baseline-security-controls?scope=admin|solution */
export const baselineSecurityControlsQuerySchema = z.object({
  scope: z.enum(['admin', 'solution']).default('solution'),
});

// ---------------------------------------------------------------------------------------------------------------
// Solution areas, templates, settings

export const solutionAreaSchema = z.object({ id: id(50), name: text(200).min(1) });
export type SolutionArea = z.infer<typeof solutionAreaSchema>;

/** The six fixed solution areas (spec), in the order the notifications matrix shows them. */
export const SOLUTION_AREA_NAMES = [
  'Modern Workplace',
  'Security',
  'Applications and Infrastructure',
  'Data and AI',
  'Business Applications',
  'Customer Experience',
] as const;

export const templateSchema = z.object({
  id: id(),
  name: text(200).min(1),
  filename: text(255).regex(
    /^[A-Za-z0-9][A-Za-z0-9 ._-]*\.(pptx|docx|xlsx)$/,
    'A .pptx, .docx or .xlsx file name',
  ),
  /** Set by an admin's upload (docs/templates.md): the file's size in bytes, when and by whom. Defaults have none. */
  size: z.number().int().min(0).optional(),
  modifiedAt: isoDateTimeSchema.optional(),
  modifiedBy: personRefSchema.optional(),
});
export type Template = z.infer<typeof templateSchema>;

/**
 * Admin settings: deliverable review cycles and days for review, update and approval. Empty becomes 0 (spec); the
 * upper bound is the builder's (options 1 to 10), so every default an admin sets can be shown and chosen there
 * (docs/reference-admin.md).
 */
export const DELIVERABLE_REVIEW_MAX = 10;
const reviewSetting = (what: string) =>
  z
    .number({ error: `Enter a whole number of ${what} from 0 to ${DELIVERABLE_REVIEW_MAX}` })
    .int(`Enter a whole number of ${what} from 0 to ${DELIVERABLE_REVIEW_MAX}`)
    .min(0, `Enter a whole number of ${what} from 0 to ${DELIVERABLE_REVIEW_MAX}`)
    .max(DELIVERABLE_REVIEW_MAX, `Enter a whole number of ${what} from 0 to ${DELIVERABLE_REVIEW_MAX}`);
export const deliverableReviewDefaultsSchema = z.object({
  cycles: reviewSetting('cycles'),
  review: reviewSetting('days'),
  update: reviewSetting('days'),
  approve: reviewSetting('days'),
});
export type DeliverableReviewDefaults = z.infer<typeof deliverableReviewDefaultsSchema>;

/** Applied when the settings are missing (spec: cycles 1, review 5, update 5, approval 2 days). */
export const DEFAULT_DELIVERABLE_REVIEW: DeliverableReviewDefaults = {
  cycles: 1,
  review: 5,
  update: 5,
  approve: 2,
};

/** The settings; `estimate` (issue 19) is optional in storage: DEFAULT_ESTIMATE_SETTINGS when missing. */
export const settingsSchema = z.object({
  deliverableReview: deliverableReviewDefaultsSchema,
  estimate: estimateSettingsSchema.optional(),
  /** "Changed since approval" (issue 22): DEFAULT_HISTORY_SETTINGS when missing. */
  history: historySettingsSchema.optional(),
  /** The commercial terms of the customer documents (issue 29): DEFAULT_COMMERCIAL_SETTINGS when missing. */
  commercial: commercialSettingsSchema.optional(),
  /** Whose bank holidays plans skip (issue 29, ADR 0050): England and Wales when missing. */
  bankHolidayRegion: bankHolidayRegionSchema.optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** POST /sales/configuration/settings */
export const saveSettingsRequestSchema = settingsSchema;

// ---------------------------------------------------------------------------------------------------------------
// Notification settings

export const notificationFlagsSchema = z.object({
  solutionSubmitted: z.boolean(),
  architectAssigned: z.boolean(),
  dailySummary: z.boolean(),
  /** Spelt so in the spec and the stored documents. */
  weeklySymmary: z.boolean(),
});
export type NotificationFlags = z.infer<typeof notificationFlagsSchema>;

/**
 * Who is told what for a solution area. At most one of globalAreaId, globalRegionId, globalCountryId narrows the
 * setting to a geographic area, region or country; none means global.
 */
export const notificationSettingSchema = z
  .object({
    solutionAreaId: id(50),
    globalAreaId: id(50).optional(),
    globalRegionId: id(50).optional(),
    globalCountryId: id(100).optional(),
    recipient: z.object({
      name: text(200),
      /** Typed by an admin: spaces around it are dropped, then it must be an e-mail address. */
      email: line(320).trim().pipe(z.email('must be an e-mail address, such as name@example.com').max(320)),
    }),
    notifications: notificationFlagsSchema,
  })
  .refine((s) => [s.globalAreaId, s.globalRegionId, s.globalCountryId].filter(Boolean).length <= 1, {
    message: 'Give at most one of globalAreaId, globalRegionId, globalCountryId',
  });
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

/** POST /sales/configuration/notifications: the whole list replaces the stored one. */
export const saveNotificationSettingsRequestSchema = z.object({
  notificationSettings: z.array(notificationSettingSchema).max(5000),
});
export type SaveNotificationSettingsRequest = z.infer<typeof saveNotificationSettingsRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Capability (static) roles

/** The teams the portal knows by name (a capability's team in the builder is one of them). */
export const ROLE_TEAMS = ['PROVIDER', 'ACCENTURE'] as const;
export type RoleTeam = (typeof ROLE_TEAMS)[number];
export const DEFAULT_ROLE_TEAM: RoleTeam = 'PROVIDER';
/**
 * A capability role's team is free text (spec: "team (default {product})"): the known teams and any other (a
 * partner, a subcontractor). The People tables group by it, the provider's first; unknown teams draw grey.
 */
export const capabilityRoleTeamSchema = line(100).trim().min(1, 'Enter the team');
export const DEFAULT_ROLE_LOCATION = 'ONSHORE_UK';
/** Locations begin ONSHORE_ or OFFSHORE_ followed by a place code (ONSHORE_UK, OFFSHORE_INDIA, ...). */
export const roleLocationSchema = line(50)
  .trim()
  .regex(/^(ONSHORE|OFFSHORE)_[A-Z][A-Z_]*$/, 'Location must look like ONSHORE_UK or OFFSHORE_INDIA');
export function isOffshoreLocation(location: string): boolean {
  return location.startsWith('OFFSHORE_');
}
/** Where a rate applies: the rate card and the estimate's hours by level price onshore and offshore apart. */
export const RATE_LOCATIONS = ['ONSHORE', 'OFFSHORE'] as const;
export type RateLocation = (typeof RATE_LOCATIONS)[number];

export const capabilityRoleSchema = z.object({
  id: id(),
  name: text(200).min(1),
  team: capabilityRoleTeamSchema.default(DEFAULT_ROLE_TEAM),
  location: roleLocationSchema.default(DEFAULT_ROLE_LOCATION),
  /** The AEP project role assigned (talent community, then role). */
  aep: z
    .object({
      talentCommunityName: text(200).min(1),
      externalRoleId: z.number().int().min(1),
      roleName: text(200).min(1),
    })
    .optional(),
  /** The AEP workforce level. */
  aepLevel: z
    .object({ staffingResourceLevelId: z.number().int().min(1).max(9999), resourceLevel: text(100).min(1) })
    .optional(),
  governance: z.boolean().default(false),
});
export type CapabilityRole = z.infer<typeof capabilityRoleSchema>;
/** The spec's "static role" is the same record (actions refer to it by staticId = id). */
export const staticRoleSchema = capabilityRoleSchema;
export type StaticRole = CapabilityRole;

/**
 * A role as an admin sends it: a new role has no id yet (the API gives it one); the AEP role is named by its talent
 * community and external role id and the level by its id, and the API takes the names from the reference data
 * (names sent along are ignored).
 */
export const capabilityRoleInputSchema = z.object({
  id: id().optional(),
  name: text(200).min(1, 'Enter the name of the role'),
  team: capabilityRoleTeamSchema.default(DEFAULT_ROLE_TEAM),
  location: roleLocationSchema.default(DEFAULT_ROLE_LOCATION),
  aep: z
    .object({
      talentCommunityName: text(200).min(1),
      externalRoleId: z.number().int().min(1),
      roleName: text(200).optional(),
    })
    .optional(),
  aepLevel: z
    .object({
      staffingResourceLevelId: z.number().int().min(1).max(9999),
      resourceLevel: text(100).optional(),
    })
    .optional(),
  governance: z.boolean().default(false),
});
export type CapabilityRoleInput = z.infer<typeof capabilityRoleInputSchema>;

/** POST /sales/configuration/roles: the whole list replaces the stored one. Ids must be unique. */
export const saveCapabilityRolesRequestSchema = z.object({
  roles: z
    .array(capabilityRoleInputSchema)
    .max(1000)
    .refine(
      (roles) =>
        new Set(roles.flatMap((r) => (r.id ? [r.id] : []))).size === roles.filter((r) => r.id).length,
      {
        message: 'Role ids must be unique',
      },
    ),
});
export type SaveCapabilityRolesRequest = z.infer<typeof saveCapabilityRolesRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Offerings (engagement wizard)

// The offerings' contract (ADR 0041, 0061) lives in offerings.ts; re-exported for the modules that import it here.
export * from './offerings.ts';
