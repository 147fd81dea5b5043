import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags the website sets on itself, first thing (main.ts imports this module before any other): Node refuses
 * them in NODE_OPTIONS, so neither the chart nor the container could pass them, and set here they hold however the
 * website starts (the container, `npm start`, the bench, the tests' built servers).
 *
 * `--no-allocation-site-pretenuring` (docs/decisions/0435): V8 counts how many of each allocation site's objects
 * survive a scavenge and, past a threshold, allocates that site's objects straight into the old generation. Under
 * sustained load it did so for sites on the request path. Those objects die as young as ever but are freed only
 * by a full collection; until then they hold their young neighbours through every scavenge, which copies and
 * promotes them: 1.6 MB survived each scavenge of the 8 MB semi-space (3-5 ms pauses every 25 ms), 7 KB without.
 */
export const WEBSITE_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of WEBSITE_V8_FLAGS) setFlagsFromString(flag);
