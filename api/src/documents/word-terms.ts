/**
 * The further terms as the documents print them (issue 29): each paragraph's title before its first full stop in
 * bold, and the expenses term, which is said with the price rather than among the other further terms.
 */
import { richParagraphs, type BodyBlock } from '../templates/word-blocks.ts';

/** The further term on expenses ('Expenses. ...'), printed with the price rather than among the further terms. */
export function expensesTerm(terms: readonly string[]): string | undefined {
  return terms.find((t) => /^expenses\b/i.test(t));
}

/** 'Expenses. The price includes ...': the title before the first full stop in bold, as a clause reads. */
export function furtherTermsParagraphs(terms: readonly string[]): BodyBlock[] {
  return richParagraphs(
    terms.map((t) => {
      const cut = /^([^.]{1,60}\.)\s+(.+)$/.exec(t);
      return cut ? [{ text: cut[1]!, bold: true as const }, { text: ` ${cut[2]!}` }] : [{ text: t }];
    }),
  );
}
