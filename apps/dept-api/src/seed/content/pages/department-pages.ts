/** The department's own pages: about, history, vision, powers and duties, structure, executives, offices, FAQ. */
import type { Lang } from '@probation/contract';
import { DEPARTMENT_EMAIL, DEPARTMENT_PHONE, DEPARTMENT_TEXT } from '../../layouts/department-layout.ts';
import { OFFICES } from '../../layouts/offices.ts';
import { complaintsPage, contactPage } from './contact-pages.ts';
import type { ContactPoint, DemoPage } from './demo-page.ts';
import { body, h2, h3, link, ol, p, table, ul } from './page-html.ts';
import { policyPages } from './policy-pages.ts';
import { servicePage, servicesOverview } from './service-pages.ts';
import { voiceOf } from '../news-voices.ts';
import { DEMO_SITE_IDS } from '../../demo-sites.ts';

export const DEPARTMENT_CONTACT: ContactPoint = {
  name: { th: 'กรมคุมประพฤติ', en: 'Department of Probation' },
  address: { th: DEPARTMENT_TEXT.th.address, en: DEPARTMENT_TEXT.en.address },
  phone: DEPARTMENT_PHONE,
  email: DEPARTMENT_EMAIL,
};

const DEPARTMENT_SERVICES = [
  'probation',
  'community-service',
  'parole',
  'drug-rehabilitation',
  'victims-assistance',
  'volunteers',
];

const ABOUT_LINKS: Record<Lang, [string, string][]> = {
  th: [
    ['history', 'ประวัติความเป็นมา'],
    ['vision', 'วิสัยทัศน์ พันธกิจ และค่านิยม'],
    ['authority', 'อำนาจหน้าที่'],
    ['structure', 'โครงสร้างองค์กร'],
    ['executives', 'ผู้บริหารกรมคุมประพฤติ'],
  ],
  en: [
    ['history', 'History'],
    ['vision', 'Vision, mission and values'],
    ['authority', 'Powers and duties'],
    ['structure', 'Organisational structure'],
    ['executives', 'Executives'],
  ],
};

const main: DemoPage = {
  urlname: 'main',
  th: {
    title: 'หน้าหลัก',
    summary: DEPARTMENT_TEXT.th.introMessage,
    body: body(
      p('ยินดีต้อนรับสู่เว็บไซต์กรมคุมประพฤติ กระทรวงยุติธรรม'),
      ul([
        link('th', 'services', 'ภารกิจและบริการ'),
        link('th', 'news', 'ข่าวสารและกิจกรรม'),
        link('th', 'contact', 'ติดต่อเรา'),
      ]),
    ),
  },
  en: {
    title: 'Home',
    summary: DEPARTMENT_TEXT.en.introMessage,
    body: body(
      p('Welcome to the website of the Department of Probation, Ministry of Justice.'),
      ul([
        link('en', 'services', 'Our services'),
        link('en', 'news', 'News and activities'),
        link('en', 'contact', 'Contact us'),
      ]),
    ),
  },
};

const about: DemoPage = {
  urlname: 'about',
  th: {
    title: 'เกี่ยวกับกรมคุมประพฤติ',
    summary: 'กรมคุมประพฤติเป็นส่วนราชการในสังกัดกระทรวงยุติธรรม มีภารกิจแก้ไขฟื้นฟูผู้กระทำผิดในชุมชน',
    body: body(
      p(
        'กรมคุมประพฤติ กระทรวงยุติธรรม มีภารกิจหลักในการแก้ไขฟื้นฟูผู้กระทำผิดโดยไม่ใช้เรือนจำ ด้วยการสืบเสาะและพินิจ การควบคุมและสอดส่อง การฟื้นฟูสมรรถภาพผู้ติดยาเสพติด และการสงเคราะห์ผู้กระทำผิด โดยมีชุมชนและอาสาสมัครคุมประพฤติเป็นภาคีสำคัญ มีสำนักงานคุมประพฤติตั้งอยู่ทุกจังหวัดทั่วประเทศ',
      ),
      h2('ข้อมูลหน่วยงาน'),
      ul(ABOUT_LINKS.th.map(([urlname, label]) => link('th', urlname, label))),
    ),
  },
  en: {
    title: 'About the department',
    summary:
      'The Department of Probation is a government department of the Ministry of Justice that rehabilitates offenders in the community.',
    body: body(
      p(
        'The Department of Probation, Ministry of Justice, rehabilitates offenders without imprisonment: through pre-sentence investigation, supervision in the community, drug rehabilitation and aftercare, with communities and probation volunteers as key partners. It has a probation office in every province.',
      ),
      h2('About us'),
      ul(ABOUT_LINKS.en.map(([urlname, label]) => link('en', urlname, label))),
    ),
  },
};

