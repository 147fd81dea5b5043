/**
 * Writes the files of the demo documents (media/documents/): small real PDFs in Thai (TLWG Laksaman, the
 * free TH Sarabun of Thai government papers, subset-embedded) with the document's title, issuer, date and 1-4 pages of text, and CSV
 * data files for statistics. The output is the same every run (fixed dates, seeded numbers), so the committed
 * files only change when the list in src/seed/content/demo-documents.ts does.
 *   npm run documents:generate -w @probation/dept-api   (needs Debian's fonts-thai-tlwg)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { demoDocumentFiles, type DemoDocument, type DemoFile } from '../seed/content/demo-documents.ts';
import { DEMO_MEDIA_DIR } from '../seed/content/demo-document-rows.ts';
import { seededRandom } from '../seed/content/random.ts';

const FONT_DIR = process.env.THAI_FONT_DIR ?? '/usr/share/fonts/truetype/tlwg';
const PAGE = { width: 595.28, height: 841.89, margin: 64 } as const;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);

const thaiDate = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Bangkok',
});
const words = new Intl.Segmenter('th', { granularity: 'word' });

/** Breaks Thai (no spaces between words) and English into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const { segment } of words.segment(text)) {
    const candidate = line + segment;
    if (line !== '' && font.widthOfTextAtSize(candidate.trimEnd(), size) > width) {
      lines.push(line.trimEnd());
      line = segment.trimStart();
    } else {
      line = candidate;
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** Writes text from the top down on one page; `y` is where the next line goes. */
class PageWriter {
  y = PAGE.height - PAGE.margin;
  readonly page: PDFPage;
  readonly font: PDFFont;
  constructor(page: PDFPage, font: PDFFont) {
    this.page = page;
    this.font = font;
  }

  text(text: string, options: { size?: number; gap?: number; colour?: typeof INK } = {}) {
    const size = options.size ?? 14;
    const { font } = this;
    for (const line of wrap(text, font, size, PAGE.width - 2 * PAGE.margin)) {
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color: options.colour ?? INK });
      this.y -= size * 1.45;
    }
    this.y -= options.gap ?? 6;
  }

  rule() {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y + 6 },
      end: { x: PAGE.width - PAGE.margin, y: this.y + 6 },
      thickness: 0.8,
      color: MUTED,
    });
    this.y -= 12;
  }
}

/** The body of each page: clauses suited to the kind of document. */
function clauses(document: DemoDocument, page: number): string[] {
  const title = document.title.th;
  switch (document.category) {
    case 'forms':
      return [
        'ข้าพเจ้า (ชื่อ - นามสกุล) ..................................................................................',
        'เลขประจำตัวประชาชน ........................................ โทรศัพท์ ......................................',
        'ที่อยู่ปัจจุบัน ......................................................................................................',
        `มีความประสงค์ยื่น${title} โดยมีเหตุผลดังนี้ ...................................................................`,
        'ลงชื่อ ........................................ ผู้ยื่นคำร้อง      วันที่ ........../........../..........',
        'สำหรับเจ้าหน้าที่: ความเห็นพนักงานคุมประพฤติ ..........................................................',
      ].slice(page === 1 ? 0 : 3);
    case 'manuals':
      return [
        `ส่วนที่ ${page} ขั้นตอนการปฏิบัติ`,
        `${page}.1 ผู้ถูกคุมความประพฤติหรือประชาชนผู้ติดต่อเตรียมบัตรประจำตัวประชาชนและเอกสารที่เกี่ยวข้องให้ครบถ้วน`,
        `${page}.2 ติดต่อเจ้าหน้าที่ ณ จุดบริการ หรือยื่นคำร้องผ่านช่องทางออนไลน์ในวันและเวลาราชการ`,
        `${page}.3 เจ้าหน้าที่ตรวจสอบเอกสารและแจ้งผลการดำเนินการภายในระยะเวลาที่กำหนดในมาตรฐานการให้บริการ`,
        'หากมีข้อสงสัย สอบถามได้ที่สายด่วนยุติธรรม 1111 กด 78',
      ];
    case 'statistics':
    case 'annual-reports':
    case 'plans':
      return [
        `บทที่ ${page} ผลการดำเนินงาน`,
        'ในรอบปีที่ผ่านมา หน่วยงานได้ดำเนินงานตามแผนปฏิบัติราชการครบทุกโครงการ โดยมุ่งเน้นการแก้ไขฟื้นฟูผู้กระทำผิดในชุมชน การลดการกระทำผิดซ้ำ และการมีส่วนร่วมของภาคีเครือข่าย',
        'ผลการดำเนินงานตามตัวชี้วัดสำคัญเป็นไปตามเป้าหมาย ทั้งด้านงานสืบเสาะและพินิจ งานควบคุมและสอดส่อง และงานฟื้นฟูสมรรถภาพผู้ติดยาเสพติด',
        'รายละเอียดตัวเลขสถิติจำแนกตามประเภทงานปรากฏในตารางท้ายเอกสารนี้ และในไฟล์ข้อมูลที่เผยแพร่ประกอบ',
      ];
    default:
      return [
        page === 1 ? `ข้อ ${page} ${title} มีผลใช้บังคับตั้งแต่วันที่ประกาศเป็นต้นไป` : `ข้อ ${page * 3 - 2}`,
        `ข้อ ${page * 3 - 1} ให้หน่วยงานในสังกัดถือปฏิบัติตามหลักเกณฑ์นี้ โดยคำนึงถึงประโยชน์ของประชาชนและความโปร่งใสในการปฏิบัติราชการ`,
        `ข้อ ${page * 3} กรณีมีปัญหาในการปฏิบัติตามหลักเกณฑ์นี้ ให้อธิบดีกรมคุมประพฤติเป็นผู้วินิจฉัยชี้ขาด`,
      ];
  }
}

