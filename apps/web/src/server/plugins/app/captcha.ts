import fp from 'fastify-plugin';
import { createCaptcha, type Captcha } from '../../captcha/captcha.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The forms' captcha (decisions 0150, 0604): challenges in the pages, one answer each across pods. */
    captcha: Captcha;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'captcha',
      createCaptcha({
        secret: app.config.captcha.secret,
        store: app.upstreamCache.store,
        wordAnswersPerAddress: app.config.captcha.wordAnswersPerHour,
      }),
    );
  },
  { name: 'captcha', dependencies: ['cache'] },
);
