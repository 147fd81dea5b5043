import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bangkokYear, categoryList, langOf, listPage, siteOf, yearsOf } from './fake-request.ts';
import { SECTIONS, SITE_1, SITE_2, type FakeText } from './fake-content.ts';

/**
 * Documents of the fake department API (the contract's document calls), built from rules tests can predict:
 * site 1 has 15 documents in its `downloads` section over 2025 and 2026, site 2 has 2. One has a description
 * with markup (the gateway keeps only its text), one is Thai only, one has a spreadsheet beside its PDF.
 */
export interface FakeDocument {
  id: string;
  siteId: string;
  section: string;
  title: FakeText;
  description: FakeText | null;
  category: 'forms' | 'announcements' | 'manuals';
  date: string;
  files: {
    url: string;
    name: string;
    mime_type: string;
    type: 'pdf' | 'xls';
    size: number;
    pages: number | null;
  }[];
}

export const DOCUMENT_CATEGORIES: Record<FakeDocument['category'], { th: string; en: string }> = {
  forms: { th: 'แบบฟอร์ม', en: 'Forms' },
  announcements: { th: 'ประกาศและคำสั่ง', en: 'Announcements and Orders' },
  manuals: { th: 'คู่มือและแนวทางปฏิบัติ', en: 'Manuals and Guides' },
};

export const MARKUP_DESCRIPTION =
  '<script>alert("x")</script><b>ตัวหนา</b> &amp; <img src=x onerror=alert(1)>คำอธิบาย';

const categories = ['forms', 'announcements', 'manuals'] as const;

export const DOCUMENTS: FakeDocument[] = [
  ...Array.from({ length: 15 }, (_, index): FakeDocument => {
    const number = index + 1;
    const id = `doc-${String(number).padStart(3, '0')}`;
    const month = String(12 - (index % 12)).padStart(2, '0');
    return {
      id,
      siteId: SITE_1,
      section: 'downloads',
      title: {
        th: `เอกสารเผยแพร่ ฉบับที่ ${number}`,
        en: number === 2 ? null : `Published document no. ${number}`,
      },
      description:
        number === 3
          ? { th: MARKUP_DESCRIPTION, en: MARKUP_DESCRIPTION }
          : { th: `คำอธิบายเอกสาร ฉบับที่ ${number}`, en: number === 2 ? null : `About document no. ${number}` },
      category: categories[index % 3]!,
      date: `${index < 10 ? 2026 : 2025}-${month}-10T03:00:00.000Z`,
      files: [
        {
          url: `/media/documents/${id}.pdf`,
          name: `เอกสาร ${number}.pdf`,
          mime_type: 'application/pdf',
          type: 'pdf',
          size: 20480 + number,
          pages: (index % 4) + 1,
        },
        ...(number === 1
          ? [
              {
                url: `/media/documents/${id}.xlsx`,
                name: `ข้อมูล ${number}.xlsx`,
                mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                type: 'xls' as const,
                size: 4096,
                pages: null,
              },
            ]
          : []),
      ],
    };
  }),
  ...[1, 2].map((number): FakeDocument => ({
    id: `cm-doc-${number}`,
    siteId: SITE_2,
    section: 'downloads',
    title: { th: `เอกสารสำนักงานเชียงใหม่ ${number}`, en: `Chiang Mai document ${number}` },
    description: null,
    category: 'forms',
    date: `2026-0${number}-05T03:00:00.000Z`,
    files: [
      {
        url: `/media/documents/cm-${number}.pdf`,
        name: `cm-${number}.pdf`,
        mime_type: 'application/pdf',
        type: 'pdf',
        size: 1000,
        pages: 1,
      },
    ],
  })),
].sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));

