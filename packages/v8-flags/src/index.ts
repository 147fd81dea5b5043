import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags both servers set on themselves, on import: each app's entry point imports this package before anything
 * else (docs/decisions/0435, 0437). Node refuses them in NODE_OPTIONS, so neither the charts nor the containers
 * could pass them, and set here they hold however an app starts (its container, `npm start`, the bench, the tests).
 *
 * `--no-allocation-site-pretenuring`: V8 counts how many of each allocation site's objects survive a scavenge and,
 * past a threshold, allocates that site's objects straight into the old generation. Under sustained load it did so
 * for sites on the request path. Those objects die as young as ever but are freed only by a full collection; until
 * then they hold their young neighbours through every scavenge, which copies and promotes them. The website: 1.6 MB
 * survived each scavenge of the 8 MB semi-space (3-5 ms pauses every 25 ms), 7 KB without. dept-api answering
 * lists: 240 KB promoted per scavenge (1.3-1.6 ms pauses), 40 KB without (0.8 ms).
 */
export const SERVER_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of SERVER_V8_FLAGS) setFlagsFromString(flag);
