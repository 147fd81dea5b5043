import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { InProcessGateway } from '../../src/server/render/in-process-gateway.ts';
import { runPageQuery } from '../../src/server/render/page-query.ts';

/** A gateway whose every query fails with one error code, as Mercurius answers it. */
function gatewayFailingWith(code: string, data: unknown = null): InProcessGateway {
  const error = new GraphQLError('refused', { path: ['currentSite', 'news'], extensions: { code } });
  return (async () => ({ data, errors: [error] })) as unknown as InProcessGateway;
}

function fakeRequest() {
  const log = { error: vi.fn(), info: vi.fn() };
  return { request: { log, server: {} } as unknown as FastifyRequest, log };
}

describe('a page query that fails', () => {
  const document = parse('query { currentSite { id } }');

  it.each([
    ['SITE_IN_MAINTENANCE', 503, 'error'],
    ['UPSTREAM_UNAVAILABLE', 503, 'error'],
    ['NOT_FOUND', 404, 'info'],
    ['BAD_REQUEST', 400, 'info'],
    ['SOMETHING_NEW', 500, 'error'],
  ] as const)('answers %s with %i and logs it at %s', async (code, status, level) => {
    const { request, log } = fakeRequest();
    const outcome = await runPageQuery(gatewayFailingWith(code), request, {} as FastifyReply, document, {});
    expect(outcome).toMatchObject({ ok: false, status, failedFields: ['news'] });
    expect(log[level]).toHaveBeenCalledOnce();
    expect(log[level === 'error' ? 'info' : 'error']).not.toHaveBeenCalled();
  });

  it('fails when part of the data came with an error (the caller shows what it can of it)', async () => {
    const { request } = fakeRequest();
    const outcome = await runPageQuery(
      gatewayFailingWith('UPSTREAM_UNAVAILABLE', { currentSite: { id: '1', news: null } }),
      request,
      {} as FastifyReply,
      document,
      {},
    );
    expect(outcome).toMatchObject({ ok: false, code: 'UPSTREAM_UNAVAILABLE', failedFields: ['news'] });
  });

  it('answers a document the gateway refuses outright with a 500, logged as an error', async () => {
    const { request, log } = fakeRequest();
    const refusing = (async () => {
      throw new Error('Graphql validation error');
    }) as unknown as InProcessGateway;
    const outcome = await runPageQuery(refusing, request, {} as FastifyReply, document, {});
    expect(outcome).toEqual({ ok: false, code: 'INTERNAL_SERVER_ERROR', status: 500, failedFields: [] });
    expect(log.error).toHaveBeenCalledOnce();
  });
});
