import { check, sleep } from 'k6';
import http from 'k6/http';
import { BASE_URL, LANGS, SITES } from './sites.ts';

const QUERIES = [
  `query News($lang: Language!) { currentSite { id news(lang: $lang, pageSize: 10) { total items { id title } } } }`,
  `query Sections($lang: Language!) { currentSite { sections(lang: $lang) { urlname } } }`,
  `query SiteName($lang: Language!) { currentSite { name(lang: $lang) maintenance { enabled } } }`,
];

/** An internal tool querying the gateway: a JSON POST (CSRF prevention accepts application/json). */
export function queryGraphql(thinkSeconds = 1): void {
  const host = SITES[Math.floor(Math.random() * SITES.length)]!;
  const lang = LANGS[Math.floor(Math.random() * LANGS.length)]!;
  const query = QUERIES[Math.floor(Math.random() * QUERIES.length)]!;
  const response = http.post(`${BASE_URL}/graphql`, JSON.stringify({ query, variables: { lang } }), {
    headers: { Host: host, 'content-type': 'application/json' },
    tags: { name: 'graphql', kind: 'graphql' },
  });
  check(response, {
    'answers 200': (r) => r.status === 200,
    'has data, no errors': (r) => {
      const body = r.json() as { data?: { currentSite?: unknown }; errors?: unknown } | null;
      return Boolean(body?.data?.currentSite) && !body?.errors;
    },
  });
  sleep(thinkSeconds * Math.random());
}
