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

/**
 * Tallies by label set, found through one Map per label name keyed by the label's value. The values a caller
 * passes are mostly strings it already holds (a route pattern, a site id), whose hashes V8 keeps: no key string is
 * built and hashed per call. A number and its text are one value, as in prom-client.
 */
class LabelSetIndex<T> {
  readonly #labelNames: readonly string[];
  readonly #create: (labels: Record<string, string | number>) => T;
  #root = new Map<string, unknown>();
  /** Every tally, in the order their label sets were first seen. */
  readonly all: T[] = [];

  constructor(labelNames: readonly string[], create: (labels: Record<string, string | number>) => T) {
    this.#labelNames = labelNames;
    this.#create = create;
  }

  /** The tally of this label set, made the first time the set is seen (its labels object kept). */
  of(labels: Partial<Record<string, string | number>>): T {
    const names = this.#labelNames;
    let level = this.#root;
    for (let index = 0; index < names.length - 1; index++) {
      const value = labelValue(labels[names[index]!]);
      let next = level.get(value) as Map<string, unknown> | undefined;
      if (next === undefined) {
        next = new Map();
        level.set(value, next);
      }
      level = next;
    }
    const value = names.length === 0 ? '' : labelValue(labels[names[names.length - 1]!]);
    let tally = level.get(value) as T | undefined;
    if (tally === undefined) {
      tally = this.#create(labels as Record<string, string | number>);
      level.set(value, tally);
      this.all.push(tally);
    }
    return tally;
  }

  clear(): void {
    this.#root = new Map();
    this.all.length = 0;
  }
}

function labelValue(value: string | number | undefined): string {
  return typeof value === 'string' ? value : String(value);
}

interface Tally<L extends string> {
  labels: LabelValues<L>;
  count: number;
}

/** A counter whose increments are tallied and added to prom-client's counter when it is read. */
export class TalliedCounter<L extends string> extends Counter<L> {
  /** Not a private field: prom-client's constructor calls `reset()` before subclass fields exist. */
  tallies: LabelSetIndex<Tally<L>> | undefined;

  constructor(configuration: Omit<CounterConfiguration<L>, 'collect'>) {
    super({
      ...configuration,
      collect(this: TalliedCounter<L>) {
        for (const tally of this.tallies?.all ?? []) {
          if (tally.count === 0) continue;
          this.inc(tally.labels, tally.count);
          tally.count = 0;
        }
      },
    } as CounterConfiguration<L>);
    this.tallies = new LabelSetIndex(configuration.labelNames ?? [], (labels) => ({
      labels: labels as LabelValues<L>,
      count: 0,
    }));
  }

  /** One more for this label set. */
  add(labels: LabelValues<L>): void {
    this.tallies!.of(labels).count++;
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
  readonly #upperBounds: readonly number[];
  readonly #tallies: LabelSetIndex<HistogramTally<L>>;

  constructor(configuration: {
    name: string;
    help: string;
    labelNames: readonly L[];
    buckets: readonly number[];
    registers: Registry[];
  }) {
    this.name = configuration.name;
    this.help = configuration.help;
    this.#upperBounds = [...configuration.buckets].sort((a, b) => a - b);
    const bucketCount = this.#upperBounds.length + 1;
    this.#tallies = new LabelSetIndex(configuration.labelNames, (labels) => ({
      labels: labels as LabelValues<L>,
      buckets: new Float64Array(bucketCount),
      sum: 0,
      count: 0,
    }));
    for (const registry of configuration.registers) registry.registerMetric(this as unknown as Metric);
  }

  /** Records `value` for this label set. */
  observe(labels: LabelValues<L>, value: number): void {
    const tally = this.#tallies.of(labels);
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
    for (const { labels, buckets, sum, count } of this.#tallies.all) {
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
