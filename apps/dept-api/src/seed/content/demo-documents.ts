/**
 * The demo documents of every site: what each one is (title, description, category, date) and its files under
 * media/documents/. The same list drives the PDF generator (`npm run documents:generate`) and the seed, which reads
 * each file's real size and page count from disk. Dates are fixed (November 2024 to November 2026) so that the
 * years in titles match the files. The department's forms and the public guides are shared by the offices.
 */
import { DEMO_SITE_IDS } from '../demo-sites.ts';
import { OFFICES } from '../layouts/offices.ts';
import type { DocumentCategoryId } from './document-categories.ts';

/** A text in Thai, and in English unless the document is Thai only (null). */
export interface DemoText {
  th: string;
  en: string | null;
}

export interface DemoFile {
  /** Path below the media folder (`documents/dept/probation-act.pdf`); served at `/media/{path}`. */
  path: string;
  /** The name a download is saved under. */
  name: string;
  mimeType: 'application/pdf' | 'text/csv';
  /** Pages the generator writes (PDF); 0 for CSV. */
  pages: number;
}

export interface DemoDocument {
  id: string;
  siteId: string;
  section: string;
  category: DocumentCategoryId;
  title: DemoText;
  description: DemoText;
  /** ISO 8601 with the Bangkok offset. */
  date: string;
  /** Who issues it (printed at the top of its PDF). */
  issuer: { th: string; en: string };
  files: DemoFile[];
}

/** One row of a document table: [slug, section, category, th title, en title | null, th description, en description, date, pages, extra]. */
type Row = [
  slug: string,
  section: string,
  category: DocumentCategoryId,
  th: string,
  en: string | null,
  descriptionTh: string,
  descriptionEn: string,
  date: string,
  pages: number,
  extra?: 'instructions' | 'csv',
];

const DEPARTMENT = { th: 'กรมคุมประพฤติ', en: 'Department of Probation' };