function instructionClauses(document: DemoDocument): string[] {
  return [
    `คำอธิบายการกรอก${document.title.th}`,
    '1. กรอกข้อมูลด้วยตัวบรรจงหรือพิมพ์ให้ครบทุกช่อง',
    '2. แนบสำเนาบัตรประจำตัวประชาชนพร้อมลงนามรับรองสำเนาถูกต้อง',
    '3. ยื่นแบบด้วยตนเอง ณ สำนักงานคุมประพฤติที่รับผิดชอบ หรือส่งทางไปรษณีย์',
    '4. เจ้าหน้าที่จะแจ้งผลการพิจารณาให้ทราบทางโทรศัพท์หรือหนังสือ',
  ];
}

async function pdfFile(document: DemoDocument, file: DemoFile, fontBytes: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  // One font, subset: a second (bold) font would double the size of these small files.
  const font = await pdf.embedFont(fontBytes, { subset: true });
  const date = new Date(document.date);
  const instructions = file.path.endsWith('-instructions.pdf');
  pdf.setTitle(instructions ? file.name.replace(/\.pdf$/, '') : document.title.th);
  pdf.setAuthor(document.issuer.th);
  pdf.setSubject(document.description.th);
  pdf.setLanguage('th-TH');
  pdf.setCreator('Department of Probation demo content');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  for (let number = 1; number <= file.pages; number += 1) {
    const writer = new PageWriter(pdf.addPage([PAGE.width, PAGE.height]), font);
    if (number === 1) {
      writer.text(document.issuer.th, { size: 17, gap: 2 });
      writer.rule();
      writer.text(instructions ? file.name.replace(/\.pdf$/, '') : document.title.th, { size: 21 });
      writer.text(`วันที่ ${thaiDate.format(date)}`, { size: 14, colour: MUTED, gap: 12 });
      writer.text(document.description.th, { size: 15, gap: 14 });
    }
    for (const clause of instructions ? instructionClauses(document) : clauses(document, number)) {
      writer.text(clause, { size: 15, gap: 10 });
    }
    writer.page.drawText(`หน้า ${number}/${file.pages}   เอกสารตัวอย่างสำหรับสาธิตระบบ`, {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 11,
      font,
      color: MUTED,
    });
  }
  return pdf.save({ useObjectStreams: false });
}

/** Statistics as CSV (UTF-8 with a byte order mark, so spreadsheet programs read the Thai). */
function csvFile(document: DemoDocument, file: DemoFile): string {
  const random = seededRandom(file.path);
  const kinds = [
    ['งานสืบเสาะและพินิจ', 'Pre-sentence investigation'],
    ['งานควบคุมและสอดส่อง', 'Supervision'],
    ['งานฟื้นฟูสมรรถภาพผู้ติดยาเสพติด', 'Drug rehabilitation'],
    ['งานบริการสังคม', 'Community service'],
    ['งานแก้ไขฟื้นฟูผู้กระทำผิด', 'Rehabilitation'],
  ] as const;
  const scale = document.siteId.endsWith('1') ? 40 : 3;
  const rows = kinds.map(([th, en]) => {
    const received = random.int(200, 900) * scale;
    const finished = Math.round(received * (0.7 + random.next() * 0.25));
    return `${th},${en},${received},${finished}`;
  });
  return `\uFEFFประเภทงาน,work,รับใหม่ (คดี) new cases,แล้วเสร็จ (คดี) completed\r\n${rows.join('\r\n')}\r\n`;
}

const font = readFileSync(join(FONT_DIR, 'Laksaman.ttf'));
let written = 0;
for (const [path, { file, document }] of demoDocumentFiles()) {
  const target = join(DEMO_MEDIA_DIR, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(
    target,
    file.mimeType === 'text/csv' ? csvFile(document, file) : await pdfFile(document, file, font),
  );
  written += 1;
}
console.log(`Wrote ${written} files to ${join(DEMO_MEDIA_DIR, 'documents')}`);
