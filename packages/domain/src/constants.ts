/** Platform constants (spec: Business constants and limits). */
export const APP_VERSION = '3.7.31';
export const MIN_WINDOW = { width: 990, height: 400 } as const;
export const HTTP_TIMEOUT_MS = 120_000;
export const LIST_LOAD_DELAY_MS = 250;
export const JOB_SUCCESS_TOAST_CLOSE_MS = 2_000;
export const PRESENCE_REFRESH_MS = 60_000;
/** Spec (Session): a current-user call that answers without a user reloads the page after 1 s. */
export const NO_USER_RELOAD_MS = 1_000;
export const FOOTER_YEAR = 2025;
/** Stored documents: Cosmos DB's item size limit. */
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;
/** SAS links are read-only, for one blob, and expire within this time. */
export const SAS_TTL_MINUTES = 15;