const DEPARTMENT_ROWS: readonly Row[] = [
  [
    'probation-act-2559',
    'laws',
    'acts-regulations',
    'พระราชบัญญัติคุมประพฤติ พ.ศ. 2559',
    'Probation Act B.E. 2559 (2016)',
    'กฎหมายว่าด้วยการคุมประพฤติ กำหนดอำนาจหน้าที่ของพนักงานคุมประพฤติและการแก้ไขฟื้นฟูผู้กระทำผิดในชุมชน',
    'The law on probation: the powers of probation officers and the rehabilitation of offenders in the community.',
    '2024-11-12T10:00:00+07:00',
    4,
  ],
  [
    'regulation-supervision-2560',
    'laws',
    'acts-regulations',
    'ระเบียบกรมคุมประพฤติ ว่าด้วยการคุมความประพฤติ พ.ศ. 2560',
    'Department of Probation Regulation on Supervision B.E. 2560 (2017)',
    'หลักเกณฑ์และวิธีการคุมความประพฤติ การรายงานตัว และการติดตามผู้ถูกคุมความประพฤติ',
    'Rules and procedures for supervision, reporting and follow-up of people under probation.',
    '2024-12-04T10:00:00+07:00',
    3,
  ],
  [
    'regulation-volunteers-2561',
    'laws',
    'acts-regulations',
    'ระเบียบกรมคุมประพฤติ ว่าด้วยอาสาสมัครคุมประพฤติ พ.ศ. 2561',
    'Department of Probation Regulation on Probation Volunteers B.E. 2561 (2018)',
    'คุณสมบัติ การแต่งตั้ง บทบาทหน้าที่ และการพ้นจากตำแหน่งของอาสาสมัครคุมประพฤติ',
    'Qualifications, appointment, duties and end of term of probation volunteers.',
    '2025-01-15T10:00:00+07:00',
    3,
  ],
  [
    'ministerial-rule-em',
    'laws',
    'acts-regulations',
    'กฎกระทรวง ว่าด้วยการใช้อุปกรณ์อิเล็กทรอนิกส์ติดตามตัวผู้ถูกคุมความประพฤติ',
    'Ministerial Regulation on Electronic Monitoring of People under Probation',
    'หลักเกณฑ์การใช้อุปกรณ์อิเล็กทรอนิกส์ (EM) ในการติดตามตัวผู้ถูกคุมความประพฤติ',
    'Rules for the electronic monitoring (EM) of people under probation.',
    '2025-03-20T10:00:00+07:00',
    2,
  ],
  [
    'announcement-community-service',
    'laws',
    'announcements',
    'ประกาศกรมคุมประพฤติ เรื่อง หลักเกณฑ์การทำงานบริการสังคมหรือทำงานสาธารณประโยชน์',
    'Announcement: Criteria for Community Service',
    'หลักเกณฑ์การจัดให้ผู้ถูกคุมความประพฤติทำงานบริการสังคมหรือทำงานสาธารณประโยชน์',
    'Criteria for arranging community service by people under probation.',
    '2025-05-08T10:00:00+07:00',
    2,
  ],
  [
    'announcement-service-standards',
    'laws',
    'announcements',
    'ประกาศกรมคุมประพฤติ เรื่อง มาตรฐานการให้บริการประชาชน',
    null,
    'ระยะเวลาและมาตรฐานการให้บริการประชาชนของกรมคุมประพฤติและสำนักงานคุมประพฤติทั่วประเทศ',
    'Service times and standards of the department and probation offices.',
    '2025-07-01T10:00:00+07:00',
    1,
  ],
  [
    'announcement-privacy-policy',
    'laws',
    'announcements',
    'ประกาศกรมคุมประพฤติ เรื่อง นโยบายคุ้มครองข้อมูลส่วนบุคคล',
    'Announcement: Personal Data Protection Policy',
    'นโยบายการคุ้มครองข้อมูลส่วนบุคคลตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562',
    'The personal data protection policy under the Personal Data Protection Act B.E. 2562 (2019).',
    '2025-09-16T10:00:00+07:00',
    2,
  ],
  [
    'regulation-aftercare',
    'laws',
    'acts-regulations',
    'ระเบียบกระทรวงยุติธรรม ว่าด้วยการสงเคราะห์ผู้ถูกคุมความประพฤติ',
    null,
    'หลักเกณฑ์การให้ความช่วยเหลือสงเคราะห์ผู้ถูกคุมความประพฤติและครอบครัว',
    'Rules for assistance to people under probation and their families.',
    '2026-02-10T10:00:00+07:00',
    2,
  ],
  [
    'order-working-hours',
    'laws',
    'announcements',
    'คำสั่งกรมคุมประพฤติ เรื่อง การให้บริการนอกเวลาราชการ',
    'Order: Services outside Office Hours',
    'การจัดให้มีเจ้าหน้าที่ให้บริการรายงานตัวนอกเวลาราชการในวันเสาร์',
    'Staff for reporting on Saturdays, outside office hours.',
    '2026-06-22T10:00:00+07:00',
    1,
  ],
  [
    'annual-report-2567',
    'annual-reports',
    'annual-reports',
    'รายงานประจำปี 2567 กรมคุมประพฤติ',
    'Department of Probation Annual Report 2024',
    'ผลการดำเนินงานของกรมคุมประพฤติ ปีงบประมาณ พ.ศ. 2567',
    'What the department achieved in fiscal year 2024.',
    '2025-02-28T10:00:00+07:00',
    4,
  ],
  [
    'annual-report-2568',
    'annual-reports',
    'annual-reports',
    'รายงานประจำปี 2568 กรมคุมประพฤติ',
    'Department of Probation Annual Report 2025',
    'ผลการดำเนินงานของกรมคุมประพฤติ ปีงบประมาณ พ.ศ. 2568',
    'What the department achieved in fiscal year 2025.',
    '2026-02-27T10:00:00+07:00',
    4,
  ],
  [
    'statistics-2567',
    'annual-reports',
    'statistics',
    'สถิติงานคุมประพฤติ ปีงบประมาณ พ.ศ. 2567',
    'Probation Statistics, Fiscal Year 2024',
    'จำนวนคดีรับใหม่ งานสืบเสาะ งานคุมความประพฤติ และงานฟื้นฟูสมรรถภาพผู้ติดยาเสพติด พร้อมไฟล์ข้อมูล CSV',
    'New cases, pre-sentence investigations, supervision and drug rehabilitation, with a CSV data file.',
    '2024-11-29T10:00:00+07:00',
    2,
    'csv',
  ],
  [
    'statistics-2568',
    'annual-reports',
    'statistics',
    'สถิติงานคุมประพฤติ ปีงบประมาณ พ.ศ. 2568',
    'Probation Statistics, Fiscal Year 2025',
    'จำนวนคดีรับใหม่ งานสืบเสาะ งานคุมความประพฤติ และงานฟื้นฟูสมรรถภาพผู้ติดยาเสพติด พร้อมไฟล์ข้อมูล CSV',
    'New cases, pre-sentence investigations, supervision and drug rehabilitation, with a CSV data file.',
    '2025-11-28T10:00:00+07:00',
    2,
    'csv',
  ],
  [
    'quarterly-report-2568-q2',
    'annual-reports',
    'plans',
    'รายงานผลการดำเนินงาน ไตรมาสที่ 2 ปีงบประมาณ พ.ศ. 2568',
    'Performance Report, Q2 of Fiscal Year 2025',
    'ผลการดำเนินงานตามตัวชี้วัด ช่วงเดือนมกราคม - มีนาคม 2568',
    'Results against the indicators, January to March 2025.',
    '2025-04-25T10:00:00+07:00',
    2,
  ],
  [
    'quarterly-report-2568-q3',
    'annual-reports',
    'plans',
    'รายงานผลการดำเนินงาน ไตรมาสที่ 3 ปีงบประมาณ พ.ศ. 2568',
    null,
    'ผลการดำเนินงานตามตัวชี้วัด ช่วงเดือนเมษายน - มิถุนายน 2568',
    'Results against the indicators, April to June 2025.',
    '2025-07-25T10:00:00+07:00',
    2,
  ],
  [
    'quarterly-report-2569-q1',
    'annual-reports',
    'plans',
    'รายงานผลการดำเนินงาน ไตรมาสที่ 1 ปีงบประมาณ พ.ศ. 2569',
    'Performance Report, Q1 of Fiscal Year 2026',
    'ผลการดำเนินงานตามตัวชี้วัด ช่วงเดือนตุลาคม - ธันวาคม 2568',
    'Results against the indicators, October to December 2025.',
    '2026-01-23T10:00:00+07:00',
    2,
  ],
  [
    'action-plan-2569',
    'annual-reports',
    'plans',
    'แผนปฏิบัติราชการ กรมคุมประพฤติ ประจำปีงบประมาณ พ.ศ. 2569',
    'Department of Probation Action Plan, Fiscal Year 2026',
    'โครงการ ตัวชี้วัด และงบประมาณของกรมคุมประพฤติ ประจำปีงบประมาณ พ.ศ. 2569',
    'Projects, indicators and budget of the department for fiscal year 2026.',
    '2025-10-15T10:00:00+07:00',
    3,
  ],
  [
    'form-change-reporting-place',
    'forms',
    'forms',
    'แบบคำร้องขอเปลี่ยนสถานที่รายงานตัว',
    'Request to Change the Place of Reporting',
    'สำหรับผู้ถูกคุมความประพฤติที่ย้ายภูมิลำเนาและประสงค์รายงานตัว ณ สำนักงานคุมประพฤติแห่งใหม่',
    'For people under probation who move and wish to report at another probation office.',
    '2024-12-18T10:00:00+07:00',
    1,
    'instructions',
  ],
  [
    'form-travel-permission',
    'forms',
    'forms',
    'แบบคำร้องขออนุญาตเดินทางออกนอกเขตจังหวัด',
    'Request for Permission to Travel outside the Province',
    'ยื่นล่วงหน้าอย่างน้อย 7 วันทำการก่อนวันเดินทาง พร้อมเอกสารประกอบ',
    'File at least 7 working days before travelling, with supporting papers.',
    '2025-02-05T10:00:00+07:00',
    1,
    'instructions',
  ],
  [
    'form-community-service',
    'forms',
    'forms',
    'แบบคำร้องขอทำงานบริการสังคม',
    'Request to Do Community Service',
    'สำหรับผู้ถูกคุมความประพฤติที่ประสงค์ทำงานบริการสังคมแทนการชำระค่าปรับ',
    'For people under probation who wish to do community service instead of paying a fine.',
    '2025-04-02T10:00:00+07:00',
    2,
  ],
  [
    'form-volunteer-application',
    'forms',
    'forms',
    'ใบสมัครอาสาสมัครคุมประพฤติ',
    'Probation Volunteer Application Form',
    'ใบสมัครสำหรับประชาชนผู้สนใจเป็นอาสาสมัครคุมประพฤติ',
    'For people who wish to become probation volunteers.',
    '2025-06-11T10:00:00+07:00',
    2,
    'instructions',
  ],
  [
    'form-assistance-request',
    'forms',
    'forms',
    'แบบคำขอรับการสงเคราะห์ช่วยเหลือ',
    null,
    'คำขอรับความช่วยเหลือด้านการศึกษา การประกอบอาชีพ และค่าพาหนะในการเดินทาง',
    'Requests for help with education, work and travel costs.',
    '2025-08-19T10:00:00+07:00',
    1,
  ],
  [
    'form-personal-data-request',
    'forms',
    'forms',
    'แบบคำร้องขอใช้สิทธิของเจ้าของข้อมูลส่วนบุคคล',
    'Personal Data Subject Rights Request',
    'คำร้องขอเข้าถึง แก้ไข หรือลบข้อมูลส่วนบุคคลตามกฎหมายคุ้มครองข้อมูลส่วนบุคคล',
    'Request to access, correct or erase personal data under the data protection law.',
    '2025-10-01T10:00:00+07:00',
    2,
  ],
  [
    'form-complaint',
    'forms',
    'forms',
    'แบบฟอร์มเรื่องร้องเรียนร้องทุกข์',
    'Complaint Form',
    'สำหรับร้องเรียนการให้บริการหรือการปฏิบัติหน้าที่ของเจ้าหน้าที่',
    'For complaints about services or the conduct of staff.',
    '2026-01-08T10:00:00+07:00',
    1,
  ],
  [
    'form-reporting-record',
    'forms',
    'forms',
    'แบบบันทึกการรายงานตัวผู้ถูกคุมความประพฤติ',
    'Reporting Record of a Person under Probation',
    'แบบบันทึกสำหรับพนักงานคุมประพฤติและผู้ถูกคุมความประพฤติ ใช้ในการรายงานตัวแต่ละครั้ง',
    'The record filled in at each reporting visit.',
    '2026-04-21T10:00:00+07:00',
    1,
  ],
  [
    'ita-structure',
    'ita',
    'ita',
    'โครงสร้างและอำนาจหน้าที่ของกรมคุมประพฤติ (MOIT 1)',
    'Structure, Powers and Duties (MOIT 1)',
    'ข้อมูลพื้นฐานประกอบการประเมินคุณธรรมและความโปร่งใสในการดำเนินงานของหน่วยงานภาครัฐ',
    'Basic information for the Integrity and Transparency Assessment.',
    '2025-01-30T10:00:00+07:00',
    2,
  ],
  [
    'ita-integrity-pledge-2568',
    'ita',
    'ita',
    'ประกาศเจตจำนงสุจริตในการบริหารงาน ประจำปี พ.ศ. 2568',
    'Declaration of Integrity in Administration, 2025',
    'ผู้บริหารกรมคุมประพฤติแสดงเจตจำนงว่าจะปฏิบัติหน้าที่ด้วยความซื่อสัตย์สุจริต',
    'The department\u2019s executives declare they will act with integrity.',
    '2024-12-02T10:00:00+07:00',
    1,
  ],
  [
    'ita-integrity-pledge-2569',
    'ita',
    'ita',
    'ประกาศเจตจำนงสุจริตในการบริหารงาน ประจำปี พ.ศ. 2569',
    'Declaration of Integrity in Administration, 2026',
    'ผู้บริหารกรมคุมประพฤติแสดงเจตจำนงว่าจะปฏิบัติหน้าที่ด้วยความซื่อสัตย์สุจริต',
    'The department\u2019s executives declare they will act with integrity.',
    '2025-12-01T10:00:00+07:00',
    1,
  ],
  [
    'ita-anti-corruption-plan-2569',
    'ita',
    'plans',
    'แผนปฏิบัติการป้องกันการทุจริต ประจำปีงบประมาณ พ.ศ. 2569',
    'Anti-Corruption Action Plan, Fiscal Year 2026',
    'มาตรการและโครงการป้องกันการทุจริตและประพฤติมิชอบของกรมคุมประพฤติ',
    'Measures and projects against corruption and misconduct.',
    '2025-11-03T10:00:00+07:00',
    3,
  ],
  [
    'ita-procurement-summary-2568',
    'ita',
    'ita',
    'สรุปผลการจัดซื้อจัดจ้าง ประจำปีงบประมาณ พ.ศ. 2568',
    'Procurement Summary, Fiscal Year 2025',
    'รายการจัดซื้อจัดจ้าง วิธีการ วงเงิน และผู้ได้รับการคัดเลือก',
    'Purchases, methods, amounts and selected suppliers.',
    '2025-10-28T10:00:00+07:00',
    3,
    'csv',
  ],
  [
    'ita-transparency-measures',
    'ita',
    'ita',
    'มาตรการส่งเสริมคุณธรรมและความโปร่งใสภายในหน่วยงาน',
    null,
    'มาตรการที่กรมคุมประพฤติกำหนดจากผลการประเมิน ITA ของปีที่ผ่านมา',
    'Measures set from last year\u2019s ITA results.',
    '2026-03-12T10:00:00+07:00',
    2,
  ],
  [
    'ita-complaints-manual',
    'ita',
    'manuals',
    'คู่มือการปฏิบัติงานเรื่องร้องเรียนการทุจริตและประพฤติมิชอบ',
    'Manual for Handling Corruption Complaints',
    'ขั้นตอนการรับ ตรวจสอบ และแจ้งผลเรื่องร้องเรียนการทุจริต',
    'How corruption complaints are received, examined and answered.',
    '2026-05-14T10:00:00+07:00',
    4,
  ],
  [
    'ita-six-month-report-2569',
    'ita',
    'ita',
    'รายงานการกำกับติดตามการดำเนินงาน รอบ 6 เดือน ปีงบประมาณ พ.ศ. 2569',
    'Six-Month Monitoring Report, Fiscal Year 2026',
    'ความก้าวหน้าการดำเนินงานตามแผนปฏิบัติราชการ ณ วันที่ 31 มีนาคม 2569',
    'Progress against the action plan as of 31 March 2026.',
    '2026-04-30T10:00:00+07:00',
    2,
  ],
  [
    'ita-open-data-2569',
    'ita',
    'statistics',
    'ชุดข้อมูลเปิด (Open Data) งานคุมประพฤติ ปี พ.ศ. 2569',
    'Open Data: Probation Work, 2026',
    'ชุดข้อมูลสถิติงานคุมประพฤติรายจังหวัดในรูปแบบ CSV พร้อมคำอธิบายชุดข้อมูล',
    'Probation statistics by province as CSV, with a description of the data set.',
    '2026-08-17T10:00:00+07:00',
    1,
    'csv',
  ],
  [
    'announcement-volunteer-day-2569',
    'laws',
    'announcements',
    'ประกาศกรมคุมประพฤติ เรื่อง การจัดงานวันอาสาสมัครคุมประพฤติ ประจำปี 2569',
    'Announcement: Probation Volunteers Day 2026',
    'กำหนดการและหลักเกณฑ์การคัดเลือกอาสาสมัครคุมประพฤติดีเด่น',
    'Programme and criteria for outstanding probation volunteers.',
    '2026-10-05T10:00:00+07:00',
    1,
  ],
  [
    'annual-report-summary-2568',
    'annual-reports',
    'annual-reports',
    'สรุปรายงานประจำปี 2568 ฉบับประชาชน',
    null,
    'สรุปผลการดำเนินงานที่สำคัญของกรมคุมประพฤติในรูปแบบที่อ่านง่าย',
    'The main results of the year in plain language.',
    '2026-03-25T10:00:00+07:00',
    2,
  ],
];

