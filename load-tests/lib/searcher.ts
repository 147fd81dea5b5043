import { check, sleep } from 'k6';
import http from 'k6/http';
import { BASE_URL, LANGS, SITES } from './sites.ts';

/** Words of the demo content in each language: searches that find several items of several types. */
const WORDS: Record<(typeof LANGS)[number], readonly string[]> = {
  th: ['คุมประพฤติ', 'กำไลอิเล็กทรอนิกส์', 'อาสาสมัคร', 'ฝึกอาชีพ', 'ประชาสัมพันธ์', 'รายงานประจำปี'],
  en: ['probation', 'bracelet', 'volunteers', 'training', 'annual report', 'community service'],
};

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A made-up word (a typo nobody typed before): the website's search cache misses, dept-api looks for near words. */
const madeUpWord = () => Array.from({ length: 7 }, () => pick([...LETTERS])).join('');

/**
 * One search of a visitor: 80 % a common word (its answer cached by the website: kind `search`),
 * 20 % a query never seen before (dept-api asked: kind `search-fresh`); then, half the time, a facet of the
 * results (a type or year link, the query kept). Every answer is a results page that shows the query.
 */
export function searchOnce(thinkSeconds = 2): void {
  const host = pick(SITES);
  const lang = pick(LANGS);
  const fresh = Math.random() < 0.2;
  const q = fresh ? `${pick(WORDS[lang])} ${madeUpWord()}` : pick(WORDS[lang]);
  const kind = fresh ? 'search-fresh' : 'search';
  const response = http.get(`${BASE_URL}/${lang}/search?q=${encodeURIComponent(q)}`, {
    headers: { Host: host },
    tags: { name: kind, kind },
  });
  check(response, {
    'answers 200': (r) => r.status === 200,
    'is a results page with the query kept': (r) =>
      String(r.body).includes('role="status"') && String(r.body).includes('name="q"'),
    'is noindex': (r) => String(r.body).includes('<meta name="robots" content="noindex">'),
  });
  const facet = /href="(\/(?:th|en)\/search\?q=[^"]*&amp;(?:type|year)=[^"]+)"/.exec(String(response.body));
  if (facet && Math.random() < 0.5) {
    sleep(thinkSeconds * Math.random());
    const filtered = http.get(`${BASE_URL}${facet[1]!.replace(/&amp;/g, '&')}`, {
      headers: { Host: host },
      tags: { name: 'search', kind: 'search' },
    });
    check(filtered, { 'answers 200': (r) => r.status === 200 });
  }
  sleep(thinkSeconds * (0.5 + Math.random()));
}
