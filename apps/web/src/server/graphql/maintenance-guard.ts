import { SiteInMaintenanceError } from '../errors.ts';
import { isInMaintenance } from '../site/site-service.ts';
import type { ResolvedSite } from '../site/site-service.ts';
import type { GraphqlContext } from './context.ts';
import type { Resolvers } from './generated/resolvers-types.ts';

type SiteResolvers = NonNullable<Resolvers['Site']>;

/**
 * The fields of a site that still answer while it is in maintenance: what the maintenance page needs
 * (its name, layout and maintenance notice). Every other field of `Site`, present or future, refuses with
 * SITE_IN_MAINTENANCE: a site closed to its pages is closed to /graphql too (docs/decisions/0222).
 */
export const FIELDS_OPEN_IN_MAINTENANCE: ReadonlySet<string> = new Set([
  'id',
  'domain',
  'name',
  'maintenance',
  'layout',
]);

type FieldResolver = (site: ResolvedSite, args: never, context: GraphqlContext, info: never) => unknown;

export function closedInMaintenance(resolvers: SiteResolvers): SiteResolvers {
  const guarded = Object.entries(resolvers).map(([field, resolve]) => {
    if (FIELDS_OPEN_IN_MAINTENANCE.has(field) || typeof resolve !== 'function') return [field, resolve];
    const resolveField = resolve as FieldResolver;
    const whenOpen: FieldResolver = async (site, args, context, info) => {
      if (isInMaintenance(await context.sites.getDetails(site.id))) throw new SiteInMaintenanceError();
      return resolveField(site, args, context, info);
    };
    return [field, whenOpen];
  });
  return Object.fromEntries(guarded) as SiteResolvers;
}