/** Guides for the public, the same for every office (section `guides`). */
const GUIDE_ROWS: readonly Row[] = [
  [
    'guide-reporting',
    'guides',
    'manuals',
    'คู่มือการรายงานตัวของผู้ถูกคุมความประพฤติ',
    'Guide to Reporting for People under Probation',
    'ขั้นตอน เอกสารที่ต้องใช้ และสิ่งที่ต้องปฏิบัติในการรายงานตัวแต่ละครั้ง',
    'Steps, papers to bring and what to do at each reporting visit.',
    '2024-11-26T10:00:00+07:00',
    3,
  ],
  [
    'guide-community-service',
    'guides',
    'manuals',
    'คู่มือการทำงานบริการสังคม',
    'Guide to Community Service',
    'ประเภทงานบริการสังคม การนับชั่วโมง และการรายงานผล',
    'Kinds of community service, counting hours and reporting.',
    '2025-01-21T10:00:00+07:00',
    2,
  ],
  [
    'guide-volunteers',
    'guides',
    'manuals',
    'คู่มืออาสาสมัครคุมประพฤติ',
    'Handbook for Probation Volunteers',
    'บทบาทหน้าที่ จรรยาบรรณ และแนวทางการช่วยเหลือผู้ถูกคุมความประพฤติในชุมชน',
    'Duties, code of conduct and ways to help people under probation in the community.',
    '2025-03-11T10:00:00+07:00',
    4,
  ],
  [
    'guide-assistance',
    'guides',
    'manuals',
    'คู่มือการขอรับการสงเคราะห์ช่วยเหลือ',
    null,
    'สิทธิและขั้นตอนการขอรับความช่วยเหลือสำหรับผู้ถูกคุมความประพฤติและครอบครัว',
    'Rights and steps to request assistance.',
    '2025-05-27T10:00:00+07:00',
    2,
  ],
  [
    'guide-electronic-monitoring',
    'guides',
    'manuals',
    'คู่มือการใช้อุปกรณ์อิเล็กทรอนิกส์ติดตามตัว (EM)',
    'Guide to Electronic Monitoring Devices (EM)',
    'การดูแลอุปกรณ์ การชาร์จแบตเตอรี่ และการติดต่อเจ้าหน้าที่เมื่อพบปัญหา',
    'Caring for the device, charging it and calling staff when something is wrong.',
    '2025-07-15T10:00:00+07:00',
    2,
  ],
  [
    'guide-online-requests',
    'guides',
    'manuals',
    'คู่มือการยื่นคำร้องผ่านระบบออนไลน์',
    'Guide to Online Requests',
    'การลงทะเบียน การยื่นคำร้อง และการติดตามสถานะคำร้องผ่านเว็บไซต์',
    'Registering, filing a request and following it on the website.',
    '2025-09-09T10:00:00+07:00',
    3,
  ],
  [
    'guide-families',
    'guides',
    'manuals',
    'คู่มือสำหรับครอบครัวของผู้ถูกคุมความประพฤติ',
    'Guide for Families of People under Probation',
    'บทบาทของครอบครัวในการสนับสนุนการแก้ไขฟื้นฟูและช่องทางขอความช่วยเหลือ',
    'How families can support rehabilitation, and where to get help.',
    '2025-11-18T10:00:00+07:00',
    2,
  ],
  [
    'guide-drug-rehabilitation',
    'guides',
    'manuals',
    'คู่มือการฟื้นฟูสมรรถภาพผู้ติดยาเสพติด',
    null,
    'ขั้นตอนการฟื้นฟูสมรรถภาพผู้ติดยาเสพติดในระบบบังคับบำบัด',
    'Steps of compulsory drug rehabilitation.',
    '2026-01-27T10:00:00+07:00',
    3,
  ],
  [
    'guide-public-services',
    'guides',
    'manuals',
    'คู่มือสำหรับประชาชน ตามพระราชบัญญัติการอำนวยความสะดวกในการพิจารณาอนุญาตของทางราชการ',
    'Citizen\u2019s Manual under the Licensing Facilitation Act',
    'ระยะเวลา ค่าธรรมเนียม และเอกสารที่ใช้ในงานบริการแต่ละประเภท',
    'Time, fees and papers for each service.',
    '2026-04-07T10:00:00+07:00',
    4,
  ],
  [
    'guide-victims',
    'guides',
    'manuals',
    'คู่มือสิทธิของผู้เสียหายในงานคุมประพฤติ',
    'Guide to Victims\u2019 Rights in Probation',
    'สิทธิในการได้รับข้อมูล การเยียวยา และการมีส่วนร่วมของผู้เสียหาย',
    'Victims\u2019 rights to information, redress and participation.',
    '2026-07-21T10:00:00+07:00',
    2,
  ],
];

