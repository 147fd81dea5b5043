import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LATENCY_BUCKETS, TalliedCounter, TalliedHistogram } from '../src/index.ts';

/** Tallied metrics print what prom-client's own print for the same events, in text and JSON. */

const labelSets = [
  { route: '/:lang/main', method: 'GET', status_class: '2xx' },
  { route: '/:lang/:urlname', method: 'GET', status_class: '4xx' },
  { route: 'unmatched', method: 'POST', status_class: '5xx' },
];
const values = [0.0001, 0.005, 0.0051, 0.02, 0.3, 1, 7, 12, 0.01];

describe('tallied metrics', () => {
  it('print the same histogram lines as prom-client for the same observations', async () => {
    const [ours, theirs] = [new Registry(), new Registry()];
    const config = {
      name: 'h_seconds',
      help: 'A histogram.',
      buckets: LATENCY_BUCKETS,
      labelNames: ['route', 'method', 'status_class'] as const,
    };
    const tallied = new TalliedHistogram<'route' | 'method' | 'status_class'>({
      ...config,
      registers: [ours],
    });
    const histogram = new Histogram({ ...config, labelNames: [...config.labelNames], registers: [theirs] });
    values.forEach((value, index) => {
      const labels = labelSets[index % labelSets.length]!;
      tallied.observe(labels, value);
      histogram.observe(labels, value);
    });
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
  });

  it('count what prom-client counts, added when read, and nothing from before a reset', async () => {
    const [ours, theirs] = [new Registry(), new Registry()];
    const config = { name: 'c_total', help: 'A counter.', labelNames: ['outcome', 'site'] as const };
    const tallied = new TalliedCounter({ ...config, registers: [ours] });
    const counter = new Counter({ ...config, registers: [theirs] });
    const count = (outcome: string, site: string) => {
      tallied.add({ outcome, site });
      counter.inc({ outcome, site });
    };
    count('hit', 's1');
    count('hit', 's1');
    count('miss', 's2');
    expect(await ours.metrics()).toBe(await theirs.metrics());
    count('hit', 's1');
    expect(await ours.metrics()).toBe(await theirs.metrics());
    tallied.add({ outcome: 'stale', site: 's1' });
    tallied.reset();
    counter.reset();
    count('miss', 's1');
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  it('tell apart label sets that share values, count a number with its text, and count a metric without labels', async () => {
    const [ours, theirs] = [new Registry(), new Registry()];
    const config = { name: 'r_total', help: 'Requests.', labelNames: ['route', 'status'] as const };
    const tallied = new TalliedCounter({ ...config, registers: [ours] });
    const counter = new Counter({ ...config, registers: [theirs] });
    for (const [route, status] of [
      ['/a', 200],
      ['/a', '200'],
      ['/a', 404],
      ['/b', 200],
      ['/b', '404'],
      ['/a', '404'],
    ] as const) {
      tallied.add({ route, status });
      counter.inc({ route, status });
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).toContain('r_total{route="/a",status="200"} 2');

    const [plain, prom] = [new Registry(), new Registry()];
    const total = new TalliedCounter({ name: 'n_total', help: 'All.', registers: [plain] });
    const promTotal = new Counter({ name: 'n_total', help: 'All.', registers: [prom] });
    for (let index = 0; index < 3; index++) {
      total.add({});
      promTotal.inc();
    }
    expect(await plain.metrics()).toBe(await prom.metrics());
  });
});
