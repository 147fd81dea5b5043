/** A pino logger at `level` whose lines (JSON text) a test reads back from `lines`. */
import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions } from '../../src/logger.ts';

export function capturedLogger(level: string): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: pino(loggerOptions(level), sink), lines };
}
