import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_CLIENTS, loadConfig } from '../src/config.ts';
import { buildApi } from '../src/app.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { seedDemoData } from '../src/seed/seed-demo-data.ts';

describe('loadConfig', () => {
  it('has defaults that run on a bare machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 4000,
      host: 'localhost',
      databaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/\.data\/dept-api$/);
    expect(config.mediaDir).toMatch(/apps\/dept-api\/media$/);
    expect(config.clients).toEqual(DEMO_CLIENTS);
    expect(config.tokenThrottle).toMatchObject({
      perClientAndAddress: 10,
      perAddress: 20,
      clientBrakeAfter: 50,
    });
    expect(loadConfig({ TOKEN_FAILURES_BEFORE_CLIENT_BRAKE: '200' }).tokenThrottle.clientBrakeAfter).toBe(
      200,
    );
  });

  it("keeps the forms' attachments in a private folder beside the data and mails through the outbox by default", () => {
    const config = loadConfig({});
    expect(config.attachmentsDir).toMatch(/\.data\/dept-api-attachments$/);
    expect(config.mail).toMatchObject({ smtpUrl: undefined, officerFallback: undefined, retrySeconds: 60 });
    expect(
      loadConfig({
        ATTACHMENTS_DIR: '/data/attachments',
        SMTP_URL: 'smtp://relay.example.go.th:587',
        FORMS_OFFICER_EMAIL: 'saraban@probation.example.go.th',
      }),
    ).toMatchObject({
      attachmentsDir: '/data/attachments',
      mail: { smtpUrl: 'smtp://relay.example.go.th:587', officerFallback: 'saraban@probation.example.go.th' },
    });
  });

  it('reads the port, the database URL, and treats an empty variable as not set', () => {
    expect(loadConfig({ PORT: '4100', DATABASE_URL: 'postgres://u:p@db:5432/dept' })).toMatchObject({
      port: 4100,
      databaseUrl: 'postgres://u:p@db:5432/dept',
    });
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL'],
    [{ DEPT_API_CLIENTS: '{not json' }, 'DEPT_API_CLIENTS'],
    [{ DEPT_API_CLIENTS: '[{"client_id":"a","client_secret":"short"}]' }, 'DEPT_API_CLIENTS'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TOKEN_FAILURES_PER_ADDRESS: '0' }, 'TOKEN_FAILURES_PER_ADDRESS'],
    [{ TOKEN_FAILURES_PER_CLIENT_ADDRESS: 'ten' }, 'TOKEN_FAILURES_PER_CLIENT_ADDRESS'],
    [{ SMTP_URL: 'http://mail.example.go.th' }, 'SMTP_URL'],
    [{ FORMS_OFFICER_EMAIL: 'officers' }, 'FORMS_OFFICER_EMAIL'],
    [{ MEDIA_DIR: '/srv/media', ATTACHMENTS_DIR: '/srv/media/private' }, 'ATTACHMENTS_DIR'],
    [{ MEDIA_DIR: '/srv/media', ATTACHMENTS_DIR: '/srv/media' }, 'ATTACHMENTS_DIR'],
  ])('names the bad variable in %o', (environment, name) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(name);
  });

  it('replaces the demo clients with DEPT_API_CLIENTS', () => {
    const clients = [
      { client_id: 'gateway-prod', client_secret: 'a-long-enough-secret', scopes: ['site:read'] },
      {
        client_id: 'editor-prod',
        client_secret: 'another-long-secret',
        scopes: ['site:read', 'content:write'],
      },
    ];
    expect(loadConfig({ DEPT_API_CLIENTS: JSON.stringify(clients) }).clients).toEqual(clients);
    const unknownScope = [
      { client_id: 'x', client_secret: 'a-long-enough-secret', scopes: ['content:delete'] },
    ];
    expect(() => loadConfig({ DEPT_API_CLIENTS: JSON.stringify(unknownScope) })).toThrow(/DEPT_API_CLIENTS/);
  });

  it('has a demo editor client that may read and write content', () => {
    expect(DEMO_CLIENTS.find((client) => client.client_id === 'content-editor')).toEqual({
      client_id: 'content-editor',
      client_secret: 'dev-content-editor-secret',
      scopes: ['site:read', 'content:write'],
    });
  });

  it('refuses to start in production with only the built-in demo clients, unless told to accept them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DEPT_API_CLIENTS/);
    expect(loadConfig({ NODE_ENV: 'production', DEPT_API_DEMO_CLIENTS: 'true' }).clients).toEqual(
      DEMO_CLIENTS,
    );
  });

  it('with DEPT_API_CLIENTS set, the demo secret no longer opens the API', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DEPT_API_CLIENTS: JSON.stringify([
        { client_id: 'web-gateway', client_secret: 'production-secret-123' },
      ]),
    });
    const { database, drop } = await createTestDatabase();
    await seedDemoData(database.db);
    const app = await buildApi(config, { database });
    try {
      const exchange = (client_secret: string) =>
        app.inject({
          method: 'POST',
          url: '/oauth2/client/access-token',
          payload: { grant_type: 'client_credentials', client_id: 'web-gateway', client_secret, scope: '' },
        });
      expect((await exchange('dev-gateway-secret')).statusCode).toBe(401);
      expect((await exchange('production-secret-123')).json()).toMatchObject({ scope: 'site:read' });
    } finally {
      await app.close();
      await drop();
    }
  });
});
