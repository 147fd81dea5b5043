/** The pages of a provincial probation office: about, history, structure, service area, services, contact. */
import type { Lang, LocalizedText } from '@probation/contract';
import type { OfficeProfile } from '../../layouts/office-layout.ts';
import { complaintsPage, contactPage } from './contact-pages.ts';
import type { ContactPoint, DemoPage } from './demo-page.ts';
import { body, h2, link, ol, p, table, ul } from './page-html.ts';
import { policyPages } from './policy-pages.ts';
import { servicePage, servicesOverview } from './service-pages.ts';
import { voiceOf } from '../news-voices.ts';

const OFFICE_SERVICES = ['probation', 'community-service', 'parole', 'victims-assistance'];

export function officeContact(office: OfficeProfile): ContactPoint {
  return { name: office.site.name, address: office.address, phone: office.phone, email: office.email };
}

/** The province an office serves, from its name (`สำนักงานคุมประพฤติจังหวัดเชียงใหม่` → `เชียงใหม่`). */
export function provinceOf(office: OfficeProfile): LocalizedText {
  return {
    th: office.site.name.th.replace('สำนักงานคุมประพฤติจังหวัด', ''),
    en: office.site.name.en.replace(' Provincial Probation Office', ''),
  };
}

// Example data: the names below are fictional, made up for the demo.

const UNITS: [string, string][] = [
  ['ฝ่ายบริหารทั่วไป', 'General Administration'],
  ['กลุ่มงานสืบเสาะและพินิจ', 'Pre-sentence Investigation Group'],
  ['กลุ่มงานควบคุมและสอดส่อง', 'Supervision Group'],
  ['กลุ่มงานฟื้นฟูสมรรถภาพผู้ติดยาเสพติด', 'Drug Rehabilitation Group'],
  ['กลุ่มงานแก้ไขฟื้นฟูและประสานงานชุมชน', 'Rehabilitation and Community Liaison Group'],
];

function serviceArea(office: OfficeProfile, lang: Lang): string {
  const province = provinceOf(office)[lang];
  const branches = office.localAboutPages.filter((page) => page.id.endsWith('-branch'));
  return lang === 'th'
    ? body(
        h2('เขตพื้นที่รับผิดชอบ'),
        p(
          `${office.site.name.th} รับผิดชอบงานคุมประพฤติในเขตจังหวัด${province}${branches.length ? ' ยกเว้นอำเภอที่อยู่ในความรับผิดชอบของสำนักงานสาขา' : 'ทุกอำเภอ'} ผู้ถูกคุมความประพฤติรายงานตัวที่สำนักงานตามภูมิลำเนาของตน`,
        ),
        ...(branches.length ? [ul(branches.map((branch) => link('th', branch.id, branch.th)))] : []),
      )
    : body(
        h2('Service area'),
        p(
          `The ${office.site.name.en} serves ${branches.length ? 'the districts of' : 'every district of'} ${province} Province${branches.length ? ' that are not served by a branch office' : ''}. People on probation report to the office that serves the place where they live.`,
        ),
        ...(branches.length ? [ul(branches.map((branch) => link('en', branch.id, branch.en)))] : []),
      );
}

