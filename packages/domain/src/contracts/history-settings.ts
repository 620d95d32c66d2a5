/**
 * "Changed since approval" as the settings store it (issue 22, docs/history.md): the price change and the scope
 * change that clear the approvals given on an older version. Off by default. The rules that read it (the typed
 * input, why a save clears approvals) are admin/history-settings.ts.
 */
import { z } from 'zod';

const percentMessage =
  'Enter a percentage from 0 to 1000, or leave it empty to never clear on a price change.';

export const historySettingsSchema = z.object({
  clearApprovalOnChange: z.object({
    /** A price change above this percent (of the price at the last save) clears older approvals; null: never. */
    pricePercent: z
      .number({ error: percentMessage })
      .min(0, percentMessage)
      .max(1000, percentMessage)
      .nullable(),
    /** A capability or action taken into or out of scope clears older approvals. */
    scope: z.boolean(),
  }),
});
export type HistorySettings = z.infer<typeof historySettingsSchema>;

export const DEFAULT_HISTORY_SETTINGS: HistorySettings = {
  clearApprovalOnChange: { pricePercent: null, scope: false },
};
