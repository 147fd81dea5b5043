import type { FastifyInstance } from 'fastify';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GraphqlContext } from '../../src/server/graphql/context.ts';
import { createInProcessGateway } from '../../src/server/render/in-process-gateway.ts';

/** A stand-in for the gateway: answers with the host of the request whose context it was given, a little later. */
function gatewayAnsweringTheHost(sources: string[] = []): FastifyInstance {
  return {
    graphql: async (source: string, context: GraphqlContext) => {
      sources.push(source);
      await new Promise((done) => setTimeout(done, 5));
      return { data: { currentSite: { domain: context.reply.request.headers.host } } };
    },
  } as unknown as FastifyInstance;
}

function contextOfHost(host: string): GraphqlContext {
  return { reply: { request: { headers: { host } } } } as unknown as GraphqlContext;
}

describe('the pages’ in-process gateway', () => {
  const document: TypedDocumentNode<{ currentSite: { domain: string } }, { lang: string }> = parse(
    'query Shell($lang: Language!) { currentSite { domain } }',
  );

  it('gives each request its own answer when requests for different sites run the same query at once', async () => {
    const sources: string[] = [];
    const gateway = createInProcessGateway(gatewayAnsweringTheHost(sources));
    const hosts = ['localhost', 'chiangmai.localhost', 'evil.example', 'khonkaen.localhost'];
    const answers = await Promise.all(
      hosts.map((host) => gateway(document, { lang: 'th' }, contextOfHost(host))),
    );
    expect(answers.map((answer) => answer.data?.currentSite.domain)).toEqual(hosts);
    // One execution each, of the document's text.
    expect(sources).toHaveLength(hosts.length);
    expect(sources[0]).toContain('query Shell($lang: Language!)');
  });
});