function aboutPages(office: OfficeProfile): DemoPage[] {
  const { th: name, en: nameEn } = office.site.name;
  const province = provinceOf(office);
  const { head, deputy } = voiceOf(office.site.id);
  return [
    {
      urlname: 'main',
      th: {
        title: 'หน้าหลัก',
        summary: office.introMessage.th,
        body: body(
          p(`ยินดีต้อนรับสู่เว็บไซต์${name}`),
          ul([link('th', 'services', 'บริการประชาชน'), link('th', 'contact', 'ติดต่อสำนักงาน')]),
        ),
      },
      en: {
        title: 'Home',
        summary: office.introMessage.en,
        body: body(
          p(`Welcome to the website of the ${nameEn}.`),
          ul([link('en', 'services', 'Public services'), link('en', 'contact', 'Contact the office')]),
        ),
      },
    },
    {
      urlname: 'about',
      th: {
        title: 'เกี่ยวกับสำนักงาน',
        summary: `${name} เป็นหน่วยงานในสังกัดกรมคุมประพฤติ กระทรวงยุติธรรม`,
        body: body(
          p(
            `${name} เป็นส่วนราชการในสังกัดกรมคุมประพฤติ กระทรวงยุติธรรม ปฏิบัติงานคุมประพฤติในเขตจังหวัด${province.th} ได้แก่ การสืบเสาะและพินิจ การควบคุมและสอดส่อง การแก้ไขฟื้นฟูผู้กระทำผิด และการช่วยเหลือผู้เสียหาย ร่วมกับอาสาสมัครคุมประพฤติและภาคีเครือข่ายในพื้นที่`,
          ),
          ul([
            link('th', 'history', 'ประวัติสำนักงาน'),
            link('th', 'vision', 'วิสัยทัศน์ พันธกิจ'),
            link('th', 'structure', 'โครงสร้างสำนักงาน'),
            link('th', 'executives', 'ทำเนียบผู้บริหาร'),
          ]),
          serviceArea(office, 'th'),
        ),
      },
      en: {
        title: 'About the office',
        summary: `The ${nameEn} is part of the Department of Probation, Ministry of Justice.`,
        body: body(
          p(
            `The ${nameEn} is part of the Department of Probation, Ministry of Justice. It carries out probation work in ${province.en} Province: pre-sentence investigation, supervision, rehabilitation of offenders and assistance to victims, together with probation volunteers and local partners.`,
          ),
          ul([
            link('en', 'history', 'History of the office'),
            link('en', 'vision', 'Vision and mission'),
            link('en', 'structure', 'Office structure'),
            link('en', 'executives', 'Directors'),
          ]),
          serviceArea(office, 'en'),
        ),
      },
    },
    {
      urlname: 'history',
      th: {
        title: 'ประวัติสำนักงาน',
        summary: `ความเป็นมาของ${name}`,
        body: body(
          p(
            `${name} เป็นหน่วยงานในส่วนภูมิภาคของกรมคุมประพฤติ ซึ่งจัดตั้งขึ้นเมื่อวันที่ 1 ตุลาคม 2535 เพื่อให้ประชาชนในจังหวัด${province.th}ได้รับบริการงานคุมประพฤติใกล้ภูมิลำเนา`,
          ),
          p(
            `ตลอดระยะเวลาที่ผ่านมา สำนักงานได้ขยายภารกิจตามกฎหมายที่เกี่ยวข้อง ทั้งการฟื้นฟูสมรรถภาพผู้ติดยาเสพติด การคุมประพฤติผู้ได้รับการพักการลงโทษ และการช่วยเหลือผู้เสียหาย และได้พัฒนาเครือข่ายอาสาสมัครคุมประพฤติให้ครอบคลุมทุกอำเภอ`,
          ),
        ),
      },
      en: {
        title: 'History of the office',
        summary: `How the ${nameEn} came about.`,
        body: body(
          p(
            `The ${nameEn} is one of the provincial offices of the Department of Probation, which was established on 1 October 1992, so that people in ${province.en} can be served close to home.`,
          ),
          p(
            'Over the years the office has taken on new duties under the law, including drug rehabilitation, parole supervision and assistance to victims, and has built a network of probation volunteers in every district.',
          ),
        ),
      },
    },
    {
      urlname: 'vision',
      th: {
        title: 'วิสัยทัศน์ พันธกิจ',
        summary: null,
        body: body(
          h2('วิสัยทัศน์'),
          p(`คืนคนดีสู่สังคมจังหวัด${province.th} ด้วยการมีส่วนร่วมของชุมชน`),
          h2('พันธกิจ'),
          ol([
            'แก้ไขฟื้นฟูผู้กระทำผิดในชุมชนอย่างมีมาตรฐาน',
            'ส่งเสริมบทบาทของอาสาสมัครคุมประพฤติและภาคีเครือข่าย',
            'ให้บริการประชาชนด้วยความโปร่งใสและเป็นธรรม',
          ]),
        ),
      },
      en: {
        title: 'Vision and mission',
        summary: null,
        body: body(
          h2('Vision'),
          p(`Returning good citizens to society in ${province.en}, with the participation of communities.`),
          h2('Mission'),
          ol([
            'Rehabilitate offenders in the community to a consistent standard',
            'Support probation volunteers and partner networks',
            'Serve the public fairly and transparently',
          ]),
        ),
      },
    },
    {
      urlname: 'structure',
      th: {
        title: 'โครงสร้างสำนักงาน',
        summary: null,
        body: body(p(`${name} แบ่งงานภายในดังนี้`), ul(UNITS.map(([th]) => th))),
      },
      en: {
        title: 'Office structure',
        summary: null,
        body: body(p(`The ${nameEn} is organised as follows:`), ul(UNITS.map(([, en]) => en))),
      },
    },
    {
      urlname: 'authority',
      th: {
        title: 'อำนาจหน้าที่',
        summary: `อำนาจหน้าที่ของ${name} ในฐานะหน่วยงานของกรมคุมประพฤติในจังหวัด${province.th}`,
        body: body(
          p(`${name} ปฏิบัติงานตามพระราชบัญญัติคุมประพฤติ พ.ศ. 2559 ในเขตจังหวัด${province.th} มีอำนาจหน้าที่ดังนี้`),
          ol([
            `ควบคุมและสอดส่องผู้กระทำผิดในชุมชนตามคำพิพากษาหรือคำสั่งศาล (${link('th', 'probation', 'งานคุมประพฤติ')})`,
            'สืบเสาะและพินิจข้อเท็จจริงเกี่ยวกับจำเลยเพื่อเสนอรายงานต่อศาล',
            `ดำเนินการให้ผู้กระทำผิดทำงานบริการสังคม (${link('th', 'community-service', 'การทำงานบริการสังคม')})`,
            `ช่วยเหลือและคุ้มครองสิทธิของผู้เสียหาย (${link('th', 'victims-assistance', 'การช่วยเหลือผู้เสียหาย')})`,
            'ส่งเสริมอาสาสมัครคุมประพฤติและเครือข่ายยุติธรรมชุมชนในจังหวัด',
          ]),
          p(`ข้อมูลประกอบการประเมินคุณธรรมและความโปร่งใส ดูได้ที่ ${link('th', 'ita', 'การประเมิน ITA')}`),
        ),
      },
      en: {
        title: 'Powers and duties',
        summary: `What the ${nameEn} does, as the Department of Probation's office in ${province.en} Province.`,
        body: body(
          p(
            `Under the Probation Act B.E. 2559 (2016), the ${nameEn} is responsible in ${province.en} Province for:`,
          ),
          ol([
            `supervising offenders in the community as ordered by the courts (${link('en', 'probation', 'Probation supervision')});`,
            'investigating the background of defendants and reporting to the courts;',
            `arranging community service work (${link('en', 'community-service', 'Community service')});`,
            `helping victims of crime and protecting their rights (${link('en', 'victims-assistance', "Victims' assistance")});`,
            'supporting probation volunteers and community justice networks in the province.',
          ]),
          p(`Information for the Integrity and Transparency Assessment: ${link('en', 'ita', 'ITA')}.`),
        ),
      },
    },
    {
      urlname: 'executives',
      th: {
        title: 'ทำเนียบผู้บริหาร',
        summary: null,
        body: table(
          `ผู้บริหาร${name}`,
          ['ตำแหน่ง', 'ชื่อ - สกุล'],
          [
            [head.position.th, head.name.th],
            [deputy.position.th, deputy.name.th],
          ],
        ),
      },
      en: {
        title: 'Directors',
        summary: null,
        body: table(
          `Directors of the ${nameEn}`,
          ['Position', 'Name'],
          [
            [head.position.en, head.name.en],
            [deputy.position.en, deputy.name.en],
          ],
        ),
      },
    },
  ];
}

