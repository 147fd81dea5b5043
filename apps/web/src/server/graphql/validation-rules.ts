import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { ValidationRule } from 'graphql';
import { maxDirectivesRule } from './max-directives-rule.ts';
import { SafeNamesRule } from './safe-names-rule.ts';

/**
 * Limits every operation must pass before it runs (docs/decisions/0203). The depth leaves room for a menu
 * tree three levels deep (currentSite > layout > menu > children > children > label); 10 aliases stop one
 * request from running a resolver 100 times; the cost limit bounds the rest. The token limit is the parser's
 * (plugins/external/graphql.ts; the largest page document has a few hundred tokens): 5,000 nested levels stop
 * there, long before the call stack.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 10,
  maxCost: 5000,
  maxDirectives: 20,
  maxTokens: 2000,
} as const;

export function graphqlValidationRules(options: { introspection: boolean }): ValidationRule[] {
  const rules: ValidationRule[] = [
    SafeNamesRule,
    maxDirectivesRule(GRAPHQL_LIMITS.maxDirectives),
    maxDepthRule({
      n: GRAPHQL_LIMITS.maxDepth,
      // A fragment spread is not a level of the answer: count the fields it stands for, not the spread.
      flattenFragments: true,
      ignoreIntrospection: options.introspection,
    }) as unknown as ValidationRule,
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases }) as unknown as ValidationRule,
    costLimitRule({
      maxCost: GRAPHQL_LIMITS.maxCost,
      ignoreIntrospection: options.introspection,
    }) as unknown as ValidationRule,
  ];
  if (!options.introspection) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}
