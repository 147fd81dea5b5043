import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bangkokYear, categoryList, langOf, listPage, siteOf, yearsOf } from './fake-request.ts';
import {
  CATEGORIES,
  NEWS,
  PAGES,
  SECTIONS,
  filterNews,
  newsAnswer,
  newsSummaryAnswer,
  pageAnswer,
  sectionAnswer,
} from './fake-content.ts';
import { registerFakeVideoRoutes, sendFakeClip } from './fake-videos.ts';
import { registerFakeDocumentRoutes, type FakeReport } from './fake-documents.ts';
import { registerFakeEventRoutes } from './fake-events.ts';
import { registerFakeAlbumRoutes } from './fake-albums.ts';
import {
  demoComplaints,
  registerFakeFormRoutes,
  type FakeComplaint,
  type FakeContactMessage,
  type FakeTipOff,
} from './fake-forms.ts';
import { registerFakeSearchRoutes } from './fake-search.ts';
import {
  fakeMemberState,
  memberFailure,
  registerFakeMemberRoutes,
  type FakeMemberState,
  type MemberRoute,
} from './fake-members.ts';
import { ContractCheck, deliberatelyOutsideContract } from './contract-check.ts';

/**
 * A fake department REST API for the server tests: the contract outline of packages/contract/README.md on an
 * ephemeral port, with call counters and switches for failures, delays and odd answers.
 */

export type FakeRoute =
  | 'token'
  | 'domain'
  | 'details'
  | 'layout'
  | 'media'
  | 'sections'
  | 'section'
  | 'news'
  | 'newsItem'
  | 'newsCategories'
  | 'page'
  | 'videos'
  | 'video'
  | 'documents'
  | 'document'
  | 'documentCategories'
  | 'documentReports'
  | 'events'
  | 'event'
  | 'eventCategories'
  | 'albums'
  | 'album'
  | 'formTopics'
  | 'contactForm'
  | 'complaintForm'
  | 'tipOffForm'
  | 'trackComplaint'
  | 'rateComplaint'
  | 'search'
  | MemberRoute;

export interface FakeSite {
  id: string;
  domains: string[];
  name: { th: string; en: string };
  maintenance: 'Enable' | 'Disable';
}

export const SITES: FakeSite[] = [
  {
    id: '64b000000000000000000001',
    domains: ['localhost', '127.0.0.1', 'www.probation.go.th'],
    name: { th: 'กรมคุมประพฤติ', en: 'Department of Probation' },
    maintenance: 'Disable',
  },
  {
    id: '64b000000000000000000002',
    domains: ['chiangmai.localhost'],
    name: { th: 'สำนักงานคุมประพฤติจังหวัดเชียงใหม่', en: 'Chiang Mai Provincial Probation Office' },
    maintenance: 'Disable',
  },
  {
    id: '64b000000000000000000003',
    domains: ['phuket.localhost'],
    name: { th: 'สำนักงานคุมประพฤติจังหวัดภูเก็ต', en: 'Phuket Provincial Probation Office' },
    maintenance: 'Enable',
  },
];

export const CLIENT_ID = 'web-gateway';
export const CLIENT_SECRET = 'test-secret';

export interface FakeDeptApi {
  url: string;
  /** Calls received per route. */
  calls: Record<FakeRoute, number>;
  /** Authorization headers of every call, in order. */
  requests: { route: FakeRoute; method: string; url: string; authorization: string | undefined }[];
  /** 401 answers given because of a missing, unknown or expired token. */
  unauthorized: number;
  /** Broken-file reports received (and accepted). */
  reports: FakeReport[];
  /** Contact messages received (and accepted), one per idempotency key. */
  contactMessages: FakeContactMessage[];
  /** Complaints: the demo ones of the first site (DEM1-0001 … 0003, restored by reset) and those filed. */
  complaints: FakeComplaint[];
  /** Tip-offs received (and accepted), one per idempotency key. */
  tipOffs: FakeTipOff[];
  /** The next `times` calls of `route` answer `status` (Infinity: until cleared). */
  failWith(route: FakeRoute, status: number, times?: number): void;
  /** Every call of `route` waits this long first. */
  delay(route: FakeRoute, ms: number): void;
  /** Calls of `route` reset their connection without an answer (a network failure). */
  dropConnections(route: FakeRoute, times?: number): void;
  /** The next domain lookups of `domain` answer these ids, one per call. */
  answerIdsFor(domain: string, ids: (string | number | null)[]): void;
  setMaintenance(siteId: string, status: 'Enable' | 'Disable'): void;
  /** expires_in of the next tokens issued. */
  tokenLifetimeSeconds: number;
  /** Forgets every issued token (the next call with one gets 401). */
  revokeTokens(): void;
  /** Members, member tokens and switches of the member calls (fake-members.ts; restored by reset). */
  members: FakeMemberState;
  /** Answers the fake gave outside the contract (answers a switch forced are not checked). */
  contractViolations: string[];
  reset(): void;
  /** Stops the fake; fails when it ever answered outside the contract, so no test passes against a drifted fake. */
  close(): Promise<void>;
}

