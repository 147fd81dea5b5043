import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type LogMethod = (...args: unknown[]) => void;

/** Read, never written: a child made without options shares this one. */
const NO_OPTIONS: ChildLoggerOptions = Object.freeze({});

/**
 * A child logger that is made only when a line is actually written through it. A pino child serialises its
 * bindings (and sets up redaction) when it is made; every request gets one (its reqId) and a second once its site
 * is known, yet at the usual levels most requests write nothing: measured, the two children were 9 % of the CPU of
 * a cached page. A line below the logger's level costs a level check and makes nothing.
 */
export function lazyChild(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions = NO_OPTIONS,
): FastifyBaseLogger {
  if (hasOwnTransforms(options)) return parent.child(bindings, options);
  const root = parent as unknown as Logger;
  return new LazyLogger(root, null, bindings, options, options.level) as unknown as FastifyBaseLogger;
}

function hasOwnTransforms(options: ChildLoggerOptions): boolean {
  return Boolean(options.serializers || options.redact || options.msgPrefix);
}

/**
 * One object per logger with its methods on the prototype (decision 0404): a logger per request is made for
 * every request, so it allocates nothing beyond its own fields.
 */
class LazyLogger {
  #made: FastifyBaseLogger | undefined;
  readonly #root: Logger;
  readonly #parent: LazyLogger | null;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  /** The level it was made with (its own, or its lazy parent's then); undefined: the root's. */
  readonly #ownLevel: string | undefined;

  /** `parent` null: a child of `root` itself; else a child of that lazy logger. */
  constructor(
    root: Logger,
    parent: LazyLogger | null,
    bindings: Bindings,
    options: ChildLoggerOptions,
    ownLevel: string | undefined,
  ) {
    this.#root = root;
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
    this.#ownLevel = ownLevel;
  }

  get level(): string {
    return this.#made?.level ?? this.#ownLevel ?? this.#root.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  silent(): void {}

  child(bindings: Bindings, options: ChildLoggerOptions = NO_OPTIONS): FastifyBaseLogger {
    if (hasOwnTransforms(options)) return this.#real().child(bindings, options);
    const level = options.level ?? this.level;
    return new LazyLogger(this.#root, this, bindings, options, level) as unknown as FastifyBaseLogger;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }

  #write(method: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]): void {
    const level = this.level;
    if (level === 'silent') return;
    const values = this.#root.levels.values;
    if (values[method]! < values[level]!) return;
    (this.#real()[method] as LogMethod)(...args);
  }

  #real(): FastifyBaseLogger {
    if (!this.#made) {
      const parent = this.#parent ? this.#parent.#real() : (this.#root as unknown as FastifyBaseLogger);
      this.#made = parent.child(this.#bindings, this.#options);
    }
    return this.#made;
  }
}