const history: DemoPage = {
  urlname: 'history',
  th: {
    title: 'ประวัติความเป็นมา',
    summary: 'กรมคุมประพฤติจัดตั้งขึ้นเมื่อวันที่ 1 ตุลาคม 2535 โดยยกฐานะจากสำนักงานคุมประพฤติ กรมอัยการ',
    body: body(
      h2('จุดเริ่มต้นของงานคุมประพฤติผู้ใหญ่'),
      p(
        'งานคุมประพฤติผู้ใหญ่ในประเทศไทยเริ่มต้นจากสำนักงานคุมประพฤติ ซึ่งเป็นหน่วยงานในสังกัดกรมอัยการ ทำหน้าที่สืบเสาะและพินิจจำเลยเพื่อเสนอรายงานต่อศาล และควบคุมสอดส่องผู้ที่ศาลให้รอการลงโทษโดยกำหนดเงื่อนไขคุมความประพฤติ',
      ),
      h2('การจัดตั้งเป็นกรมคุมประพฤติ'),
      p(
        'เมื่อวันที่ 1 ตุลาคม 2535 ได้มีการจัดตั้งกรมคุมประพฤติขึ้นตามกฎหมายว่าด้วยการปรับปรุงกระทรวง ทบวง กรม โดยยกฐานะจากสำนักงานคุมประพฤติ กรมอัยการ เป็นกรมคุมประพฤติ สังกัดกระทรวงยุติธรรม',
      ),
      h2('การขยายภารกิจ'),
      p(
        'ต่อมากรมคุมประพฤติได้รับมอบภารกิจเพิ่มเติมตามกฎหมายที่เกี่ยวข้อง ได้แก่ การฟื้นฟูสมรรถภาพผู้ติดยาเสพติดตามพระราชบัญญัติฟื้นฟูสมรรถภาพผู้ติดยาเสพติด พ.ศ. 2545 การคุมประพฤติผู้ได้รับการพักการลงโทษ และการทำงานบริการสังคมแทนค่าปรับ และได้ขยายสำนักงานคุมประพฤติให้ครอบคลุมทุกจังหวัด',
      ),
      p(
        'ปัจจุบันกรมคุมประพฤติปฏิบัติหน้าที่ตามพระราชบัญญัติคุมประพฤติ พ.ศ. 2559 ซึ่งรวบรวมอำนาจหน้าที่ด้านการคุมประพฤติไว้เป็นระบบ และส่งเสริมการมีส่วนร่วมของชุมชนและอาสาสมัครคุมประพฤติ ดูรายละเอียดได้ที่ ' +
          link('th', 'authority', 'อำนาจหน้าที่'),
      ),
    ),
  },
  en: {
    title: 'History',
    summary:
      'The Department of Probation was established on 1 October 1992 (B.E. 2535) from the Office of Probation of the Department of Public Prosecutions.',
    body: body(
      h2('The beginnings of adult probation'),
      p(
        'Adult probation in Thailand began with the Office of Probation, part of the Department of Public Prosecutions. It investigated defendants and reported to the courts, and supervised people whose sentences were suspended on probation conditions.',
      ),
      h2('Becoming a department'),
      p(
        'On 1 October 1992 (B.E. 2535), the Office of Probation became the Department of Probation under the Ministry of Justice, under the law reorganising ministries and departments.',
      ),
      h2('New responsibilities'),
      p(
        'Later laws gave the Department further duties: drug rehabilitation under the Narcotic Addict Rehabilitation Act B.E. 2545 (2002), the supervision of parolees, and community service instead of fines. Probation offices were opened in every province.',
      ),
      p(
        'Today the Department works under the Probation Act B.E. 2559 (2016), which brings its powers together and encourages communities and probation volunteers to take part. See ' +
          link('en', 'authority', 'Powers and duties') +
          '.',
      ),
    ),
  },
};

