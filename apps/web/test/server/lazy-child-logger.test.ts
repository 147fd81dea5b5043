import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChild } from '../../src/server/lazy-child-logger.ts';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const root = pino({ level, redact: ['secret'] }, stream);
  return { root, lines, childSpy: vi.spyOn(root, 'child') };
}

describe('a lazy child logger', () => {
  it('makes no pino child while nothing at its level is written', () => {
    const { root, lines, childSpy } = capture('warn');
    const request = lazyChild(root, { reqId: 'r1' }, { level: 'warn' });
    const withSite = request.child({ siteId: 's1' });
    request.info('incoming request');
    withSite.debug('details');
    expect(childSpy).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes a line with every binding once something is logged, and makes each child once', () => {
    const { root, lines, childSpy } = capture('info');
    const request = lazyChild(root, { reqId: 'r1' }, { level: 'info' });
    const withSite = request.child({ siteId: 's1' });
    withSite.warn({ secret: 'hunter2' }, 'slow upstream');
    withSite.info('again');
    request.error('failed');
    // The request's child and the site's (a pino child inherits the spied method), each made once.
    expect(childSpy).toHaveBeenCalledTimes(2);
    expect(lines.map(({ reqId, siteId, msg, secret }) => ({ reqId, siteId, msg, secret }))).toEqual([
      { reqId: 'r1', siteId: 's1', msg: 'slow upstream', secret: '[Redacted]' },
      { reqId: 'r1', siteId: 's1', msg: 'again', secret: undefined },
      { reqId: 'r1', siteId: undefined, msg: 'failed', secret: undefined },
    ]);
  });

  it('honours a level of its own, and a level set later', () => {
    const { root, lines } = capture('info');
    const quiet = lazyChild(root, { reqId: 'r2' }, { level: 'error' });
    quiet.warn('not written');
    expect(quiet.level).toBe('error');
    quiet.level = 'debug';
    quiet.debug('written');
    expect(lines.map((line) => line.msg)).toEqual(['written']);
  });
});
