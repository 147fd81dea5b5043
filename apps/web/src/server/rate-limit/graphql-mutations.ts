import { Kind, parse } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';

/** A document longer than this is not looked at here: Mercurius' own limits refuse it anyway. */
const MAX_TOKENS = 5000;

/**
 * How many mutations a POST /graphql body asks for: each root field of the chosen mutation operation counts,
 * aliases included (five aliased `reportBrokenFile` are five reports). A body that does not parse counts 0:
 * Mercurius refuses it before anything runs.
 */
export function mutationCount(body: unknown): number {
  if (Array.isArray(body)) return body.reduce<number>((sum, entry) => sum + mutationCount(entry), 0);
  if (typeof body !== 'object' || body === null) return 0;
  const { query, operationName } = body as { query?: unknown; operationName?: unknown };
  // Without the word "mutation" there is none: most requests are never parsed here.
  if (typeof query !== 'string' || !query.includes('mutation')) return 0;
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return 0;
  }
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation =
    typeof operationName === 'string'
      ? operations.find((candidate) => candidate.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
  if (operation?.operation !== 'mutation') return 0;
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return Math.max(1, rootFieldCount(operation.selectionSet, fragments, new Set()));
}

function rootFieldCount(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      count += selection.name.value === '__typename' ? 0 : 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += rootFieldCount(selection.selectionSet, fragments, seen);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) continue;
      seen.add(fragment.name.value);
      count += rootFieldCount(fragment.selectionSet, fragments, seen);
    }
  }
  return count;
}
