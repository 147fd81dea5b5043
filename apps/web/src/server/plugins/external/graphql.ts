import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import mercurius from 'mercurius';
import type { IResolvers } from 'mercurius';
import { createGraphqlContext } from '../../graphql/context.ts';
import { createErrorFormatter } from '../../graphql/error-formatter.ts';
import { resolvers } from '../../graphql/resolvers.ts';
import { refuseNonGraphqlSource, refuseNonStringQuery } from '../../graphql/source-text.ts';
import { GRAPHQL_LIMITS, graphqlValidationRules } from '../../graphql/validation-rules.ts';
import { webRoot } from '../../web-root.ts';

const SCHEMA_FILE = join(webRoot, 'src/server/graphql/schema.graphql');

/**
 * Mercurius at /graphql, schema first, hardened (docs/decisions/0203): CSRF prevention, masked errors,
 * depth/alias/cost limits, introspection and GraphiQL only when configured. Registered without encapsulation
 * so the pages can run `app.graphql(...)` in process.
 */
export default fp(
  async (app) => {
    const { graphql } = app.config;
    await app.register(mercurius, {
      schema: await readFile(SCHEMA_FILE, 'utf8'),
      resolvers: resolvers as unknown as IResolvers,
      path: '/graphql',
      context: createGraphqlContext,
      graphiql: graphql.graphiql,
      csrfPrevention: true,
      // Compile a query to JavaScript on its second run (graphql-jit): pages run the same few queries on every
      // render, and interpreting them cost about 12 % of a fresh page render.
      jit: 1,
      errorFormatter: createErrorFormatter({ showSuggestions: graphql.introspection }) as never,
      validationRules: graphqlValidationRules({ introspection: graphql.introspection }),
      // A query within the token limit is a few KB; 64 KB leaves room for variables and refuses a flood early.
      additionalRouteOptions: { preValidation: refuseNonStringQuery, bodyLimit: 64 * 1024 },
      graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens } },
    });
    app.graphql.addHook('preParsing', refuseNonGraphqlSource);
  },
  { name: 'graphql', dependencies: ['sites', 'content'] },
);
