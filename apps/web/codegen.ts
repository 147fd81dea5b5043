import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * graphql-codegen for apps/web. Each `generates` entry belongs to one part of the app; add new entries beside
 * these rather than changing them. Output goes into generated/ folders (gitignored): `npm run codegen`.
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: 'src/server/graphql/schema.graphql',
  generates: {
    // Server core: resolver types for the gateway's GraphQL schema.
    'src/server/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: false,
        contextType: '../context.ts#GraphqlContext',
        mappers: {
          Site: '../../site/site-service.ts#ResolvedSite',
          Maintenance: '../mappers.ts#MaintenanceSource',
          NewsItem: '../mappers.ts#NewsItemSource',
        },
      },
    },
    // Pages: typed documents for the operations pages run (in process on the server, over HTTP in the browser).
    'src/shared/generated/': {
      documents: ['src/server/render/**/*.graphql', 'src/components/**/*.graphql', 'src/pages/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        importExtension: '.ts',
      },
    },
  },
};

export default config;
