import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookie parsing and setting (SiteID, locale, member cookies) for the whole app. */
export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
