import {
  Counter,
  type CounterConfiguration,
  type LabelValues,
  type Metric,
  type Registry,
} from 'prom-client';

/**
 * Metrics counted on the hot path in plain numbers, one tally per label set, and handed to prom-client only when
 * they are read (a scrape). prom-client checks and hashes the labels on every `inc` and `observe`: with five such
 * calls per request they were 9 % of the instructions of a page served from the page cache (decision 0421).
 *
 * A label set is keyed by its values in the order of the label names; its labels object is kept the first time the
 * set is seen. Label sets stay bounded by the caller, as for any metric.
 */

/** The key of a label set: its values in the order of the metric's label names. */
function keyOf(labelNames: readonly string[], labels: Partial<Record<string, string | number>>): string {
  let key = '';
  for (const name of labelNames) key += `${labels[name]}\u0001`;
  return key;
}

interface Tally<L extends string> {
  labels: LabelValues<L>;
  count: number;
}

/** A counter whose increments are tallied and added to prom-client's counter when it is read. */
export class TalliedCounter<L extends string> extends Counter<L> {
  /** Not a private field: prom-client's constructor calls `reset()` before subclass fields exist. */
  tallies: Map<string, Tally<L>> | undefined;
  readonly #labelOrder: readonly L[];

  constructor(configuration: Omit<CounterConfiguration<L>, 'collect'>) {
    super({
      ...configuration,
      collect(this: TalliedCounter<L>) {
        for (const tally of this.tallies?.values() ?? []) {
          if (tally.count === 0) continue;
          this.inc(tally.labels, tally.count);
          tally.count = 0;
        }
      },
    } as CounterConfiguration<L>);
    this.tallies = new Map();
    this.#labelOrder = configuration.labelNames ?? [];
  }

  /** One more for this label set. */
  add(labels: LabelValues<L>): void {
    const key = keyOf(this.#labelOrder, labels);
    const tally = this.tallies!.get(key);
    if (tally) tally.count++;
    else this.tallies!.set(key, { labels, count: 1 });
  }

  override reset(): void {
    super.reset();
    this.tallies?.clear();
  }
}

interface HistogramTally<L extends string> {
  labels: LabelValues<L>;
  /** Observations per bucket (not cumulative); the last one is +Inf's own. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

interface ExportedValue {
  value: number;
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string | number>;
  metricName?: string;
  /** prom-client's buckets carry an exemplar slot (none here). */
  exemplar?: null;
}

/**
 * A histogram tallied in plain numbers per label set and exported in prom-client's own shape and text (the same
 * lines a prom-client Histogram prints). Registered with `registry.registerMetric`.
 */
export class TalliedHistogram<L extends string> {
  readonly name: string;
  readonly help: string;
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #labelNames: readonly L[];
  readonly #upperBounds: readonly number[];
  readonly #tallies = new Map<string, HistogramTally<L>>();

  constructor(configuration: {
    name: string;
    help: string;
    labelNames: readonly L[];
    buckets: readonly number[];
    registers: Registry[];
  }) {
    this.name = configuration.name;
    this.help = configuration.help;
    this.#labelNames = configuration.labelNames;
    this.#upperBounds = [...configuration.buckets].sort((a, b) => a - b);
    for (const registry of configuration.registers) registry.registerMetric(this as unknown as Metric);
  }

  /** Records `value` for this label set. */
  observe(labels: LabelValues<L>, value: number): void {
    const key = keyOf(this.#labelNames, labels);
    let tally = this.#tallies.get(key);
    if (!tally) {
      tally = { labels, buckets: new Float64Array(this.#upperBounds.length + 1), sum: 0, count: 0 };
      this.#tallies.set(key, tally);
    }
    let bucket = 0;
    while (bucket < this.#upperBounds.length && value > this.#upperBounds[bucket]!) bucket++;
    tally.buckets[bucket]!++;
    tally.sum += value;
    tally.count++;
  }

  /** What prom-client's Histogram answers for its text exposition: buckets (cumulative), +Inf, sum and count. */
  async getForPromString(): Promise<{
    name: string;
    help: string;
    type: string;
    aggregator: string;
    values: ExportedValue[];
  }> {
    const values: ExportedValue[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const { labels, buckets, sum, count } of this.#tallies.values()) {
      const shared = labels as Record<string, string | number>;
      let cumulative = 0;
      this.#upperBounds.forEach((le, index) => {
        cumulative += buckets[index]!;
        values.push({
          labels: { le },
          sharedLabels: shared,
          value: cumulative,
          metricName: bucketName,
          exemplar: null,
        });
      });
      values.push({
        labels: { le: '+Inf' },
        sharedLabels: shared,
        value: count,
        metricName: bucketName,
        exemplar: null,
      });
      values.push({ labels: {}, sharedLabels: shared, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels: {}, sharedLabels: shared, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** The same with each value's labels in one object (prom-client's JSON shape). */
  async get(): Promise<Awaited<ReturnType<TalliedHistogram<L>['getForPromString']>>> {
    const metric = await this.getForPromString();
    return {
      ...metric,
      values: metric.values.map(({ labels, sharedLabels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }

  reset(): void {
    this.#tallies.clear();
  }
}