/** The office's own documents, in its `documents` section; `{office}` is the office's name, `{province}` its province. */
const OFFICE_ROWS: readonly Row[] = [
  [
    'volunteer-recruitment-2568',
    'documents',
    'announcements',
    'ประกาศ{office} เรื่อง รับสมัครอาสาสมัครคุมประพฤติ ประจำปี 2568',
    'Announcement: Recruiting Probation Volunteers, 2025',
    'คุณสมบัติผู้สมัคร กำหนดการรับสมัคร และเอกสารที่ต้องใช้',
    'Who may apply, when, and the papers to bring.',
    '2025-01-09T10:00:00+07:00',
    1,
  ],
  [
    'volunteer-results-2568',
    'documents',
    'announcements',
    'ประกาศ{office} เรื่อง รายชื่อผู้ผ่านการคัดเลือกเป็นอาสาสมัครคุมประพฤติ ประจำปี 2568',
    null,
    'รายชื่อผู้ผ่านการคัดเลือกและกำหนดการอบรม',
    'The selected applicants and the training dates.',
    '2025-03-03T10:00:00+07:00',
    2,
  ],
  [
    'statistics-2567',
    'documents',
    'statistics',
    'สถิติงานคุมประพฤติจังหวัด{province} ปีงบประมาณ พ.ศ. 2567',
    'Probation Statistics of {provinceEn}, Fiscal Year 2024',
    'จำนวนคดีรับใหม่และผลการดำเนินงานของสำนักงานในปีงบประมาณ พ.ศ. 2567 พร้อมไฟล์ข้อมูล CSV',
    'New cases and results of the office in fiscal year 2024, with a CSV data file.',
    '2024-12-10T10:00:00+07:00',
    1,
    'csv',
  ],
  [
    'statistics-2568',
    'documents',
    'statistics',
    'สถิติงานคุมประพฤติจังหวัด{province} ปีงบประมาณ พ.ศ. 2568',
    'Probation Statistics of {provinceEn}, Fiscal Year 2025',
    'จำนวนคดีรับใหม่และผลการดำเนินงานของสำนักงานในปีงบประมาณ พ.ศ. 2568 พร้อมไฟล์ข้อมูล CSV',
    'New cases and results of the office in fiscal year 2025, with a CSV data file.',
    '2025-12-09T10:00:00+07:00',
    1,
    'csv',
  ],
  [
    'action-plan-2569',
    'documents',
    'plans',
    'แผนปฏิบัติราชการ {office} ประจำปีงบประมาณ พ.ศ. 2569',
    'Action Plan of the {officeEn}, Fiscal Year 2026',
    'โครงการและตัวชี้วัดของสำนักงาน ประจำปีงบประมาณ พ.ศ. 2569',
    'Projects and indicators of the office for fiscal year 2026.',
    '2025-10-20T10:00:00+07:00',
    3,
  ],
  [
    'performance-2568',
    'documents',
    'annual-reports',
    'รายงานผลการดำเนินงาน {office} ประจำปี 2568',
    'Annual Performance Report of the {officeEn}, 2025',
    'ผลการดำเนินงานตามแผนปฏิบัติราชการ ประจำปีงบประมาณ พ.ศ. 2568',
    'Results against the action plan for fiscal year 2025.',
    '2026-01-30T10:00:00+07:00',
    4,
  ],
  [
    'integrity-pledge-2569',
    'ita',
    'ita',
    'ประกาศเจตจำนงสุจริตในการบริหารงาน {office} ประจำปี พ.ศ. 2569',
    'Declaration of Integrity of the {officeEn}, 2026',
    'หัวหน้าสำนักงานแสดงเจตจำนงว่าจะบริหารงานด้วยความซื่อสัตย์สุจริต',
    'The head of the office declares to run it with integrity.',
    '2025-12-03T10:00:00+07:00',
    1,
  ],
  [
    'service-hours',
    'documents',
    'announcements',
    'ประกาศ{office} เรื่อง วันและเวลาให้บริการรายงานตัว',
    'Announcement: Reporting Days and Hours',
    'วันและเวลาให้บริการรายงานตัว รวมถึงการให้บริการในวันเสาร์',
    'Days and hours for reporting, Saturdays included.',
    '2026-02-16T10:00:00+07:00',
    1,
  ],
  [
    'procurement-plan-2569',
    'documents',
    'announcements',
    'ประกาศ{office} เรื่อง เผยแพร่แผนการจัดซื้อจัดจ้าง ประจำปีงบประมาณ พ.ศ. 2569',
    null,
    'แผนการจัดซื้อจัดจ้างของสำนักงาน ประจำปีงบประมาณ พ.ศ. 2569',
    'The office\u2019s procurement plan for fiscal year 2026.',
    '2025-11-12T10:00:00+07:00',
    2,
  ],
  [
    'volunteer-recruitment-2569',
    'documents',
    'announcements',
    'ประกาศ{office} เรื่อง รับสมัครอาสาสมัครคุมประพฤติ ประจำปี 2569',
    'Announcement: Recruiting Probation Volunteers, 2026',
    'คุณสมบัติผู้สมัคร กำหนดการรับสมัคร และเอกสารที่ต้องใช้',
    'Who may apply, when, and the papers to bring.',
    '2026-01-12T10:00:00+07:00',
    1,
  ],
  [
    'community-service-places',
    'documents',
    'announcements',
    'ประกาศ{office} เรื่อง รายชื่อหน่วยงานรับผู้ทำงานบริการสังคม',
    'Announcement: Places for Community Service',
    'หน่วยงานและสถานที่ในจังหวัด{province}ที่รับผู้ถูกคุมความประพฤติทำงานบริการสังคม',
    'Organisations in {provinceEn} that take people doing community service.',
    '2026-05-06T10:00:00+07:00',
    2,
  ],
  [
    'six-month-report-2569',
    'documents',
    'plans',
    'รายงานผลการดำเนินงาน รอบ 6 เดือน {office} ปีงบประมาณ พ.ศ. 2569',
    null,
    'ความก้าวหน้าการดำเนินงาน ณ วันที่ 31 มีนาคม 2569',
    'Progress as of 31 March 2026.',
    '2026-04-28T10:00:00+07:00',
    2,
  ],
];

