// Checks docs/decisions against its template and index (docs/decisions/README.md):
//
//   node scripts/check-decision-records.ts    // prints each problem; exit code 1 when there is one
//
// - every record opens with `# NNNN: Title`, `Date: YYYY-MM-DD` and a `Status:` line in the template's words;
// - every record is in the README's index;
// - every relative link resolves (a file, and a heading when it names one);
// - every path from the repository's root a record names (apps/…, packages/…, scripts/…) exists;
// - links go both ways: a record a Status line names says so, and a record that says near its top that it
//   amends or supersedes another is named in that one's Status.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const folder = join(root, 'docs/decisions');
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name))
  .sort();
const textOf = new Map(records.map((name) => [name.slice(0, 4), readFileSync(join(folder, name), 'utf8')]));
const problems: string[] = [];

const recordLink = String.raw`\[\d{4}\]\(\d{4}-[a-z0-9-]+\.md\)`;
const links = `${recordLink}(, ${recordLink})*`;
const statusLine = new RegExp(
  `^Status: (accepted|superseded by ${recordLink}(; amended by ${links})?|amended by ${links})$`,
);
const statusOf = new Map<string, string>();

for (const [number, text] of textOf) {
  const [title = '', , date = '', , status = ''] = text.split('\n');
  if (!new RegExp(`^# ${number}: \\S`).test(title))
    problems.push(`${number}: the title is not "# ${number}: Title"`);
  if (!/^Date: \d{4}-\d\d-\d\d$/.test(date)) problems.push(`${number}: no "Date: YYYY-MM-DD" on line 3`);
  if (!statusLine.test(status))
    problems.push(`${number}: line 5 is not a Status line in the template's words`);
  statusOf.set(number, status);
}

const index = readFileSync(join(folder, 'README.md'), 'utf8');
for (const name of records)
  if (!index.includes(`](${name})`)) problems.push(`${name.slice(0, 4)}: not in the index`);

const headingSlug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
const headingsOf = (file: string) =>
  new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^#+ /.test(line))
      .map((line) => headingSlug(line.replace(/^#+ /, ''))),
  );

for (const name of [...records, 'README.md', 'TEMPLATE.md']) {
  const text = readFileSync(join(folder, name), 'utf8');
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target)) continue;
    const [path = '', heading] = target.split('#');
    const file = resolve(folder, path);
    if (!existsSync(file)) problems.push(`${name}: the link ${target} leads nowhere`);
    else if (heading && !headingsOf(file).has(heading))
      problems.push(`${name}: ${path} has no heading #${heading}`);
  }
  for (const [path] of text.matchAll(/\b(apps|packages|scripts|charts|docker|load-tests)\/[\w./@-]*\w/g))
    if (!existsSync(join(root, path))) problems.push(`${name}: names ${path}, which does not exist`);
}

for (const [number, status] of statusOf)
  for (const [, other = ''] of status.matchAll(/\[(\d{4})\]/g))
    if (!textOf.get(other)?.includes(number))
      problems.push(`${number}'s Status names ${other}, which does not name ${number}`);

// "Amends 0141 (…) and 0159 (…)", "Supersedes 0005 (…)": the numbers of the list, not those inside its brackets
const changesList =
  /\b(?:[Aa]mends|[Ss]upersedes)\s+((?:0\d{3}(?:'s)?(?:\s*\([^)]*\))?(?:,\s*|\s+and\s+)?)+)/g;
for (const [number, text] of textOf) {
  const top = text.slice(0, text.search(/^## /m));
  for (const [, list = ''] of top.matchAll(changesList))
    for (const [other] of list.replace(/\([^)]*\)/g, '').matchAll(/0\d{3}/g)) {
      const supersededByOther = statusOf.get(number)?.startsWith(`Status: superseded by [${other}]`);
      if (statusOf.has(other) && !supersededByOther && !statusOf.get(other)!.includes(`[${number}]`))
        problems.push(`${number} changes ${other}, whose Status does not name ${number}`);
    }
}

console.log(
  problems.join('\n') || `${records.length} decision records: headers, index, links and paths hold`,
);
process.exitCode = problems.length ? 1 : 0;