export function documentAnswer(document: FakeDocument, lang: 'th' | 'en') {
  const english = lang === 'en' && document.title.en !== null;
  const text = (value: FakeText) => (english ? (value.en ?? value.th) : value.th);
  const category = DOCUMENT_CATEGORIES[document.category];
  return {
    id: document.id,
    section: document.section,
    title: text(document.title),
    description: document.description && text(document.description),
    category: { id: document.category, label: lang === 'en' ? category.en : category.th },
    date: document.date,
    updated_at: document.date,
    files: document.files,
    content_lang: english ? 'en' : 'th',
  };
}

export interface FakeReport {
  siteId: string;
  documentId: string;
  body: { file_url: string; message?: string; lang: string; reporter_ip: string };
}

type Intercept = (
  route: 'documents' | 'document' | 'documentCategories' | 'documentReports',
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<boolean>;
type ErrorBody = (status: number, message: string) => object;

/** The document calls; reports are kept in `reports` (one per visitor and file, like the real limit). */
export function registerFakeDocumentRoutes(
  app: FastifyInstance,
  intercept: Intercept,
  errorBody: ErrorBody,
  reports: FakeReport[],
): void {
  app.get('/site/:siteId/documents', async (request, reply) => {
    if (await intercept('documents', request, reply)) return reply;
    const query = request.query as Record<string, string | undefined>;
    const siteId = siteOf(request);
    const page = Number(query.page ?? '1');
    const pageSize = Number(query.page_size ?? '12');
    if (query.section !== undefined) {
      const section = SECTIONS.find((item) => item.siteId === siteId && item.urlname === query.section);
      if (section?.type !== 'documents')
        return reply.code(400).send(errorBody(400, 'not a documents section'));
    }
    if (query.category !== undefined && !(query.category in DOCUMENT_CATEGORIES)) {
      return reply.code(400).send(errorBody(400, 'unknown category'));
    }
    const inFilters = DOCUMENTS.filter(
      (document) =>
        document.siteId === siteId &&
        (query.section === undefined || document.section === query.section) &&
        (query.category === undefined || document.category === query.category) &&
        (query.type === undefined || document.files.some((file) => file.type === query.type)),
    );
    const all = inFilters.filter(
      (document) => query.year === undefined || bangkokYear(document.date) === Number(query.year),
    );
    return {
      ...listPage(all, page, pageSize, (item) => documentAnswer(item, langOf(request))),
      years: yearsOf(inFilters, (document) => bangkokYear(document.date)),
    };
  });

  app.get('/site/:siteId/documents/:id', async (request, reply) => {
    if (await intercept('document', request, reply)) return reply;
    const { id } = request.params as { id: string };
    const document = DOCUMENTS.find((item) => item.siteId === siteOf(request) && item.id === id);
    if (!document) return reply.code(404).send(errorBody(404, 'unknown document'));
    return documentAnswer(document, langOf(request));
  });

  app.get('/site/:siteId/document-categories', async (request, reply) => {
    if (await intercept('documentCategories', request, reply)) return reply;
    const lang = langOf(request);
    const labels = Object.entries(DOCUMENT_CATEGORIES).map(([id, label]): [string, string] => [
      id,
      label[lang],
    ]);
    return categoryList(request, labels, DOCUMENTS);
  });

  app.post('/site/:siteId/documents/:id/reports', async (request, reply) => {
    if (await intercept('documentReports', request, reply)) return reply;
    const { id } = request.params as { id: string };
    const body = request.body as FakeReport['body'];
    const document = DOCUMENTS.find((item) => item.siteId === siteOf(request) && item.id === id);
    if (!document) return reply.code(404).send(errorBody(404, 'unknown document'));
    if (!document.files.some((file) => file.url === body.file_url)) {
      return reply.code(400).send(errorBody(400, 'file_url is not a file of the document'));
    }
    const again = reports.some(
      (report) => report.body.reporter_ip === body.reporter_ip && report.body.file_url === body.file_url,
    );
    if (again) return reply.code(429).header('retry-after', '86400').send(errorBody(429, 'already reported'));
    reports.push({ siteId: siteOf(request), documentId: id, body });
    return reply.code(202).send({ received: true });
  });
}
