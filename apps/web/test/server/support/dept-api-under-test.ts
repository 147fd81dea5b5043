import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { request as undiciRequest } from 'undici';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  loadOpenApiDocument,
  type MaintenanceStatus,
  type operations,
  type SectionType,
} from '@probation/contract';
import { buildApi } from '../../../../dept-api/src/app.ts';
import type { Database } from '../../../../dept-api/src/db/database.ts';
import { accessTokens, sections } from '../../../../dept-api/src/db/schema.ts';
import { DEMO_SITES } from '../../../../dept-api/src/seed/demo-sites.ts';
import { ADMIN, EDITOR, GATEWAY, OFFICER, testConfig } from '../../../../dept-api/test/helpers/test-api.ts';
import { startSmtpSink, type ReceivedMail } from '../../../../dept-api/test/helpers/smtp-sink.ts';
import { ContractCheck } from './contract-check.ts';
import { openSeededDatabase } from './seeded-database.ts';

/**
 * The department REST API the website's tests run against: the REAL dept-api (apps/dept-api, `buildApi`) on an
 * in-memory PGlite copy of its demo seed, sending its mail to a real SMTP server kept here, and in front of it a
 * small fault proxy. The website talks to the proxy only. The proxy counts the calls per route, and its switches
 * break what a real API can break: failures, delays, dropped connections, odd site ids, short token lives, revoked
 * tokens. Every answer the proxy passes on unswitched is checked against the contract (contract-check.ts), and
 * `close()` fails when one broke it. Forged answers (a switch, or `forge`) are outside the contract on purpose and
 * are not checked.
 */

/** The proxy's names of the contract's calls (operation ids the tests name often have a short name). */
const SHORT_NAMES = {
  exchangeClientToken: 'token',
  findSiteByDomain: 'domain',
  getSiteDetails: 'details',
  getSiteLayout: 'layout',
  getMediaFile: 'media',
  listSections: 'sections',
  getSection: 'section',
  listNews: 'news',
  getNews: 'newsItem',
  listNewsCategories: 'newsCategories',
  getPage: 'page',
  listVideos: 'videos',
  getVideo: 'video',
  listDocuments: 'documents',
  getDocument: 'document',
  listDocumentCategories: 'documentCategories',
  reportBrokenFile: 'documentReports',
  listEvents: 'events',
  getEvent: 'event',
  listEventCategories: 'eventCategories',
  listAlbums: 'albums',
  getAlbum: 'album',
  listFormTopics: 'formTopics',
  submitContactForm: 'contactForm',
  submitComplaintForm: 'complaintForm',
  submitTipOffForm: 'tipOffForm',
  trackComplaint: 'trackComplaint',
  rateComplaint: 'rateComplaint',
  searchContent: 'search',
} as const;

type Shortened = keyof typeof SHORT_NAMES;
type OperationId = keyof operations;
/** A call of the contract, by its short name or (the others) its operation id. */
export type UpstreamRoute = (typeof SHORT_NAMES)[Shortened] | Exclude<OperationId, Shortened>;

/** A call as the proxy received it. */
export interface ReceivedCall {
  route: UpstreamRoute;
  method: string;
  url: string;
  authorization: string | undefined;
  headers: IncomingHttpHeaders;
  /** The JSON body, parsed; a multipart form's fields and files (undefined for other bodies). */
  body: unknown;
  /** dept-api's answer (undefined when a switch answered or dropped the call). */
  answer?: { status: number; headers: IncomingHttpHeaders };
}

/** A multipart form as the proxy saw it go by: its fields, and its files' names, types and sizes. */
export interface ReceivedForm {
  fields: Record<string, string>;
  files: { field: string; name: string; type: string; bytes: number }[];
}

/** An answer a switch forges (outside the contract on purpose). */
export interface ForgedAnswer {
  headers?: Record<string, string>;
  body?: unknown;
}

