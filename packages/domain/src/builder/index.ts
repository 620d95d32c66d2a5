/** The solution builder's rules: pure functions over a solution's capability tree and state. */
export * from './sizes.ts';
export * from './effort.ts';
export * from './clamps.ts';
export * from './defaults.ts';
export * from './tree.ts';
export * from './tree-copy.ts';
export * from './tree-solution.ts';
export * from './selection.ts';
export * from './metric-quantities.ts';
export * from './steps.ts';
export * from './progress.ts';
export * from './approvals.ts';
export * from './merge.ts';
export * from './bench-fixture.ts';
export * from './review-settings.ts';
export * from './catalogue-update.ts';
export * from './roadmap.ts';
