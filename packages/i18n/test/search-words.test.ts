import { describe, expect, it } from 'vitest';
import { normalizeWord, searchWords, segmentText } from '../src/search-words.ts';

const words = (text: string) => searchWords(text).map((word) => word.normalized);

describe('search words', () => {
  it('finds the words of unspaced Thai text', () => {
    expect(words('กรมคุมประพฤติจัดงานวันอาสาสมัคร')).toEqual([
      'กรม',
      'คุม',
      'ประพฤติ',
      'จัด',
      'งาน',
      'วัน',
      'อาสา',
      'สมัคร',
    ]);
  });

  it('keeps a longer word whole: ตาม (follow) is not ตา (eye) + ม', () => {
    expect(words('เดินตามทาง')).toEqual(['เดิน', 'ตาม', 'ทาง']);
    expect(words('ตรวจตาฟรี')).toEqual(['ตรวจ', 'ตา', 'ฟรี']);
  });

  it('lower-cases Latin words and tells the scripts apart in mixed text', () => {
    const found = searchWords('กำไล EM Bracelets 2026');
    expect(found.map((word) => [word.normalized, word.script])).toEqual([
      ['กำไล', 'thai'],
      ['em', 'latin'],
      ['bracelets', 'latin'],
      ['2026', 'other'],
    ]);
  });

  it('gives each word its place in the text', () => {
    const text = 'ข่าว News!';
    for (const word of searchWords(text)) expect(text.slice(word.start, word.end)).toBe(word.text);
  });

  it('normalises what people type in several ways', () => {
    expect(normalizeWord('ＰＲＯＢＡＴＩＯＮ')).toBe('probation');
    // SARA AM typed as one character or as NIKHAHIT + SARA AA
    expect(normalizeWord('กำไล')).toBe(normalizeWord('ก\u0e4d\u0e32ไล'));
    expect(normalizeWord('๒๕๖๙')).toBe('2569');
    expect(normalizeWord('Volunteers’')).toBe("volunteers'");
  });

  it('leaves out punctuation, spaces and the repetition mark', () => {
    expect(words('  ... !!! ')).toEqual([]);
    expect(words('เด็กๆ')).toEqual(['เด็ก']);
  });

  it('cuts file names, abbreviations and times into their words', () => {
    expect(words('annual-report.2569.PDF U.S.A 10:30')).toEqual([
      'annual',
      'report',
      '2569',
      'pdf',
      'u',
      's',
      'a',
      '10',
      '30',
    ]);
    expect(words("don't")).toEqual(["don't"]);
  });

  it('cuts a text into pieces that join back into it', () => {
    const text = 'ศูนย์ราชการ, Chaeng Watthana Road (อาคาร B) report.pdf';
    expect(
      segmentText(text)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });
});
