import type { Client } from '@urql/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { runPageQuery } from '../../src/server/render/page-query.ts';

/** A client whose every query fails with one gateway error code, as urql hands it back. */
function clientFailingWith(code: string): Client {
  const error = {
    graphQLErrors: [{ message: 'refused', path: ['currentSite', 'news'], extensions: { code } }],
  };
  return { query: () => ({ toPromise: async () => ({ data: undefined, error }) }) } as unknown as Client;
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
    const outcome = await runPageQuery(clientFailingWith(code), request, {} as FastifyReply, document, {});
    expect(outcome).toMatchObject({ ok: false, status, failedFields: ['news'] });
    expect(log[level]).toHaveBeenCalledOnce();
    expect(log[level === 'error' ? 'info' : 'error']).not.toHaveBeenCalled();
  });
});
