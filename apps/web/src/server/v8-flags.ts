import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags the website sets on itself, first thing (main.ts imports this module before any other): Node refuses
 * them in NODE_OPTIONS, so neither the chart nor the container could pass them, and set here they hold however the
 * website starts (the container, `npm start`, the bench, the tests' built servers).
 *
 * `--no-allocation-site-pretenuring` (docs/decisions/0435): V8 learns from start-up, when most of what is allocated
 * lives on, to allocate the objects of some code sites straight into the old generation. The request path then
 * allocates its short-lived objects there too; dead but uncollected until the next full collection, they keep
 * their young neighbours alive through every scavenge, which copies and promotes them: under steady load, 1.6 MB
 * survived each scavenge of the 8 MB semi-space (3-5 ms pauses every 25 ms), where 7 KB do without it.
 */
export const WEBSITE_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of WEBSITE_V8_FLAGS) setFlagsFromString(flag);
