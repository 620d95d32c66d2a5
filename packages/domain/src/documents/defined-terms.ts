/**
 * The defined terms of the Word documents (issue 29). The proposal, the solution plan and the contract define "the
 * Client" and "the Supplier" on their parties page, so every mention of either in their text is the defined term,
 * capitalised, whether it comes from the portal's wording or from the catalogue's ("the client's test devices"): a
 * reader no longer meets "the client" and "the Client" on one page. "clients" and "client-side" are other words and
 * are left alone; so is "client" without "the" ("client devices").
 */
const DEFINED = /\b([Tt])he (client|supplier)(?![\w-])/g;

export function withDefinedTerms(text: string): string {
  return text.replace(
    DEFINED,
    (_, t: string, term: string) => `${t}he ${term[0]!.toUpperCase()}${term.slice(1)}`,
  );
}