/** Pages only some offices have: branch offices (Thai only), outreach units, camps, help for foreign victims. */
function localPage(office: OfficeProfile, id: string): DemoPage {
  const contact = officeContact(office);
  const province = provinceOf(office);
  const entry = [...office.localAboutPages, ...office.localServices].find((page) => page.id === id);
  if (!entry) throw new Error(`office ${office.site.code} has no page "${id}"`);
  if (id === 'volunteers') return servicePage(id, contact);
  if (id === 'service-area') {
    return {
      urlname: id,
      th: { title: entry.th, summary: null, body: serviceArea(office, 'th') },
      en: { title: entry.en, summary: null, body: serviceArea(office, 'en') },
    };
  }
  if (id.endsWith('-branch')) {
    const district = entry.th.replace(/.*สาขา/, '');
    return {
      urlname: id,
      th: {
        title: entry.th,
        summary: `สำนักงานสาขาที่ให้บริการประชาชนในอำเภอ${district}และอำเภอใกล้เคียง`,
        body: body(
          p(
            `${entry.th} จัดตั้งขึ้นเพื่อลดภาระการเดินทางของผู้ถูกคุมความประพฤติและประชาชนในอำเภอ${district}และอำเภอใกล้เคียง ให้บริการรายงานตัว การสืบเสาะและพินิจ และการทำงานบริการสังคม`,
          ),
          p(`ติดต่อสอบถามได้ที่${contact.name.th} โทรศัพท์ ${contact.phone} ในวันและเวลาราชการ`),
        ),
      },
      en: null,
    };
  }
  const texts: Record<string, { th: string[]; en: string[] }> = {
    'highland-outreach': {
      th: [
        `หน่วยบริการเคลื่อนที่ของ${contact.name.th}ออกให้บริการรายงานตัวและให้คำปรึกษาแก่ผู้ถูกคุมความประพฤติในชุมชนบนพื้นที่สูงที่การเดินทางมายังสำนักงานไม่สะดวก โดยประสานกับผู้นำชุมชนและอาสาสมัครคุมประพฤติในพื้นที่`,
        'ตารางการออกหน่วยประกาศล่วงหน้าทางหน้าข่าวประชาสัมพันธ์ของสำนักงาน',
      ],
      en: [
        `The ${contact.name.en}'s mobile unit travels to highland communities where reaching the office is difficult, so that people on probation can report and get advice close to home. Visits are arranged with community leaders and local probation volunteers.`,
        "The visit schedule is announced in advance in the office's press releases.",
      ],
    },
    'behaviour-camp': {
      th: [
        `ค่ายปรับเปลี่ยนพฤติกรรมเป็นกิจกรรมแก้ไขฟื้นฟูที่${contact.name.th}จัดร่วมกับภาคีเครือข่ายในจังหวัด${province.th} สำหรับผู้ถูกคุมความประพฤติที่ศาลกำหนดเงื่อนไขให้เข้ารับการฝึกอบรม เช่น ผู้กระทำผิดฐานขับรถขณะเมาสุรา`,
        'ผู้เข้าค่ายจะได้รับแจ้งวันและสถานที่จากพนักงานคุมประพฤติผู้รับผิดชอบ',
      ],
      en: [
        `Behaviour change camps are rehabilitation programmes run by the ${contact.name.en} with partners in ${province.en} for people on probation whom a court has ordered to attend training, such as drink-drivers.`,
        'Participants are told the dates and place by their probation officer.',
      ],
    },
    'foreign-victims': {
      th: [
        `${contact.name.th}ให้ข้อมูลและประสานความช่วยเหลือแก่ผู้เสียหายชาวต่างชาติ รวมถึงนักท่องเที่ยว ร่วมกับตำรวจท่องเที่ยว สถานกงสุล และหน่วยงานที่เกี่ยวข้อง`,
        `ติดต่อได้ที่โทรศัพท์ ${contact.phone} หรืออีเมล ${contact.email} ในวันและเวลาราชการ`,
      ],
      en: [
        `The ${contact.name.en} informs and assists foreign victims of crime, including tourists, together with the Tourist Police, consulates and other agencies.`,
        `Call ${contact.phone} or email ${contact.email} during office hours.`,
      ],
    },
  };
  const text = texts[id];
  if (!text) throw new Error(`no demo page text for "${id}"`);
  return {
    urlname: id,
    th: { title: entry.th, summary: null, body: body(...text.th.map(p)) },
    en: { title: entry.en, summary: null, body: body(...text.en.map(p)) },
  };
}