export interface DeptApiUnderTest {
  /** The proxy's origin: the website's DEPT_API_URL. */
  url: string;
  /** The gateway's client secret on this API (DEPT_API_CLIENT_SECRET). */
  clientSecret: string;
  /** The demo seed's moment (seeded-database.ts). */
  seededAt: Date;
  /** Calls received per route (the proxy's). */
  calls: Record<UpstreamRoute, number>;
  /** Every call, in order. */
  requests: ReceivedCall[];
  /** 401 answers to calls with a missing, unknown, expired or revoked client token. */
  unauthorized: number;
  /** The next `times` calls of `route` answer `status` (Infinity: until reset), forged: an ApiError or `answer`. */
  failWith(route: UpstreamRoute, status: number, times?: number, answer?: ForgedAnswer): void;
  /** The next `times` calls of `route` answer this (forged, outside the contract on purpose) instead of the API. */
  forge(route: UpstreamRoute, status: number, body: unknown, times?: number): void;
  /** Every call of `route` waits this long first. */
  delay(route: UpstreamRoute, ms: number): void;
  /** Calls of `route` reset their connection without an answer (a network failure). */
  dropConnections(route: UpstreamRoute, times?: number): void;
  /** The next domain lookups of `domain` answer these ids, one per call (forged). */
  answerIdsFor(domain: string, ids: (string | number | null)[]): void;
  /** Switches a site's maintenance through dept-api's own admin call (restored by reset). */
  setMaintenance(siteId: string, status: MaintenanceStatus): Promise<void>;
  /** The life of the next client tokens issued (the answer's expires_in and the stored token's expiry). */
  tokenLifetimeSeconds: number;
  /** Revokes every client token dept-api has issued: the next call with one gets dept-api's 401. */
  revokeTokens(): Promise<void>;
  /** The mails dept-api has sent (a real SMTP server), oldest first. */
  mails: ReceivedMail[];
  /** Waits for the `count`th mail to `address` (1 = the first) and gives it. */
  mailTo(address: string, count?: number): Promise<ReceivedMail>;
  /** dept-api's database (records the tests read: messages, complaints, tip-offs, reports, members). */
  database: Database;
  /** GET straight from dept-api with the gateway's token (not through the proxy, not counted); 200 expected. */
  read<T = unknown>(path: string): Promise<T>;
  /** The status of a GET straight from dept-api with the gateway's token. */
  status(path: string): Promise<number>;
  /** A call straight to dept-api as one of its demo clients (not through the proxy); answers status and body. */
  send(
    as: Caller,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }>;
  /** Creates content as the content editor (POST, 201 expected); answers what dept-api stored. */
  create<T = Record<string, unknown>>(path: string, body: unknown): Promise<T>;
  /** Adds a section to a site's menu data (no call of the contract writes sections: an administrator's change). */
  addSection(section: AddedSection): Promise<void>;
  /** Answers that broke the contract. */
  contractViolations: string[];
  /** Clears the switches and counters, restores token lives and the seed's maintenance states. */
  reset(): Promise<void>;
  /** Stops the proxy and dept-api; fails when an answer broke the contract. */
  close(): Promise<void>;
}

/** dept-api's demo clients a test calls it as: the gateway, the content editor, the site admin, a forms officer. */
const CALLERS = { gateway: GATEWAY, editor: EDITOR, admin: ADMIN, officer: OFFICER } as const;
export type Caller = keyof typeof CALLERS;

/** A section as a test adds it (addSection). */
export interface AddedSection {
  siteId: string;
  urlname: string;
  type: SectionType;
  title: { th: string; en?: string };
  parent?: string;
  /** A links section's target. */
  url?: string;
}

interface Operation {
  route: UpstreamRoute;
  method: string;
  template: string;
  pattern: RegExp;
  literals: number;
}

function contractOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(loadOpenApiDocument().paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const id = (operation as { operationId?: string } | undefined)?.operationId;
      if (!id) continue;
      const source = template
        .split('/')
        .map((segment) =>
          segment === '{path}' ? '.+' : /^\{.+\}$/.test(segment) ? '[^/]+' : escapeRegExp(segment),
        )
        .join('/');
      operations.push({
        route: (SHORT_NAMES[id as Shortened] ?? id) as UpstreamRoute,
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}$`),
        literals: template.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
      });
    }
  }
  // A literal segment wins over a parameter (/site/view/domain before /site/view/{siteId}).
  return operations.sort((a, b) => b.literals - a.literals);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

function errorBody(statusCode: number, message: string) {
  return { statusCode, error: ERROR_NAMES[statusCode] ?? 'Server Error', message };
}

/** Headers not passed on by the proxy (hop by hop, or set again for the body it sends). */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

export async function startDeptApiUnderTest(): Promise<DeptApiUnderTest> {
  const { database, seededAt } = await openSeededDatabase();
  const smtp = await startSmtpSink();
  const api = await buildApi(
    testConfig({
      mediaCacheDir: join(tmpdir(), `web-test-dept-api-media-cache-${process.pid}`),
      attachmentsDir: join(tmpdir(), `web-test-dept-api-attachments-${process.pid}`),
      mail: {
        smtpUrl: smtp.url,
        from: 'กรมคุมประพฤติ <no-reply@probation.localhost>',
        officerFallback: undefined,
        retrySeconds: 60,
        tipOffOfficers: undefined,
      },
    }),
    { database },
  );
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });

  const operations = contractOperations();
  const routeOf = (method: string, path: string) =>
    operations.find((operation) => operation.method === method && operation.pattern.test(path));
  const allRoutes = [...new Set(operations.map((operation) => operation.route))];
  const zeroCalls = () =>
    Object.fromEntries(allRoutes.map((route) => [route, 0])) as Record<UpstreamRoute, number>;

  const failures = new Map<
    UpstreamRoute,
    { status: number; times: number; answer: ForgedAnswer | undefined }
  >();
  const delays = new Map<UpstreamRoute, number>();
  const drops = new Map<UpstreamRoute, number>();
  const idAnswers = new Map<string, (string | number | null)[]>();
  const switchedSites = new Set<string>();
  /** Client tokens dept-api issued through the proxy. */
  const clientTokens = new Set<string>();
  const contract = new ContractCheck();
  const ownTokens = new Map<string, string>();

  async function ownToken(as: Caller, fresh = false): Promise<string> {
    const held = ownTokens.get(as);
    if (held && !fresh) return held;
    const client = CALLERS[as];
    const response = await api.inject({
      method: 'POST',
      url: '/oauth2/client/access-token',
      payload: { grant_type: 'client_credentials', scope: '', ...client },
    });
    if (response.statusCode !== 200) throw new Error(`no ${as} token: ${response.body}`);
    const token = response.json<{ access_token: string }>().access_token;
    ownTokens.set(as, token);
    return token;
  }

  /** A call straight to dept-api with one of its own tokens (fetched again once when revoked). */
  async function direct(
    as: Caller,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const call = async (fresh: boolean) =>
      api.inject({
        method: method as 'GET',
        url: path,
        headers: { ...headers, authorization: `Bearer ${await ownToken(as, fresh)}` },
        ...(body === undefined ? {} : { payload: body as object }),
      });
    const response = await call(false);
    return response.statusCode === 401 ? call(true) : response;
  }

  const proxy: FastifyInstance = Fastify({ logger: false, keepAliveTimeout: 1000, bodyLimit: 64 * 2 ** 20 });
  proxy.removeAllContentTypeParsers();
  proxy.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const under: DeptApiUnderTest = {
    url: '',
    clientSecret: GATEWAY.client_secret,
    seededAt,
    calls: zeroCalls(),
    requests: [],
    unauthorized: 0,
    tokenLifetimeSeconds: ACCESS_TOKEN_LIFETIME_SECONDS,
    mails: smtp.mails,
    database,
    contractViolations: [],
    failWith(route, status, times = Infinity, answer) {
      failures.set(route, { status, times, answer });
    },
    forge(route, status, body, times = Infinity) {
      failures.set(route, { status, times, answer: { body } });
    },
    delay(route, ms) {
      delays.set(route, ms);
    },
    dropConnections(route, times = Infinity) {
      drops.set(route, times);
    },
    answerIdsFor(domain, ids) {
      idAnswers.set(domain, [...ids]);
    },
    async setMaintenance(siteId, status) {
      const response = await direct('admin', 'PUT', `/site/${siteId}/maintenance`, { status });
      if (response.statusCode !== 200) throw new Error(`maintenance of ${siteId}: ${response.body}`);
      switchedSites.add(siteId);
    },
    async revokeTokens() {
      await database.db.delete(accessTokens);
      ownTokens.clear();
    },
    async mailTo(address, count = 1) {
      const until = Date.now() + 10_000;
      for (;;) {
        const mails = smtp.mails.filter((mail) => mail.to.includes(address));
        if (mails.length >= count) return mails[count - 1]!;
        if (Date.now() > until) throw new Error(`no mail number ${count} to ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async read<T>(path: string) {
      const response = await direct('gateway', 'GET', path);
      if (response.statusCode !== 200)
        throw new Error(`GET ${path}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    },
    async send(as, method, path, body, headers) {
      const response = await direct(as, method, path, body, headers);
      return { status: response.statusCode, body: response.body ? (response.json() as unknown) : undefined };
    },
    async status(path) {
      return (await direct('gateway', 'GET', path)).statusCode;
    },
    async create<T>(path: string, body: unknown) {
      const response = await direct('editor', 'POST', path, body);
      if (response.statusCode !== 201)
        throw new Error(`POST ${path}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    },
    async addSection(section) {
      const [last] = await database.db
        .select({ position: sql<number>`coalesce(max(${sections.position}), 0)` })
        .from(sections)
        .where(eq(sections.siteId, section.siteId));
      await database.db.insert(sections).values({
        siteId: section.siteId,
        urlname: section.urlname,
        type: section.type,
        titleTh: section.title.th,
        titleEn: section.title.en ?? null,
        parent: section.parent ?? null,
        position: (last?.position ?? 0) + 1,
        url: section.url ?? null,
      });
    },
    async reset() {
      failures.clear();
      delays.clear();
      drops.clear();
      idAnswers.clear();
      under.calls = zeroCalls();
      under.requests.length = 0;
      under.unauthorized = 0;
      under.tokenLifetimeSeconds = ACCESS_TOKEN_LIFETIME_SECONDS;
      for (const siteId of switchedSites) {
        const seeded = DEMO_SITES.find((site) => site.id === siteId)?.maintenance.status ?? 'Disable';
        await under.setMaintenance(siteId, seeded);
      }
      switchedSites.clear();
    },
    async close() {
      await proxy.close();
      await api.close();
      await database.close();
      await smtp.close();
      if (under.contractViolations.length > 0) {
        throw new Error(`dept-api answered outside the contract:\n${under.contractViolations.join('\n')}`);
      }
    },
  };

  /** Counts the call and applies the switches; true when a switch answered it. */
  async function applySwitches(route: UpstreamRoute, request: FastifyRequest, reply: FastifyReply) {
    const wait = delays.get(route);
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    const drop = drops.get(route);
    if (drop) {
      drops.set(route, drop - 1);
      request.raw.socket.destroy();
      return true;
    }
    const failure = failures.get(route);
    if (failure && failure.times > 0) {
      failure.times--;
      const body = failure.answer?.body ?? errorBody(failure.status, `switched failure from ${under.url}`);
      await reply
        .code(failure.status)
        .headers(failure.answer?.headers ?? {})
        .send(body);
      return true;
    }
    if (route === 'domain') {
      const domain = new URL(request.url, 'http://proxy').searchParams.get('domain') ?? '';
      const queued = idAnswers.get(domain);
      if (queued && queued.length > 0) {
        await reply.send({ _id: queued.shift(), status: 'active', domain });
        return true;
      }
    }
    return false;
  }

  proxy.all('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const operation = routeOf(request.method, path);
    const body = request.body as Buffer | undefined;
    if (!operation) {
      under.contractViolations.push(`${request.method} ${path}: no call of the contract`);
      return reply.code(404).send(errorBody(404, 'no such call in the contract'));
    }
    const { route } = operation;
    under.calls[route]++;
    const call: ReceivedCall = {
      route,
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      headers: request.headers,
      body: bodyOf(String(request.headers['content-type'] ?? ''), body),
    };
    under.requests.push(call);
    if (await applySwitches(route, request, reply)) return reply;

    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !HOP_HEADERS.has(name)),
    ) as Record<string, string>;
    const answer = await undiciRequest(`${apiUrl}${request.url}`, {
      method: request.method as 'GET',
      headers,
      ...(body?.length ? { body } : {}),
    });
    const bytes = Buffer.from(await answer.body.arrayBuffer());
    call.answer = { status: answer.statusCode, headers: answer.headers };
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!HOP_HEADERS.has(name) && value !== undefined) void reply.header(name, value);
    }
    void reply.code(answer.statusCode);
    const json = String(answer.headers['content-type'] ?? '').startsWith('application/json');
    if (!json) return reply.send(bytes);

    let payload = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
    let forged = false;
    if (route === 'token' && answer.statusCode === 200) {
      const token = String(payload.access_token);
      clientTokens.add(token);
      if (under.tokenLifetimeSeconds !== ACCESS_TOKEN_LIFETIME_SECONDS) {
        // A shorter life than the contract's 23 hours: outside the contract on purpose, and kept by dept-api.
        forged = true;
        payload = { ...payload, expires_in: under.tokenLifetimeSeconds };
        await database.db
          .update(accessTokens)
          .set({ expiresAt: new Date(Date.now() + under.tokenLifetimeSeconds * 1000) })
          .where(eq(accessTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
      }
    }
    if (answer.statusCode === 401 && route !== 'token') {
      const bearer = request.headers.authorization?.replace(/^Bearer /, '');
      if (!bearer || clientTokens.has(bearer)) under.unauthorized++;
    }
    if (!forged) {
      under.contractViolations.push(
        ...contract.problems(request.method, operation.template, answer.statusCode, payload),
      );
    }
    return reply.send(forged ? payload : bytes);
  });

  under.url = await proxy.listen({ port: 0, host: '127.0.0.1' });
  return under;
}

function bodyOf(contentType: string, body: Buffer | undefined): unknown {
  if (!body?.length) return undefined;
  if (contentType.startsWith('application/json')) return JSON.parse(body.toString('utf8')) as unknown;
  const boundary = /^multipart\/form-data;.*boundary=("?)([^";]+)\1/i.exec(contentType)?.[2];
  return boundary ? multipartForm(body, boundary) : undefined;
}

/** Enough of multipart/form-data for what a test reads back: each part's name, filename, type and value or size. */
function multipartForm(body: Buffer, boundary: string): ReceivedForm {
  const form: ReceivedForm = { fields: {}, files: [] };
  const text = body.toString('latin1');
  for (const part of text.split(`--${boundary}`).slice(1, -1)) {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split);
    const value = part.slice(split + 4, -2);
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename === undefined) {
      form.fields[name] = Buffer.from(value, 'latin1').toString('utf8');
    } else {
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '';
      form.files.push({
        field: name,
        name: Buffer.from(filename, 'latin1').toString('utf8'),
        type,
        bytes: value.length,
      });
    }
  }
  return form;
}
