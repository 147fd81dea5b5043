import fp from 'fastify-plugin';
import { createCaptcha, type Captcha } from '../../captcha/captcha.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The forms' captcha (decision 0150): challenges in the pages, answers checked once across pods. */
    captcha: Captcha;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'captcha',
      createCaptcha({ secret: app.config.captcha.secret, store: app.upstreamCache.store }),
    );
  },
  { name: 'captcha', dependencies: ['cache'] },
);
