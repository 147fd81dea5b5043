/**
 * A method a path does not have (TRACE, OPTIONS, QUERY, PATCH, ...) is 405 with `Allow` naming the ones it has,
 * instead of the router's 404: the answer says what the caller can do, in the ApiError shape.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from './errors.ts';

/** Starts collecting the routes; call the function it returns once every route is registered. */
export function answerMethodsNotAllowed(app: FastifyInstance): () => void {
  const methodsByUrl = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const methods = methodsByUrl.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    // Fastify answers HEAD itself wherever there is a GET.
    if (methods.has('GET')) methods.add('HEAD');
    methodsByUrl.set(route.url, methods);
  });
  return () => {
    for (const [url, methods] of [...methodsByUrl]) {
      const allow = [...methods].sort().join(', ');
      const others = app.supportedMethods.filter((method) => !methods.has(method));
      const refuse = async (request: FastifyRequest, reply: FastifyReply) =>
        reply
          .code(405)
          .header('allow', allow)
          .send(apiError(405, `${request.method} is not allowed here; allowed: ${allow}`));
      // Answered on request, before a body method (QUERY, PATCH ...) is held to its content type.
      app.route({ method: others, url, onRequest: refuse, handler: refuse });
    }
  };
}
