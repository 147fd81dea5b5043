/** The department REST API as a Fastify app. Tests build it and call it with `app.inject`. */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { ApiContext } from './api-context.ts';
import { createClientRegistry } from './auth/clients.ts';
import { createTokenThrottle } from './auth/token-throttle.ts';
import type { Clock } from './auth/tokens.ts';
import type { ApiConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { tokenGuard } from './http/authentication.ts';
import { useContractValidation } from './http/contract-validation.ts';
import { answerFrameworkError, registerErrorHandlers } from './http/errors.ts';
import { answerMethodsNotAllowed } from './http/method-not-allowed.ts';
import { refuseNulCharacters } from './http/nul-characters.ts';
import { registerMetrics } from './http/metrics.ts';
import { loggerOptions } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createImageVariants } from './media/image-variants.ts';
import { registerAlbumRoutes } from './routes/album-routes.ts';
import { registerEventRoutes } from './routes/event-routes.ts';
import { registerFormRoutes } from './routes/form-routes.ts';
import { registerOfficerRoutes } from './routes/officer-routes.ts';
import { registerHealthRoutes } from './routes/health-routes.ts';
import { registerMaintenanceRoutes } from './routes/maintenance-routes.ts';
import { registerDocumentRoutes } from './routes/document-routes.ts';
import { registerMediaRoutes } from './routes/media-routes.ts';
import { registerMemberRoutes } from './routes/member-routes.ts';
import { registerNewsRoutes } from './routes/news-routes.ts';
import { registerPageRoutes } from './routes/page-routes.ts';
import { registerSearchRoutes } from './routes/search-routes.ts';
import { registerSectionRoutes } from './routes/section-routes.ts';
import { registerSiteRoutes } from './routes/site-routes.ts';
import { registerTokenRoutes } from './routes/token-routes.ts';
import { registerVideoRoutes } from './routes/video-routes.ts';
import { AttachmentStore } from './forms/attachment-store.ts';
import { createRetentionSchedule } from './forms/retention-schedule.ts';

export interface ApiDependencies {
  /** An open, migrated database (see `openDatabase`); the caller closes it. */
  database: Database;
  clock?: Clock;
  /** A pino logger to use instead of one built from the config (tests capture logs this way). */
  logger?: Logger;
}

/** Largest request body accepted (the contract's 413). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApi(config: ApiConfig, dependencies: ApiDependencies): Promise<FastifyInstance> {
  // Before anything listens: a folder that cannot be written stops the start (decision 0503).
  const attachments = new AttachmentStore(config.attachmentsDir);
  await attachments.assertWritable();
  const app = Fastify({
    ...(dependencies.logger
      ? { loggerInstance: dependencies.logger }
      : { logger: loggerOptions(config.logLevel) }),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 600 },
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  }) as unknown as FastifyInstance;

  const clock = dependencies.clock ?? (() => new Date());
  const db = dependencies.database.db;
  const mailer = createMailer({
    db,
    clock,
    log: app.log as unknown as Logger,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    retrySeconds: config.mail.retrySeconds,
  });
  const context: ApiContext = {
    database: dependencies.database,
    db,
    clock,
    clients: createClientRegistry(config.clients),
    tokenThrottle: createTokenThrottle(db, config.tokenThrottle),
    mediaDir: config.mediaDir,
    imageVariants: createImageVariants(config.mediaCacheDir),
    requireScope: tokenGuard(db, clock),
    mailer,
  };

  app.decorate('mailer', mailer);
  app.decorate('metricsServer', registerMetrics(app, { port: config.metricsPort, host: config.metricsHost }));
  app.decorateRequest('tokenHolder', null);
  useContractValidation(app);
  registerErrorHandlers(app);
  refuseNulCharacters(app);
  const registerMethodsNotAllowed = answerMethodsNotAllowed(app);
  registerHealthRoutes(app, context);
  registerTokenRoutes(app, context);
  registerSiteRoutes(app, context);
  registerMaintenanceRoutes(app, context);
  registerSectionRoutes(app, context);
  registerNewsRoutes(app, context);
  registerPageRoutes(app, context);
  registerAlbumRoutes(app, context);
  registerEventRoutes(app, context);
  registerVideoRoutes(app, context);
  registerDocumentRoutes(app, context, { fingerprintSalt: config.reportFingerprintSalt });
  registerSearchRoutes(app, context);
  await registerFormRoutes(app, context, {
    fingerprintSalt: config.reportFingerprintSalt,
    store: attachments,
    officerFallback: config.mail.officerFallback,
    tipOffOfficers: config.mail.tipOffOfficers,
    siteLinks: config.siteLinks,
  });
  registerOfficerRoutes(app, context, { store: attachments });
  await registerMemberRoutes(app, context, {
    fingerprintSalt: config.reportFingerprintSalt,
    attachmentsDir: config.attachmentsDir,
    siteLinks: config.siteLinks,
    clients: config.clients,
  });
  registerMediaRoutes(app, context);
  registerMethodsNotAllowed();
  const retention = createRetentionSchedule({
    db,
    store: attachments,
    days: config.retentionDays,
    everyHours: config.retentionEveryHours,
    clock,
    log: app.log as unknown as Logger,
  });
  app.addHook('onClose', async () => {
    await retention.stop();
    await mailer.stop();
  });
  await app.ready();
  mailer.start();
  retention.start();
  return app;
}
