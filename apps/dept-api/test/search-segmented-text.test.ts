/** Hits' texts segmented once and remembered (decision 0133): the same pieces as segmenting anew, within a bound. */
import { describe, expect, it } from 'vitest';
import { segmentText } from '@probation/i18n/search-words';
import {
  MAX_REMEMBERED_CHARACTERS,
  rememberedCharacters,
  segmentedText,
} from '../src/search/segmented-text.ts';

describe('segmented hit texts', () => {
  it('gives the pieces segmentation gives, and the same ones again for the same text', () => {
    for (const text of [
      'พนักงานคุมประพฤติติดตามผลการปฏิบัติตามเงื่อนไข',
      'Quokka bracelets for offenders · report.pdf',
      'ผู้ถูกคุมความประพฤติ 12 คน ได้รับ EM bracelets',
      '',
    ]) {
      const first = segmentedText(text);
      expect(first).toEqual(segmentText(text));
      expect(segmentedText(text)).toBe(first);
    }
  });

  it('holds a bounded number of characters, and never a very long text', () => {
    for (let i = 0; i < 500; i += 1) segmentedText(`ข่าวที่ ${i} `.repeat(100));
    expect(rememberedCharacters()).toBeLessThanOrEqual(MAX_REMEMBERED_CHARACTERS);
    const long = 'คุมประพฤติ '.repeat(2_000);
    expect(segmentedText(long)).not.toBe(segmentedText(long));
  });
});