const FORM_SLUGS = DEPARTMENT_ROWS.filter((row) => row[1] === 'forms').map((row) => row[0]);

function fill(text: string, names: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => names[key] ?? '');
}

function filesOf(folder: string, row: Row, title: string): DemoFile[] {
  const [slug, , , , , , , , pages, extra] = row;
  const files: DemoFile[] = [
    { path: `documents/${folder}/${slug}.pdf`, name: `${title}.pdf`, mimeType: 'application/pdf', pages },
  ];
  if (extra === 'instructions') {
    files.push({
      path: `documents/${folder}/${slug}-instructions.pdf`,
      name: `คำอธิบายการกรอก${title}.pdf`,
      mimeType: 'application/pdf',
      pages: 1,
    });
  }
  if (extra === 'csv') {
    files.push({
      path: `documents/${folder}/${slug}.csv`,
      name: `${title}.csv`,
      mimeType: 'text/csv',
      pages: 0,
    });
  }
  return files;
}

function documentOf(
  id: string,
  siteId: string,
  folder: string,
  row: Row,
  issuer: { th: string; en: string },
  names: Record<string, string> = {},
): DemoDocument {
  const [, section, category, th, en, descriptionTh, descriptionEn, date] = row;
  const title = { th: fill(th, names), en: en === null ? null : fill(en, names) };
  return {
    id,
    siteId,
    section,
    category,
    title,
    description: { th: fill(descriptionTh, names), en: en === null ? null : fill(descriptionEn, names) },
    date,
    issuer,
    files: filesOf(folder, row, title.th),
  };
}

