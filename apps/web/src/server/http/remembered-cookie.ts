import type { SerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { BoundedMap } from '../cache/bounded-map.ts';

/**
 * A cookie whose Set-Cookie line is serialised once per value and reused (decision 0420): the site and locale
 * cookies go out on every first visit, and serialising them anew cost a cached page about 4 % of its CPU. Meant
 * for values that are few and ours (site ids from dept-api, the two languages), never the visitor's text; at most
 * `maxValues` lines are remembered.
 */
export class RememberedCookie {
  readonly #lines: BoundedMap<string, string>;
  readonly #name: string;
  readonly #options: SerializeOptions;

  constructor(name: string, options: SerializeOptions, maxValues = 1000) {
    this.#name = name;
    this.#options = options;
    this.#lines = new BoundedMap(maxValues);
  }

  /** Adds the cookie's Set-Cookie line to the answer (beside any other cookie the answer sets). */
  set(reply: FastifyReply, value: string): void {
    let line = this.#lines.get(value);
    if (line === undefined) {
      line = reply.server.serializeCookie(this.#name, value, this.#options);
      this.#lines.set(value, line);
    }
    reply.header('set-cookie', line);
  }
}