const vision: DemoPage = {
  urlname: 'vision',
  th: {
    title: 'วิสัยทัศน์ พันธกิจ และค่านิยม',
    summary: 'ทิศทางการดำเนินงานของกรมคุมประพฤติ',
    body: body(
      h2('วิสัยทัศน์'),
      p('คืนคนดีสู่สังคม ด้วยระบบงานคุมประพฤติที่มีมาตรฐานและการมีส่วนร่วมของชุมชน'),
      h2('พันธกิจ'),
      ol([
        'พัฒนาระบบการแก้ไขฟื้นฟูผู้กระทำผิดในชุมชนให้มีประสิทธิภาพและได้มาตรฐาน',
        'ส่งเสริมการมีส่วนร่วมของภาคีเครือข่ายและอาสาสมัครคุมประพฤติ',
        'คุ้มครองสังคมและให้ความช่วยเหลือผู้เสียหาย',
        'พัฒนาองค์กรและบุคลากรให้มีสมรรถนะสูง',
      ]),
      h2('ค่านิยมองค์กร'),
      ul(['ซื่อสัตย์ สุจริต โปร่งใส', 'มุ่งผลสัมฤทธิ์ของงาน', 'เคารพศักดิ์ศรีความเป็นมนุษย์', 'ทำงานเป็นทีมร่วมกับชุมชน']),
    ),
  },
  en: {
    title: 'Vision, mission and values',
    summary: 'Where the Department of Probation is heading.',
    body: body(
      h2('Vision'),
      p(
        'Returning good citizens to society through a probation system of high standards with the participation of communities.',
      ),
      h2('Mission'),
      ol([
        'Make the rehabilitation of offenders in the community effective and consistent',
        'Encourage partner networks and probation volunteers to take part',
        'Protect society and assist victims',
        'Develop a capable organisation and staff',
      ]),
      h2('Values'),
      ul([
        'Honesty, integrity and transparency',
        'Focus on results',
        'Respect for human dignity',
        'Teamwork with communities',
      ]),
    ),
  },
};