export async function startFakeDeptApi(): Promise<FakeDeptApi> {
  const app: FastifyInstance = Fastify({ logger: false, keepAliveTimeout: 1000 });
  const tokens = new Map<string, number>();
  const failures = new Map<FakeRoute, { status: number; times: number }>();
  const delays = new Map<FakeRoute, number>();
  const drops = new Map<FakeRoute, number>();
  const idAnswers = new Map<string, (string | number | null)[]>();
  const maintenance = new Map(SITES.map((site) => [site.id, site.maintenance]));

  const fake = {
    url: '',
    calls: {
      token: 0,
      domain: 0,
      details: 0,
      layout: 0,
      media: 0,
      sections: 0,
      section: 0,
      news: 0,
      newsItem: 0,
      newsCategories: 0,
      page: 0,
      videos: 0,
      video: 0,
      documents: 0,
      document: 0,
      documentCategories: 0,
      documentReports: 0,
      events: 0,
      event: 0,
      eventCategories: 0,
      albums: 0,
      album: 0,
      formTopics: 0,
      contactForm: 0,
      complaintForm: 0,
      tipOffForm: 0,
      trackComplaint: 0,
      rateComplaint: 0,
      search: 0,
      memberLogin: 0,
      memberLogout: 0,
      memberProfile: 0,
      memberProfileByEmail: 0,
      memberSignup: 0,
      memberVerifyEmail: 0,
      memberForgotPassword: 0,
      memberResendVerification: 0,
      memberResetPassword: 0,
      memberUpdateProfile: 0,
      memberChangePassword: 0,
      memberUploadPicture: 0,
      memberPicture: 0,
      listNewsletterTypes: 0,
      memberSubscriptions: 0,
      memberUpdateSubscriptions: 0,
      newsletterSubscribe: 0,
      newsletterConfirm: 0,
      newsletterUnsubscribe: 0,
    } as Record<FakeRoute, number>,
    members: fakeMemberState(),
    contactMessages: [] as FakeContactMessage[],
    complaints: demoComplaints(),
    tipOffs: [] as FakeTipOff[],
    reports: [] as FakeReport[],
    requests: [] as FakeDeptApi['requests'],
    unauthorized: 0,
    tokenLifetimeSeconds: 82_800,
    failWith(route: FakeRoute, status: number, times = Infinity) {
      failures.set(route, { status, times });
    },
    delay(route: FakeRoute, ms: number) {
      delays.set(route, ms);
    },
    dropConnections(route: FakeRoute, times = Infinity) {
      drops.set(route, times);
    },
    answerIdsFor(domain: string, ids: (string | number | null)[]) {
      idAnswers.set(domain, [...ids]);
    },
    setMaintenance(siteId: string, status: 'Enable' | 'Disable') {
      maintenance.set(siteId, status);
    },
    revokeTokens() {
      tokens.clear();
    },
    reset() {
      failures.clear();
      delays.clear();
      drops.clear();
      idAnswers.clear();
      tokens.clear();
      for (const site of SITES) maintenance.set(site.id, site.maintenance);
      for (const route of Object.keys(fake.calls) as FakeRoute[]) fake.calls[route] = 0;
      fake.requests.length = 0;
      fake.reports.length = 0;
      fake.contactMessages.length = 0;
      fake.complaints.splice(0, Infinity, ...demoComplaints());
      fake.tipOffs.length = 0;
      fake.unauthorized = 0;
      fake.tokenLifetimeSeconds = 82_800;
      Object.assign(fake.members, fakeMemberState());
    },
    contractViolations: [] as string[],
    async close() {
      await app.close();
      if (fake.contractViolations.length > 0) {
        throw new Error(
          `The fake dept-api answered outside the contract:\n${fake.contractViolations.join('\n')}`,
        );
      }
    },
  };

  // Answers a test forced (failures, odd ids) are meant to break the contract; every other answer must keep it.
  const contract = new ContractCheck();
  const switchedAnswers = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply, payload) => {
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    const forced = switchedAnswers.has(request) || deliberatelyOutsideContract.has(request);
    if (!json || forced || typeof payload !== 'string') return payload;
    const route = request.routeOptions.url ?? request.url;
    fake.contractViolations.push(
      ...contract.problems(request.method, route, reply.statusCode, JSON.parse(payload) as unknown),
    );
    return payload;
  });

  /** Counts the call and applies the switches; true when the switch already answered. */
  async function intercept(
    route: FakeRoute,
    request: FastifyRequest,
    reply: FastifyReply,
    /** `member`: the call carries a member token, which the route checks itself (not a client token). */
    bearer: 'client' | 'member' = 'client',
  ): Promise<boolean> {
    fake.calls[route]++;
    fake.requests.push({
      route,
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
    });
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
      switchedAnswers.add(request);
      await reply
        .code(failure.status)
        .send(errorBody(failure.status, 'switched failure from the fake API at ' + fake.url));
      return true;
    }
    if (route !== 'token' && bearer === 'client') {
      const token = request.headers.authorization?.replace(/^Bearer /, '');
      const expiresAt = token ? tokens.get(token) : undefined;
      if (expiresAt === undefined || expiresAt <= Date.now()) {
        fake.unauthorized++;
        const member = request.url.startsWith('/member/');
        const message = 'missing or invalid bearer token';
        await reply
          .code(401)
          .send(member ? memberFailure(401, 'unauthorized', message) : errorBody(401, message));
        return true;
      }
    }
    return false;
  }

  app.post('/oauth2/client/access-token', async (request, reply) => {
    if (await intercept('token', request, reply)) return reply;
    const body = request.body as Record<string, unknown> | undefined;
    if (body?.grant_type !== 'client_credentials')
      return reply.code(400).send(errorBody(400, 'bad grant_type'));
    if (body.client_id !== CLIENT_ID || body.client_secret !== CLIENT_SECRET) {
      return reply.code(401).send(errorBody(401, 'unknown client or wrong secret'));
    }
    const token = randomUUID();
    // A test that shortens token lives answers outside the contract (which fixes 23 hours) on purpose.
    if (fake.tokenLifetimeSeconds !== 82_800) switchedAnswers.add(request);
    tokens.set(token, Date.now() + fake.tokenLifetimeSeconds * 1000);
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: fake.tokenLifetimeSeconds,
      scope: body.scope ?? '',
    };
  });

  app.get('/site/view/domain', async (request, reply) => {
    if (await intercept('domain', request, reply)) return reply;
    const { domain } = request.query as { domain?: string };
    if (!domain) return reply.code(400).send(errorBody(400, 'domain is required'));
    const queued = idAnswers.get(domain);
    if (queued && queued.length > 0) {
      switchedAnswers.add(request);
      return { _id: queued.shift(), status: 'active', domain };
    }
    const site = SITES.find((candidate) => candidate.domains.includes(domain));
    if (!site) return reply.code(404).send(errorBody(404, 'unknown domain'));
    return { _id: site.id, status: 'active', domain };
  });

  app.get('/site/view/:siteId', async (request, reply) => {
    if (await intercept('details', request, reply)) return reply;
    const site = SITES.find((candidate) => candidate.id === (request.params as { siteId: string }).siteId);
    if (!site) return reply.code(404).send(errorBody(404, 'unknown site'));
    return {
      _id: site.id,
      code: site.id.slice(-1),
      name: site.name,
      domains: site.domains,
      default_lang: 'th',
      is_maintenance: {
        status: maintenance.get(site.id),
        message: { th: 'ปิดปรับปรุงระบบชั่วคราว', en: 'Down for maintenance' },
      },
      updated_at: '2026-11-01T00:00:00.000Z',
    };
  });

  app.get('/site/layout/:siteId', async (request, reply) => {
    if (await intercept('layout', request, reply)) return reply;
    const site = SITES.find((candidate) => candidate.id === (request.params as { siteId: string }).siteId);
    if (!site) return reply.code(404).send(errorBody(404, 'unknown site'));
    const { lang = 'th' } = request.query as { lang?: string };
    if (lang !== 'th' && lang !== 'en') return reply.code(400).send(errorBody(400, 'lang must be th or en'));
    return layoutOf(site, lang);
  });

  registerContentRoutes(app, intercept);
  registerFakeVideoRoutes(app, intercept, errorBody);
  registerFakeDocumentRoutes(app, intercept, errorBody, fake.reports);
  registerFakeEventRoutes(app, intercept, errorBody);
  registerFakeAlbumRoutes(app, intercept, errorBody);
  await registerFakeFormRoutes(
    app,
    intercept,
    errorBody,
    fake.contactMessages,
    fake.complaints,
    fake.tipOffs,
  );
  registerFakeSearchRoutes(app, intercept, errorBody);
  registerFakeMemberRoutes(app, intercept, fake.members);

  app.get('/media/*', async (request, reply) => {
    if (await intercept('media', request, reply)) return reply;
    const path = (request.params as { '*': string })['*'];
    if (path === 'videos/clip.webm') return sendFakeClip(request, reply);
    if (path !== 'logos/dept.svg') return reply.code(404).send(errorBody(404, 'no such file'));
    return reply.type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  fake.url = address;
  return fake;
}

type Intercept = (route: FakeRoute, request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** The content calls of the contract outline: sections, news (list, batch by ids, one item), categories, pages. */
function registerContentRoutes(app: FastifyInstance, intercept: Intercept): void {
  const knownSite = (siteId: string) => SITES.some((site) => site.id === siteId);

  app.get('/site/:siteId/sections', async (request, reply) => {
    if (await intercept('sections', request, reply)) return reply;
    if (!knownSite(siteOf(request))) return reply.code(404).send(errorBody(404, 'unknown site'));
    const own = SECTIONS.filter((section) => section.siteId === siteOf(request));
    return { items: own.map((section, index) => sectionAnswer(section, langOf(request), index + 1)) };
  });

  app.get('/site/:siteId/sections/:urlname', async (request, reply) => {
    if (await intercept('section', request, reply)) return reply;
    const { urlname } = request.params as { urlname: string };
    const own = SECTIONS.filter((section) => section.siteId === siteOf(request));
    const index = own.findIndex((section) => section.urlname === urlname);
    if (index < 0) return reply.code(404).send(errorBody(404, 'unknown section'));
    return sectionAnswer(own[index]!, langOf(request), index + 1);
  });

  app.get('/site/:siteId/news', async (request, reply) => {
    if (await intercept('news', request, reply)) return reply;
    const query = request.query as Record<string, string | undefined>;
    const lang = langOf(request);
    const siteId = siteOf(request);
    if (query.ids !== undefined) {
      const ids = query.ids.split(',');
      if (ids.length > 50) return reply.code(400).send(errorBody(400, 'at most 50 ids'));
      const found = NEWS.filter((news) => news.siteId === siteId && ids.includes(news.id));
      return {
        items: found.map((news) => newsSummaryAnswer(news, lang)),
        total: found.length,
        page: 1,
        page_size: 50,
        years: [],
      };
    }
    const page = Number(query.page ?? '1');
    const pageSize = Number(query.page_size ?? '12');
    if (query.category !== undefined && !(query.category in CATEGORIES)) {
      return reply.code(400).send(errorBody(400, 'unknown category'));
    }
    if (!(page >= 1) || !(pageSize >= 1 && pageSize <= 50)) {
      return reply.code(400).send(errorBody(400, 'page or page_size out of range'));
    }
    const otherFilters = {
      siteId,
      section: query.section,
      category: query.category,
      highlight: query.highlight === undefined ? undefined : query.highlight === 'true',
    };
    const all = filterNews({
      ...otherFilters,
      year: query.year === undefined ? undefined : Number(query.year),
      month: query.month === undefined ? undefined : Number(query.month),
    });
    return {
      ...listPage(all, page, pageSize, (news) => newsSummaryAnswer(news, lang)),
      years: yearsOf(filterNews(otherFilters), (news) => bangkokYear(news.publishedAt)),
    };
  });

  app.get('/site/:siteId/news/:id', async (request, reply) => {
    if (await intercept('newsItem', request, reply)) return reply;
    const { id } = request.params as { id: string };
    const news = NEWS.find((item) => item.siteId === siteOf(request) && item.id === id);
    if (!news) return reply.code(404).send(errorBody(404, 'unknown news'));
    return newsAnswer(news, langOf(request));
  });

  app.get('/site/:siteId/pages/:urlname', async (request, reply) => {
    if (await intercept('page', request, reply)) return reply;
    const { urlname } = request.params as { urlname: string };
    const page = PAGES.find((item) => item.siteId === siteOf(request) && item.urlname === urlname);
    if (!page) return reply.code(404).send(errorBody(404, 'unknown page'));
    return pageAnswer(page, langOf(request));
  });

  app.get('/site/:siteId/news-categories', async (request, reply) => {
    if (await intercept('newsCategories', request, reply)) return reply;
    const lang = langOf(request);
    const labels = Object.entries(CATEGORIES).map(([id, label]): [string, string] => [
      id,
      (lang === 'en' ? label.en : null) ?? label.th,
    ]);
    return categoryList(request, labels, filterNews({ siteId: siteOf(request) }));
  });
}

function errorBody(statusCode: number, message: string) {
  const error =
    statusCode === 401
      ? 'Unauthorized'
      : statusCode === 404
        ? 'Not Found'
        : statusCode >= 500
          ? 'Server Error'
          : 'Bad Request';
  return { statusCode, error, message };
}

export function layoutOf(site: FakeSite, lang: 'th' | 'en') {
  const th = lang === 'th';
  return {
    site_id: site.id,
    lang,
    site_name: site.name[lang],
    site_subtitle: th ? 'กระทรวงยุติธรรม' : 'Ministry of Justice',
    logo: { url: '/media/logos/dept.svg', alt: th ? 'ตราสัญลักษณ์' : 'Emblem', width: 96, height: 96 },
    theme: { primary: '#0b3d6e', accent: '#c8a13a' },
    menu: [
      {
        id: 'about',
        label: th ? 'เกี่ยวกับกรม' : 'About us',
        url: `/${lang}/about`,
        children: [
          { id: 'history', label: th ? 'ประวัติความเป็นมา' : 'History', url: `/${lang}/history`, children: [] },
        ],
      },
      {
        id: 'photos',
        label: th ? 'ข่าวและสื่อ' : 'News and media',
        url: `/${lang}/photos`,
        children: [
          {
            id: 'press-releases',
            label: th ? 'ข่าวประชาสัมพันธ์' : 'Press releases',
            url: `/${lang}/press-releases`,
            children: [],
          },
          { id: 'videos', label: th ? 'วีดิทัศน์' : 'Videos', url: `/${lang}/videos`, children: [] },
        ],
      },
    ],
    footer: {
      organization: site.name[lang],
      address: th ? 'ถนนแจ้งวัฒนะ กรุงเทพฯ' : 'Chaeng Watthana Road, Bangkok',
      phone: '0 2141 4749',
      fax: null,
      email: 'info@probation.go.th',
      hotline: th
        ? { label: 'สายด่วนยุติธรรม', number: '1111 กด 78' }
        : { label: 'Justice hotline', number: '1111 press 78' },
      office_hours: th ? 'จันทร์ - ศุกร์ 08.30 - 16.30 น.' : 'Mon - Fri 08:30 - 16:30',
      social: [{ network: 'facebook', url: 'https://www.facebook.com/probation', label: 'Facebook' }],
      links: [
        { label: th ? 'นโยบายคุ้มครองข้อมูลส่วนบุคคล' : 'Privacy Notice', url: `/${lang}/privacy` },
        { label: th ? 'การเข้าถึงเว็บไซต์' : 'Accessibility Statement', url: `/${lang}/accessibility` },
      ],
      copyright: th ? '© 2569 กรมคุมประพฤติ' : '© 2026 Department of Probation',
    },
    intro: {
      enabled: true,
      title: th ? 'ยินดีต้อนรับ' : 'Welcome',
      message: th ? 'ข้อความต้อนรับ' : 'Welcome message',
      image: {
        url: '/media/sites/department/intro.jpg',
        alt: th ? 'อาคารกรมคุมประพฤติ' : 'The Department of Probation building',
        width: 1600,
        height: 900,
      },
      enter_label: th ? 'เข้าสู่เว็บไซต์' : 'Enter the website',
    },
    // Only the first site has banners and useful links: the others omit them, as the contract allows.
    ...(site.id === SITES[0]!.id
      ? {
          banners: [
            {
              id: 'complaints',
              title: th ? 'ร้องเรียน ร้องทุกข์' : 'Make a complaint',
              description: th ? 'แจ้งเรื่องร้องเรียนและติดตามผล' : 'Tell us and follow what is done',
              url: `/${lang}/forms/complaint`,
              image: { url: '/media/banners/complaints.svg', alt: '', width: 1200, height: 500 },
            },
          ],
          useful_links: [
            { label: th ? 'กระทรวงยุติธรรม' : 'Ministry of Justice', url: 'https://www.moj.go.th/' },
          ],
        }
      : {}),
  };
}
