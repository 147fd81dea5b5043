import { readFileSync } from 'node:fs';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from '../../src/shared/generated/graphql.ts';
import { graphqlValidationRules } from '../../src/server/graphql/validation-rules.ts';

const schema = buildSchema(
  readFileSync(new URL('../../src/server/graphql/schema.graphql', import.meta.url), 'utf8'),
);

/** Every operation the pages run, as codegen made them (`…Document`). */
const pageDocuments = Object.entries(documents).filter(
  (entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && typeof entry[1] === 'object',
);

describe("the pages' own GraphQL documents", () => {
  it('are all found', () => {
    expect(pageDocuments.length).toBeGreaterThan(10);
  });

  // The pages run through the same gateway as a visitor's query: a document over its depth or cost limit would
  // fail on every render of its page.
  it.each(pageDocuments)('%s passes the limits every query must pass', (_name, document) => {
    expect(validate(schema, document, graphqlValidationRules({ introspection: false }))).toEqual([]);
  });
});
