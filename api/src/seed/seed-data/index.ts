/**
 * Seed data: reference catalogues, the capability catalogue (version 1), demo users and demo solutions. Only the
 * seeding reads it; the built-in lists the runtime itself falls back to (the baseline security controls, the template
 * list) are reference data, in api/src/reference/built-in, which the seed stores too.
 */
export * from './staffing-levels.ts';
export * from './talent-communities.ts';
export * from './gtm-plays.ts';
export * from './regions.ts';
export * from './countries.ts';
export * from './clients.ts';
export * from './solution-areas.ts';
export * from './settings.ts';
export * from './notification-settings.ts';
export * from './capability-roles.ts';
export * from './capabilities.ts';
export * from './offerings.ts';
export * from './demo-users.ts';
export * from './demo-solutions.ts';
export * from './demo-engagements.ts';