const number = (index: number) => String(index + 1).padStart(3, '0');

function departmentDocuments(): DemoDocument[] {
  return DEPARTMENT_ROWS.map((row, index) =>
    documentOf(`dept-doc-${number(index)}`, DEMO_SITE_IDS.dept, 'dept', row, DEPARTMENT),
  );
}

/** An office: the department's forms and the shared guides (same files), then its own documents. */
function officeDocuments(office: (typeof OFFICES)[number]): DemoDocument[] {
  const { site } = office;
  const names = {
    office: site.name.th,
    officeEn: site.name.en,
    province: site.name.th.replace('สำนักงานคุมประพฤติจังหวัด', ''),
    provinceEn: site.name.en.replace(' Provincial Probation Office', ''),
  };
  const forms = DEPARTMENT_ROWS.filter((row) => FORM_SLUGS.includes(row[0])).map((row) =>
    documentOf('', site.id, 'dept', row, DEPARTMENT),
  );
  const guides = GUIDE_ROWS.map((row) => documentOf('', site.id, 'shared', row, DEPARTMENT));
  const own = OFFICE_ROWS.map((row) => documentOf('', site.id, site.code, row, site.name, names));
  return [...forms, ...guides, ...own].map((document, index) => ({
    ...document,
    id: `${site.code}-doc-${number(index)}`,
  }));
}

/** Every demo document of every site. */
export function demoDocuments(): DemoDocument[] {
  return [...departmentDocuments(), ...OFFICES.flatMap(officeDocuments)];
}

/** Every file the demo documents name, each once (offices share the department's forms and the guides). */
export function demoDocumentFiles(): Map<string, { file: DemoFile; document: DemoDocument }> {
  const files = new Map<string, { file: DemoFile; document: DemoDocument }>();
  for (const document of demoDocuments()) {
    for (const file of document.files) if (!files.has(file.path)) files.set(file.path, { file, document });
  }
  return files;
}