const authority: DemoPage = {
  urlname: 'authority',
  th: {
    title: 'อำนาจหน้าที่',
    summary: 'อำนาจหน้าที่ของกรมคุมประพฤติตามพระราชบัญญัติคุมประพฤติ พ.ศ. 2559 และกฎหมายที่เกี่ยวข้อง',
    body: body(
      p(
        'กรมคุมประพฤติมีภารกิจเกี่ยวกับการแก้ไขฟื้นฟูผู้กระทำผิดในชุมชน โดยมีอำนาจหน้าที่ตามพระราชบัญญัติคุมประพฤติ พ.ศ. 2559 และกฎหมายที่เกี่ยวข้อง ดังนี้',
      ),
      ol([
        `ควบคุมและสอดส่องผู้กระทำผิดในชุมชนตามคำพิพากษาหรือคำสั่งศาล (${link('th', 'probation', 'งานคุมประพฤติ')})`,
        'สืบเสาะและพินิจข้อเท็จจริงเกี่ยวกับจำเลยเพื่อเสนอรายงานประกอบการพิจารณาของศาล',
        `ดำเนินการให้ผู้กระทำผิดทำงานบริการสังคมหรือทำงานสาธารณประโยชน์ (${link('th', 'community-service', 'การทำงานบริการสังคม')})`,
        `แก้ไขฟื้นฟูและสงเคราะห์ผู้กระทำผิด รวมถึงการฟื้นฟูสมรรถภาพผู้ติดยาเสพติด (${link('th', 'drug-rehabilitation', 'การฟื้นฟูสมรรถภาพผู้ติดยาเสพติด')})`,
        `ควบคุมและสอดส่องผู้ได้รับการพักการลงโทษหรือลดวันต้องโทษ (${link('th', 'parole', 'การคุมประพฤติผู้ได้รับการพักการลงโทษ')})`,
        `ให้ความช่วยเหลือและคุ้มครองสิทธิของผู้เสียหาย (${link('th', 'victims-assistance', 'การช่วยเหลือผู้เสียหาย')})`,
        `ส่งเสริมและพัฒนาอาสาสมัครคุมประพฤติและการมีส่วนร่วมของชุมชน (${link('th', 'volunteers', 'อาสาสมัครคุมประพฤติ')})`,
        'ปฏิบัติการอื่นใดตามที่กฎหมายกำหนดให้เป็นอำนาจหน้าที่ของกรม หรือตามที่กระทรวงหรือคณะรัฐมนตรีมอบหมาย',
      ]),
    ),
  },
  en: {
    title: 'Powers and duties',
    summary:
      'The powers and duties of the Department of Probation under the Probation Act B.E. 2559 (2016) and related laws.',
    body: body(
      p(
        'The Department of Probation rehabilitates offenders in the community. Under the Probation Act B.E. 2559 (2016) and related laws, it is responsible for:',
      ),
      ol([
        `supervising offenders in the community as ordered by the courts (${link('en', 'probation', 'Probation supervision')});`,
        'pre-sentence investigations and reports to the courts;',
        `community service and public work by offenders (${link('en', 'community-service', 'Community service')});`,
        `rehabilitating and assisting offenders, including drug rehabilitation (${link('en', 'drug-rehabilitation', 'Drug rehabilitation')});`,
        `supervising people released on parole or with sentence remission (${link('en', 'parole', 'Parole supervision')});`,
        `assisting victims and protecting their rights (${link('en', 'victims-assistance', "Victims' assistance")});`,
        `developing probation volunteers and community participation (${link('en', 'volunteers', 'Probation volunteers')});`,
        'any other duty given to the Department by law, by the Ministry or by the Cabinet.',
      ]),
    ),
  },
};

const DIVISIONS: [string, string][] = [
  ['สำนักงานเลขานุการกรม', 'Office of the Secretary'],
  ['กองกฎหมาย', 'Legal Affairs Division'],
  ['กองแผนงานและยุทธศาสตร์', 'Planning and Strategy Division'],
  ['กองบริหารทรัพยากรบุคคล', 'Human Resources Division'],
  ['กองพัฒนาระบบงานคุมประพฤติ', 'Probation Systems Development Division'],
  ['กองพัฒนาการฟื้นฟูสมรรถภาพผู้ติดยาเสพติด', 'Drug Rehabilitation Development Division'],
  ['กองกิจการชุมชนและเครือข่าย', 'Community and Network Affairs Division'],
  ['ศูนย์เทคโนโลยีสารสนเทศ', 'Information Technology Centre'],
  ['กลุ่มตรวจสอบภายใน', 'Internal Audit Group'],
  ['สำนักงานคุมประพฤติจังหวัดและสาขา ทั่วประเทศ', 'Provincial and branch probation offices nationwide'],
];

