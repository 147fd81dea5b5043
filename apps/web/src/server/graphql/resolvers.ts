import { isMaintenanceOn } from '../site/site-service.ts';
import type { Resolvers } from './generated/resolvers-types.ts';
import { mapLayout } from './mappers.ts';

export const resolvers: Resolvers = {
  Query: {
    currentSite: (_root, _args, context) => context.site(),
    buildId: (_root, _args, context) => context.buildId,
  },
  Site: {
    id: (site) => site.id,
    domain: (site) => site.domain,
    name: async (site, { lang }, context) => {
      const details = await context.sites.getDetails(site.id);
      return details.name?.[lang] ?? details.name?.th ?? '';
    },
    maintenance: async (site, _args, context) => (await context.sites.getDetails(site.id)).is_maintenance,
    layout: async (site, { lang }, context) => mapLayout(await context.sites.getLayout(site.id, lang), lang),
  },
  Maintenance: {
    enabled: (source) => isMaintenanceOn(source),
    message: (source, { lang }) => source.message?.[lang] ?? null,
  },
};
