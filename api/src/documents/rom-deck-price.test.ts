import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMERCIAL_SETTINGS } from '@portal/domain';
import { termsTitle } from './rom-deck-price.ts';

describe('termsTitle: the ROM names the governing terms as the settings do', () => {
  it.each([
    [
      'the default settings',
      DEFAULT_COMMERCIAL_SETTINGS.governingTerms,
      'Standard Terms and Conditions for Professional Services (version 3.2, January 2026)',
    ],
    [
      'in our voice',
      'Our Master Services Agreement (2025) apply to this work.',
      'Master Services Agreement (2025)',
    ],
    [
      'a text that names no terms',
      'The laws of Scotland govern this work.',
      'standard terms for professional services',
    ],
    ['empty', '', 'standard terms for professional services'],
  ])('%s', (_name, text, title) => {
    expect(termsTitle(text)).toBe(title);
  });
});
