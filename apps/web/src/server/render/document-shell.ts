/** What the document shell (src/client/index.html) marks with `<!-- name -->`, each filled for every page. */
export const DOCUMENT_SLOTS = [
  'htmlLang',
  'htmlClass',
  'head',
  'reloadNotice',
  'element',
  'pageStateScript',
] as const;

export type DocumentValues = Record<(typeof DOCUMENT_SLOTS)[number], string>;

const SLOT = /<!--\s*([A-Za-z_$][\w$]*)\s*-->/g;

/**
 * The document shell cut at its slots, once: a page is then its pieces in document order (the shell's text and the
 * page's values), which the website encodes one after the other into its bytes (utf8Bytes) without ever joining
 * them into one string: a 40 K character page no longer becomes a second 80 KB copy of itself per render. Every
 * slot must be in the shell exactly once, and nothing else may look like one: a shell that differs fails at start.
 */
export function compileDocumentShell(shell: string): (values: DocumentValues) => string[] {
  const literals: string[] = [];
  const slots: Array<keyof DocumentValues> = [];
  let literalStart = 0;
  for (const match of shell.matchAll(SLOT)) {
    const name = match[1]!;
    if (!(DOCUMENT_SLOTS as readonly string[]).includes(name)) {
      throw new Error(`The document shell has an unknown slot <!-- ${name} -->`);
    }
    if (slots.includes(name as keyof DocumentValues)) {
      throw new Error(`The document shell has <!-- ${name} --> twice`);
    }
    literals.push(shell.slice(literalStart, match.index));
    slots.push(name as keyof DocumentValues);
    literalStart = match.index + match[0].length;
  }
  literals.push(shell.slice(literalStart));
  const missing = DOCUMENT_SLOTS.filter((name) => !slots.includes(name));
  if (missing.length > 0)
    throw new Error(`The document shell lacks ${missing.map((n) => `<!-- ${n} -->`).join(', ')}`);
  return (values) => {
    const pieces = [literals[0]!];
    for (let index = 0; index < slots.length; index++)
      pieces.push(values[slots[index]!], literals[index + 1]!);
    return pieces;
  };
}
