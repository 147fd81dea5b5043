import type { FastifyInstance } from 'fastify';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GraphqlContext } from '../../src/server/graphql/context.ts';
import { createInProcessClient } from '../../src/server/render/in-process-client.ts';

/** A stand-in for the gateway: answers with the host of the request whose context it was given, a little later. */
function gatewayAnsweringTheHost(): FastifyInstance {
  return {
    graphql: async (_source: string, context: GraphqlContext) => {
      await new Promise((done) => setTimeout(done, 5));
      return { data: { currentSite: { domain: context.reply.request.headers.host } } };
    },
  } as unknown as FastifyInstance;
}

function contextOfHost(host: string): GraphqlContext {
  return { reply: { request: { headers: { host } } } } as unknown as GraphqlContext;
}

describe('the in-process GraphQL client of the pages', () => {
  const document = parse('query Shell($lang: Language!) { currentSite { domain } }');

  it('gives each request its own answer when requests for different sites run the same query at once', async () => {
    const client = createInProcessClient(gatewayAnsweringTheHost());
    const hosts = ['localhost', 'chiangmai.localhost', 'evil.example', 'khonkaen.localhost'];
    const answers = await Promise.all(
      hosts.map((host) =>
        client.query(document, { lang: 'th' }, { gatewayContext: contextOfHost(host) }).toPromise(),
      ),
    );
    expect(answers.map((answer) => answer.data?.currentSite.domain)).toEqual(hosts);
  });
});
