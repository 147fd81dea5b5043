/**
 * What the demo complaints and tip-offs share: every demo site gets each demo of the channel, received `daysAgo`
 * days before the seed, its reference `CP-YYMMDD-DEM<site>0<n>` (or `TO-…`), in Thai, from the sender 'demo', with
 * its results dated the same way.
 */
import { bangkokDate } from '../../content/bangkok-time.ts';
import { DEMO_SITES } from '../demo-sites.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The sender of every demo complaint and tip-off: never a real sender's fingerprint, which is a salted hash. */
export const DEMO_SENDER = 'demo';

export function demoSubmissions<
  Demo extends { status: unknown; daysAgo: number; results: { daysAgo: number }[] },
  Own,
>(now: Date, prefix: 'CP' | 'TO', demos: Demo[], own: (demo: Demo, siteIndex: number, index: number) => Own) {
  const daysBefore = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  return DEMO_SITES.flatMap((site, siteIndex) =>
    demos.map((demo, index) => {
      const receivedAt = daysBefore(demo.daysAgo);
      const date = bangkokDate(receivedAt).replaceAll('-', '').slice(2);
      return {
        submission: {
          siteId: site.id,
          reference: `${prefix}-${date}-DEM${siteIndex + 1}0${index + 1}`,
          ...own(demo, siteIndex, index),
          lang: 'th' as const,
          status: demo.status as Demo['status'],
          senderFingerprint: DEMO_SENDER,
          receivedAt,
        },
        results: demo.results.map(({ daysAgo, ...result }) => ({
          ...(result as Omit<Demo['results'][number], 'daysAgo'>),
          recordedAt: daysBefore(daysAgo),
        })),
      };
    }),
  );
}