const structure: DemoPage = {
  urlname: 'structure',
  th: {
    title: 'โครงสร้างองค์กร',
    summary: 'การแบ่งส่วนราชการของกรมคุมประพฤติ',
    body: body(
      h2('ส่วนกลาง'),
      ul(DIVISIONS.slice(0, -1).map(([th]) => th)),
      h2('ส่วนภูมิภาค'),
      ul(DIVISIONS.slice(-1).map(([th]) => th)),
      p(`ดูรายชื่อหน่วยงานได้ที่ ${link('th', 'offices', 'หน่วยงานในสังกัด')}`),
    ),
  },
  en: {
    title: 'Organisational structure',
    summary: 'How the Department of Probation is organised.',
    body: body(
      h2('Central administration'),
      ul(DIVISIONS.slice(0, -1).map(([, en]) => en)),
      h2('Regional administration'),
      ul(DIVISIONS.slice(-1).map(([, en]) => en)),
      p(`See ${link('en', 'offices', 'Probation offices nationwide')}.`),
    ),
  },
};

// Example data: the names are fictional, made up for the demo; they are not the department's executives. The
// Director-General and the deputy are the ones the demo news and videos name (news-voices.ts).
const { head, deputy } = voiceOf(DEMO_SITE_IDS.dept);
const EXECUTIVES: [string, string][] = [
  [head.position.th, head.name.th],
  [deputy.position.th, deputy.name.th],
  ['รองอธิบดีกรมคุมประพฤติ', 'นายธนากร วัฒนกุล'],
  ['ผู้ตรวจราชการกรม', 'นางวิไลวรรณ ทองดี'],
  ['เลขานุการกรม', 'นายอนุชา บุญมี'],
];

/** Thai only: the English site shows this page in Thai (the fallback). */
const executives: DemoPage = {
  urlname: 'executives',
  th: {
    title: 'ผู้บริหารกรมคุมประพฤติ',
    summary: null,
    body: body(
      table(
        'ทำเนียบผู้บริหารกรมคุมประพฤติ',
        ['ตำแหน่ง', 'ชื่อ - สกุล'],
        EXECUTIVES.map(([position, name]) => [position, name]),
      ),
    ),
  },
  en: null,
};

const offices: DemoPage = {
  urlname: 'offices',
  th: {
    title: 'หน่วยงานในสังกัด',
    summary: 'สำนักงานคุมประพฤติจังหวัดและสาขาทั่วประเทศ',
    body: body(
      p('กรมคุมประพฤติมีสำนักงานคุมประพฤติประจำทุกจังหวัด และสำนักงานสาขาในบางอำเภอ ตัวอย่างหน่วยงานที่มีเว็บไซต์ในระบบนี้ ได้แก่'),
      ul(OFFICES.map((office) => `${office.site.name.th}: ${office.address.th} โทรศัพท์ ${office.phone}`)),
    ),
  },
  en: {
    title: 'Probation offices nationwide',
    summary: 'Provincial and branch probation offices across Thailand.',
    body: body(
      p(
        'The Department has a probation office in every province, and branch offices in some districts. Offices with a website on this platform include:',
      ),
      ul(OFFICES.map((office) => `${office.site.name.en}: ${office.address.en}, telephone ${office.phone}`)),
    ),
  },
};