function directionsPage(office: OfficeProfile): DemoPage {
  return {
    urlname: 'directions',
    th: {
      title: 'แผนที่และการเดินทาง',
      summary: null,
      body: body(
        h2('ที่ตั้ง'),
        p(office.address.th),
        h2('การเดินทาง'),
        p(
          'สามารถเดินทางด้วยรถยนต์ส่วนตัว รถโดยสารประจำทาง หรือรถรับจ้าง มีที่จอดรถสำหรับผู้มาติดต่อราชการ และมีทางลาดสำหรับผู้ใช้รถเข็น',
        ),
      ),
    },
    en: {
      title: 'Map and directions',
      summary: null,
      body: body(
        h2('Location'),
        p(office.address.en),
        h2('Getting here'),
        p('You can come by car, bus or taxi. There is parking for visitors and a ramp for wheelchair users.'),
      ),
    },
  };
}

export function officePages(office: OfficeProfile): DemoPage[] {
  const contact = officeContact(office);
  const local = [...office.localAboutPages, ...office.localServices].map((entry) => entry.id);
  const services = [...OFFICE_SERVICES, ...office.localServices.map((entry) => entry.id)];
  const extraLabels = Object.fromEntries(
    office.localServices.map((entry) => [entry.id, { th: entry.th, en: entry.en }]),
  );
  return [
    ...aboutPages(office),
    ...local.map((id) => localPage(office, id)),
    servicesOverview(services, extraLabels),
    ...OFFICE_SERVICES.map((urlname) => servicePage(urlname, contact)),
    contactPage(contact, {
      th: p(`ดูแผนที่ได้ที่ ${link('th', 'directions', 'แผนที่และการเดินทาง')}`),
      en: p(`See ${link('en', 'directions', 'Map and directions')}.`),
    }),
    directionsPage(office),
    complaintsPage(contact),
    ...policyPages(contact),
  ];
}
