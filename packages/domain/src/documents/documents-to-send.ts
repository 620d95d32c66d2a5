/**
 * What the Documents panel offers (issue 32): the documents a seller sends a client (the proposal first, then the
 * ROM deck and the capability contract; the solution plan where the step offers it), each with its latest customer
 * version, or none yet, so the panel lists what was generated and offers to generate what is missing. The ROM deck
 * is for the client only while the price rests on the ROM: once it rests on the detailed effort (Detail reached, or
 * the volumes typed), the proposal carries one fixed price and a ROM range beside it contradicts it (a bid manager
 * would not send both); the deck stays under Resources and in the list of all documents.
 */
import type { SolutionDocument } from '../contracts/solutions.ts';
import { DOCUMENT_TYPE, type GeneratedDocumentType } from '../contracts/document-types.ts';

export interface DocumentToSend {
  type: GeneratedDocumentType;
  /** The latest customer version (rows written before variants count as customer ones), if any. */
  latest?: SolutionDocument;
}

const latestFirst = (a: SolutionDocument, b: SolutionDocument) =>
  (b.timestamp ?? b.modifiedAt).localeCompare(a.timestamp ?? a.modifiedAt);

/** The latest customer version of a document type, if any. */
export function latestCustomerDocument(
  documents: readonly SolutionDocument[],
  type: GeneratedDocumentType,
): SolutionDocument | undefined {
  return documents
    .filter((d) => d.type === type && (d.variant ?? 'customer') === 'customer')
    .sort(latestFirst)[0];
}

export function documentsToSend(
  documents: readonly SolutionDocument[],
  withSolutionPlan: boolean,
  romIsThePrice = true,
): DocumentToSend[] {
  const types: GeneratedDocumentType[] = [
    DOCUMENT_TYPE.proposal,
    ...(romIsThePrice ? [DOCUMENT_TYPE.rom] : []),
    DOCUMENT_TYPE.capabilityContract,
    ...(withSolutionPlan ? [DOCUMENT_TYPE.solutionPlan] : []),
  ];
  return types.map((type) => {
    const latest = latestCustomerDocument(documents, type);
    return latest ? { type, latest } : { type };
  });
}
