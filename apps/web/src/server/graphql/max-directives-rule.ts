import { GraphQLError } from 'graphql';
import type { ValidationRule } from 'graphql';

/**
 * At most `max` directives in a whole document: a flood of `@include`/`@skip` otherwise costs one error (and
 * one check) per copy. The pages use none; the limit leaves room for a client that does.
 */
export function maxDirectivesRule(max: number): ValidationRule {
  return (context) => {
    let count = 0;
    return {
      Directive(node) {
        count += 1;
        if (count === max + 1) {
          context.reportError(
            new GraphQLError(`The query has more than ${max} directives.`, { nodes: node }),
          );
        }
      },
    };
  };
}
