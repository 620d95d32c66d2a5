import { describe, expect, it } from 'vitest';
import { templateSchema } from '../contracts/reference.ts';
import {
  deckTextsIn,
  DOCUMENT_TEMPLATE_ID,
  formatKilobytes,
  placeholdersIn,
  TEMPLATE_PLACEHOLDER_KEYS,
  templateFormatOf,
} from './templates.ts';

describe('document templates', () => {
  it('finds placeholders with or without spaces inside the braces, each once', () => {
    expect(placeholdersIn('For {{client}} ({{ client }}) by {{prepared_by}}; {not} {{}}')).toEqual([
      'client',
      'prepared_by',
      '',
    ]);
    expect(TEMPLATE_PLACEHOLDER_KEYS.has('content')).toBe(true);
  });

  it('reads labelled deck texts, the first of each label, any case', () => {
    expect(
      deckTextsIn([
        'Footer: Acme Confidential',
        'footer: second',
        'COVER LABEL:  Acme Estimate ',
        'Company:',
        'Note: ignored',
      ]),
    ).toEqual({ footer: 'Acme Confidential', coverLabel: 'Acme Estimate' });
  });

  it('shows sizes in KB (UK format) and knows each format', () => {
    expect(formatKilobytes(15_462)).toBe('15.1 KB');
    expect(formatKilobytes(2_000_000)).toBe('1,953.1 KB');
    expect(templateFormatOf('rom-template.pptx')).toBe('pptx');
    expect(templateFormatOf('Plan.DOCX')).toBe('docx');
    expect(templateFormatOf('sheet.xlsx')).toBeUndefined();
    expect(DOCUMENT_TEMPLATE_ID[5]).toBe('template-deliverable-contract');
  });

  it('keeps the template entry compatible: the upload fields are optional', () => {
    const seeded = { id: 'template-rom', name: 'ROM', filename: 'rom-template.pptx' };
    expect(templateSchema.parse(seeded)).toEqual(seeded);
    const uploaded = {
      ...seeded,
      size: 15_462,
      modifiedAt: '2027-02-03T14:05:00.000Z',
      modifiedBy: { id: 'u-1', name: 'Alex Morgan', email: 'admin@provider.example' },
    };
    expect(templateSchema.parse(uploaded)).toEqual(uploaded);
    expect(templateSchema.safeParse({ ...seeded, size: -1 }).success).toBe(false);
  });
});
