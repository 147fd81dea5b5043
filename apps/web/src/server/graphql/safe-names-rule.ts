import { GraphQLError } from 'graphql';
import type { ValidationRule } from 'graphql';

/** What the GraphQL lexer accepts as a name (GraphQL spec §2.1.9). */
export const GRAPHQL_NAME_PATTERN = /^[_A-Za-z][_0-9A-Za-z]*$/;

/**
 * Every name of the document (fields, aliases, arguments, variables, fragments, directives, types) and every
 * enum value must be a GraphQL name. The lexer guarantees it for source text; this rule guarantees it for any
 * document however it was built, because graphql-jit writes names into the JavaScript it compiles
 * (docs/decisions/0221).
 */
export const SafeNamesRule: ValidationRule = (context) => ({
  Name(node) {
    if (!GRAPHQL_NAME_PATTERN.test(node.value)) {
      context.reportError(new GraphQLError('Invalid name.', { nodes: node }));
    }
  },
  EnumValue(node) {
    if (!GRAPHQL_NAME_PATTERN.test(node.value)) {
      context.reportError(new GraphQLError('Invalid enum value.', { nodes: node }));
    }
  },
});
