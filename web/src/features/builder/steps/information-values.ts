/**
 * Step 1 values as the form shows them. The stored name of an unnamed solution is 'Draft' (the default); the
 * form shows it as an empty Opportunity Name, so that choosing a client proposes 'Draft for {client}' and
 * Next asks for a name.
 */
import {
  DEFAULT_SOLUTION_NAME,
  missingInformationFields,
  opportunityNameFor,
  solutionNameOrDefault,
  type InformationField,
  type SaveSolutionRequest,
} from '@portal/domain';

export const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function displayedName(stored: string | undefined): string {
  return !stored || stored.trim() === DEFAULT_SOLUTION_NAME ? '' : stored;
}

/** The stored name after the client changes (spec: 'Draft for {client}'; clearing the client clears it). */
export function nameForClient(stored: string | undefined, clientName: string | undefined): string {
  return solutionNameOrDefault(opportunityNameFor(displayedName(stored), clientName));
}

/**
 * The required fields still empty. `startInput` is what the month field holds when it is not a valid
 * month (the draft keeps its last valid month, so that autosaves stay valid); null when it is valid.
 */
export function missingStepOne(draft: SaveSolutionRequest, startInput: string | null): InformationField[] {
  return missingInformationFields({
    client: draft.salesClient,
    expectedStart: startInput === null ? draft.expectedStart : '',
    name: displayedName(draft.fields.name),
  });
}