const FAQ: { th: [string, string]; en: [string, string] }[] = [
  {
    th: [
      'ต้องไปรายงานตัวที่ใด',
      'รายงานตัวที่สำนักงานคุมประพฤติที่รับผิดชอบพื้นที่ที่ท่านมีภูมิลำเนา ตามวันและเวลาที่พนักงานคุมประพฤตินัดหมาย',
    ],
    en: [
      'Where do I report?',
      'At the probation office that serves the area where you live, on the date and at the time your probation officer gives you.',
    ],
  },
  {
    th: [
      'หากไม่สามารถไปรายงานตัวตามนัดได้ ต้องทำอย่างไร',
      'โปรดแจ้งพนักงานคุมประพฤติผู้รับผิดชอบล่วงหน้าพร้อมเหตุผล เพื่อขอเลื่อนการรายงานตัว การไม่รายงานตัวโดยไม่มีเหตุอันสมควรอาจเป็นการฝ่าฝืนเงื่อนไขคุมความประพฤติ',
    ],
    en: [
      'What if I cannot report on the date set?',
      'Tell your probation officer in advance and explain why, so that a new date can be set. Missing a report without good reason may breach your probation conditions.',
    ],
  },
  {
    th: [
      'สามารถเดินทางไปต่างจังหวัดหรือต่างประเทศระหว่างคุมความประพฤติได้หรือไม่',
      'ต้องขออนุญาตพนักงานคุมประพฤติก่อนเดินทาง และการเดินทางไปต่างประเทศอาจต้องได้รับอนุญาตจากศาล',
    ],
    en: [
      'Can I travel to another province or abroad while on probation?',
      "Ask your probation officer for permission before you travel; travel abroad may also need the court's permission.",
    ],
  },
  {
    th: [
      'การทำงานบริการสังคมแทนค่าปรับต้องทำอย่างไร',
      `ยื่นคำร้องต่อศาลที่พิจารณาคดี เมื่อศาลอนุญาตแล้วให้ติดต่อสำนักงานคุมประพฤติ ดูรายละเอียดที่ ${link('th', 'community-service', 'การทำงานบริการสังคม')}`,
    ],
    en: [
      'How do I do community service instead of paying a fine?',
      `Apply to the court that tried your case; once the court agrees, contact your probation office. See ${link('en', 'community-service', 'Community service')}.`,
    ],
  },
  {
    th: [
      'มีค่าใช้จ่ายในการรับบริการหรือไม่',
      'บริการของกรมคุมประพฤติไม่มีค่าใช้จ่าย หากมีผู้เรียกรับเงินโปรดแจ้งสายด่วนยุติธรรม 1111 กด 78',
    ],
    en: [
      'Do your services cost anything?',
      'No. Our services are free. If anyone asks you for money, call the Justice hotline 1111 press 78.',
    ],
  },
];

function faqBody(lang: Lang, intro: string, topic: string): string {
  return body(p(intro), h2(topic), ...FAQ.flatMap((entry) => [h3(entry[lang][0]), p(entry[lang][1])]));
}

const faq: DemoPage = {
  urlname: 'faq',
  th: {
    title: 'คำถามที่พบบ่อย',
    summary: 'คำตอบสำหรับคำถามที่ประชาชนสอบถามบ่อยเกี่ยวกับงานคุมประพฤติ',
    body: faqBody(
      'th',
      'หากไม่พบคำตอบที่ต้องการ โปรดติดต่อสำนักงานคุมประพฤติในพื้นที่ของท่าน',
      'การรายงานตัวและการปฏิบัติตามเงื่อนไข',
    ),
  },
  en: {
    title: 'Frequently asked questions',
    summary: 'Answers to the questions people ask us most often about probation.',
    body: faqBody(
      'en',
      'If your question is not answered here, please contact your local probation office.',
      'Reporting and probation conditions',
    ),
  },
};

const officesList: Record<Lang, string> = {
  th: body(
    h2('สำนักงานคุมประพฤติจังหวัด'),
    p(`ดูที่อยู่ของสำนักงานในแต่ละจังหวัดได้ที่ ${link('th', 'offices', 'หน่วยงานในสังกัด')}`),
  ),
  en: body(
    h2('Provincial probation offices'),
    p(
      `The address of each provincial office is on ${link('en', 'offices', 'Probation offices nationwide')}.`,
    ),
  ),
};

export function departmentPages(): DemoPage[] {
  return [
    main,
    about,
    history,
    vision,
    authority,
    structure,
    executives,
    servicesOverview(DEPARTMENT_SERVICES),
    ...DEPARTMENT_SERVICES.map((urlname) => servicePage(urlname, DEPARTMENT_CONTACT)),
    contactPage(DEPARTMENT_CONTACT, officesList),
    offices,
    complaintsPage(DEPARTMENT_CONTACT),
    faq,
    ...policyPages(DEPARTMENT_CONTACT),
  ];
}
