/**
 * Service pages (probation, community service, parole, drug rehabilitation, victims' assistance, volunteers),
 * shared by the department and its offices: what the service is, who it is for, what to bring and whom to contact.
 */
import type { Lang } from '@probation/contract';
import { HOTLINE, OFFICE_HOURS } from '../../layouts/layout-parts.ts';
import type { ContactPoint, DemoPage, DemoPageText } from './demo-page.ts';
import { body, h2, link, p, ul } from './page-html.ts';

interface ServiceText {
  title: string;
  summary: string;
  what: string[];
  who: string[];
  documents: string[];
}

const HEADINGS = {
  th: {
    what: 'ลักษณะของบริการ',
    who: 'ผู้มีสิทธิ์รับบริการ',
    documents: 'เอกสารที่ต้องนำมา',
    contact: 'ช่องทางการติดต่อ',
    phone: 'โทรศัพท์',
    email: 'อีเมล',
    hours: 'เวลาทำการ',
    more: 'ดูช่องทางอื่นได้ที่หน้า',
    contactPage: 'ติดต่อเรา',
  },
  en: {
    what: 'What the service is',
    who: 'Who it is for',
    documents: 'Documents to bring',
    contact: 'How to contact us',
    phone: 'Telephone',
    email: 'Email',
    hours: 'Office hours',
    more: 'Other channels are listed on the page',
    contactPage: 'Contact us',
  },
} satisfies Record<Lang, Record<string, string>>;

function serviceText(text: ServiceText, contact: ContactPoint, lang: Lang): DemoPageText {
  const words = HEADINGS[lang];
  const hotline = HOTLINE[lang];
  return {
    title: text.title,
    summary: text.summary,
    body: body(
      h2(words.what),
      ...text.what.map(p),
      h2(words.who),
      ul(text.who),
      h2(words.documents),
      ul(text.documents),
      h2(words.contact),
      ul([
        `${contact.name[lang]}: ${contact.address[lang]}`,
        `${words.phone} ${contact.phone}, ${hotline.label} ${hotline.number}`,
        `${words.email} <a href="mailto:${contact.email}">${contact.email}</a>`,
        `${words.hours}: ${OFFICE_HOURS[lang]}`,
      ]),
      p(`${words.more} ${link(lang, 'contact', words.contactPage)}`),
    ),
  };
}

const ID_CARD = {
  th: 'บัตรประจำตัวประชาชนหรือบัตรที่ทางราชการออกให้',
  en: 'Your national ID card or another official photo ID',
};

export const SERVICES: Record<string, { th: ServiceText; en: ServiceText }> = {
  probation: {
    th: {
      title: 'งานคุมประพฤติ',
      summary: 'การควบคุมและสอดส่องผู้กระทำผิดที่ศาลมีคำพิพากษาให้คุมความประพฤติ เพื่อแก้ไขฟื้นฟูให้กลับตนเป็นพลเมืองดีในชุมชน',
      what: [
        'เมื่อศาลพิพากษาให้รอการกำหนดโทษหรือรอการลงโทษและกำหนดเงื่อนไขคุมความประพฤติ พนักงานคุมประพฤติจะควบคุมและสอดส่องให้ผู้ถูกคุมความประพฤติปฏิบัติตามเงื่อนไขที่ศาลกำหนด เช่น การมารายงานตัวตามกำหนดนัด การละเว้นการกระทำที่อาจนำไปสู่การกระทำผิดซ้ำ และการเข้าร่วมกิจกรรมแก้ไขฟื้นฟู',
        'นอกจากนี้ พนักงานคุมประพฤติจะสืบเสาะและพินิจข้อเท็จจริงเกี่ยวกับจำเลยตามที่ศาลสั่ง และเสนอรายงานต่อศาลเพื่อประกอบการพิจารณาพิพากษาคดี',
      ],
      who: [
        'ผู้ที่ศาลมีคำพิพากษาให้คุมความประพฤติ',
        'จำเลยที่ศาลสั่งให้พนักงานคุมประพฤติสืบเสาะและพินิจ',
        'ญาติหรือผู้ปกครองของผู้ถูกคุมความประพฤติที่ต้องการคำแนะนำ',
      ],
      documents: [
        ID_CARD.th,
        'สำเนาคำพิพากษาหรือหมายนัดของศาล (ถ้ามี)',
        'สมุดประจำตัวผู้ถูกคุมความประพฤติ (สำหรับการรายงานตัวครั้งถัดไป)',
      ],
    },
    en: {
      title: 'Probation supervision',
      summary:
        'Supervising offenders whom a court has placed on probation, so that they can be rehabilitated and live as law-abiding members of their community.',
      what: [
        'When a court suspends a sentence or its imposition and sets probation conditions, a probation officer supervises the person to make sure the conditions are kept: reporting on the dates set, staying away from situations that may lead to reoffending, and taking part in rehabilitation activities.',
        'Probation officers also carry out pre-sentence investigations when a court orders one, and report their findings to the court before it decides the sentence.',
      ],
      who: [
        'People placed on probation by a court',
        'Defendants for whom a court has ordered a pre-sentence investigation',
        'Relatives or guardians of people on probation who need advice',
      ],
      documents: [
        ID_CARD.en,
        'A copy of the judgment or the court summons (if you have one)',
        'Your probation record book (for later reporting visits)',
      ],
    },
  },
  'community-service': {
    th: {
      title: 'การทำงานบริการสังคม',
      summary: 'การทำงานบริการสังคมหรือสาธารณประโยชน์ตามคำสั่งศาล เพื่อชดใช้ความผิดต่อสังคมและปรับเปลี่ยนพฤติกรรม',
      what: [
        'ศาลอาจกำหนดให้ผู้กระทำผิดทำงานบริการสังคมหรือทำงานสาธารณประโยชน์เป็นเงื่อนไขคุมความประพฤติ หรือทำงานบริการสังคมแทนค่าปรับสำหรับผู้ที่ไม่มีเงินชำระค่าปรับ สำนักงานคุมประพฤติจะจัดหางานที่เหมาะสมกับความรู้ความสามารถของผู้กระทำผิดร่วมกับหน่วยงานและชุมชนในพื้นที่',
        'ตัวอย่างงาน ได้แก่ การทำความสะอาดสถานที่สาธารณะ การช่วยเหลืองานในโรงพยาบาลหรือสถานสงเคราะห์ และการพัฒนาวัดหรือโรงเรียน',
      ],
      who: [
        'ผู้ที่ศาลกำหนดให้ทำงานบริการสังคมหรือทำงานสาธารณประโยชน์',
        'ผู้ที่ศาลอนุญาตให้ทำงานบริการสังคมแทนค่าปรับ',
        'หน่วยงานหรือชุมชนที่ประสงค์จะเป็นหน่วยรับงานบริการสังคม',
      ],
      documents: [ID_CARD.th, 'สำเนาคำสั่งหรือคำพิพากษาของศาล', 'สมุดบันทึกการทำงานบริการสังคม (ถ้าได้รับแล้ว)'],
    },
    en: {
      title: 'Community service',
      summary:
        'Unpaid work for the community ordered by a court, so that offenders make amends to society and change their behaviour.',
      what: [
        "A court may order community service as a probation condition, or allow people who cannot pay a fine to do community service instead. The probation office arranges work that suits the person's skills, together with local agencies and communities.",
        'Examples include cleaning public places, helping in hospitals or care homes, and improving temples or schools.',
      ],
      who: [
        'People ordered by a court to do community service',
        'People allowed by a court to do community service instead of paying a fine',
        'Agencies and communities that would like to host community service',
      ],
      documents: [
        ID_CARD.en,
        'A copy of the court order or judgment',
        'Your community service log book (if you already have one)',
      ],
    },
  },
  parole: {
    th: {
      title: 'การคุมประพฤติผู้ได้รับการพักการลงโทษ',
      summary: 'การควบคุมและสอดส่องผู้ต้องขังที่ได้รับการพักการลงโทษหรือลดวันต้องโทษ ระหว่างกลับไปใช้ชีวิตในชุมชน',
      what: [
        'ผู้ต้องขังที่ได้รับการพักการลงโทษหรือการลดวันต้องโทษต้องปฏิบัติตามเงื่อนไขที่กำหนดจนกว่าจะพ้นโทษ พนักงานคุมประพฤติจะติดตาม ให้คำปรึกษา และประสานความช่วยเหลือด้านการศึกษา การประกอบอาชีพ และที่พักอาศัย เพื่อให้กลับคืนสู่สังคมได้อย่างมั่นคง',
        'ผู้ได้รับการพักการลงโทษบางรายอาจต้องสวมอุปกรณ์อิเล็กทรอนิกส์สำหรับติดตามตัวตามเงื่อนไขที่กำหนด',
      ],
      who: ['ผู้ได้รับการพักการลงโทษหรือลดวันต้องโทษ', 'ผู้อุปการะและครอบครัวของผู้ได้รับการพักการลงโทษ'],
      documents: [ID_CARD.th, 'หนังสือสำคัญแสดงการพักการลงโทษที่ได้รับจากเรือนจำหรือทัณฑสถาน', 'หลักฐานที่อยู่ของผู้อุปการะ'],
    },
    en: {
      title: 'Parole supervision',
      summary:
        'Supervising prisoners released on parole or with sentence remission while they return to life in the community.',
      what: [
        'Prisoners released on parole or with sentence remission must keep the conditions set until their sentence ends. Probation officers follow them up, counsel them and arrange help with education, work and housing so that they can resettle for good.',
        'Some parolees may have to wear an electronic monitoring device as one of their conditions.',
      ],
      who: ['People released on parole or with sentence remission', 'Their sponsors and families'],
      documents: [
        ID_CARD.en,
        'The parole certificate issued by the prison',
        "Proof of the sponsor's address",
      ],
    },
  },
  'drug-rehabilitation': {
    th: {
      title: 'การฟื้นฟูสมรรถภาพผู้ติดยาเสพติด',
      summary: 'การตรวจพิสูจน์และฟื้นฟูสมรรถภาพผู้เสพยาเสพติดตามกฎหมาย เพื่อให้เลิกยาเสพติดและกลับไปใช้ชีวิตตามปกติ',
      what: [
        'ผู้เสพยาเสพติดที่ถูกดำเนินคดีอาจได้รับการตรวจพิสูจน์ และเข้ารับการฟื้นฟูสมรรถภาพแทนการลงโทษตามที่กฎหมายกำหนด พนักงานคุมประพฤติจะประเมินสภาพการเสพ จัดทำแผนการฟื้นฟู และติดตามผลร่วมกับสถานพยาบาลและภาคีเครือข่ายในชุมชน',
      ],
      who: ['ผู้เสพยาเสพติดที่ถูกส่งตัวเข้ารับการตรวจพิสูจน์และฟื้นฟูสมรรถภาพ', 'ครอบครัวของผู้เข้ารับการฟื้นฟูที่ต้องการคำปรึกษา'],
      documents: [ID_CARD.th, 'หนังสือนัดหรือคำสั่งที่ได้รับจากพนักงานสอบสวนหรือศาล', 'ประวัติการรักษา (ถ้ามี)'],
    },
    en: {
      title: 'Drug rehabilitation',
      summary:
        'Assessing and rehabilitating drug users as the law provides, so that they stop using drugs and return to ordinary life.',
      what: [
        'Drug users facing prosecution may be assessed and, as the law provides, undergo rehabilitation instead of punishment. Probation officers assess their drug use, draw up a rehabilitation plan and follow it up together with health services and community partners.',
      ],
      who: [
        'Drug users referred for assessment and rehabilitation',
        'Families of people in rehabilitation who need advice',
      ],
      documents: [
        ID_CARD.en,
        'The appointment letter or order from the investigating officer or the court',
        'Medical records (if any)',
      ],
    },
  },
  'victims-assistance': {
    th: {
      title: 'การช่วยเหลือผู้เสียหาย',
      summary:
        'การให้คำปรึกษาและประสานความช่วยเหลือแก่ผู้เสียหายจากการกระทำผิด รวมถึงการไกล่เกลี่ยและการประชุมเพื่อความยุติธรรมเชิงสมานฉันท์',
      what: [
        'สำนักงานคุมประพฤติให้ข้อมูลเกี่ยวกับสิทธิของผู้เสียหาย รับฟังความเห็นของผู้เสียหายประกอบการสืบเสาะและพินิจ และประสานหน่วยงานที่เกี่ยวข้องเพื่อให้ผู้เสียหายได้รับการเยียวยาตามกฎหมาย',
        'ในคดีที่เหมาะสม อาจจัดกระบวนการยุติธรรมเชิงสมานฉันท์ เพื่อให้ผู้กระทำผิดรับผิดชอบและชดใช้ความเสียหายแก่ผู้เสียหาย',
      ],
      who: ['ผู้เสียหายจากการกระทำผิดและครอบครัว', 'ผู้ที่ต้องการทราบสิทธิและช่องทางการขอรับความช่วยเหลือ'],
      documents: [ID_CARD.th, 'สำเนาบันทึกประจำวันหรือเอกสารเกี่ยวกับคดี (ถ้ามี)', 'หลักฐานแสดงความเสียหาย (ถ้ามี)'],
    },
    en: {
      title: 'Help for victims of crime',
      summary:
        'Advice and help for victims of crime, including mediation and restorative justice conferences.',
      what: [
        "Probation offices explain victims' rights, take victims' views into account in pre-sentence investigations, and put victims in touch with the agencies that can provide the remedies the law offers.",
        'Where a case is suitable, a restorative justice process may be arranged so that the offender takes responsibility and makes good the harm done.',
      ],
      who: [
        'Victims of crime and their families',
        "Anyone who wants to know about victims' rights and how to get help",
      ],
      documents: [
        ID_CARD.en,
        'A copy of the police report or other case documents (if any)',
        'Evidence of the harm suffered (if any)',
      ],
    },
  },
  volunteers: {
    th: {
      title: 'อาสาสมัครคุมประพฤติ',
      summary: 'ประชาชนจิตอาสาที่ร่วมกับพนักงานคุมประพฤติดูแล ให้คำแนะนำ และช่วยเหลือผู้กระทำผิดในชุมชน',
      what: [
        'อาสาสมัครคุมประพฤติเป็นภาคประชาชนที่ร่วมปฏิบัติงานกับกรมคุมประพฤติ ทำหน้าที่ช่วยสอดส่องดูแล ให้คำปรึกษา และประสานความช่วยเหลือแก่ผู้ถูกคุมความประพฤติในชุมชนของตน รวมทั้งร่วมป้องกันการกระทำผิดซ้ำ',
        'ผู้สนใจสมัครเป็นอาสาสมัครคุมประพฤติสามารถติดต่อสำนักงานคุมประพฤติในพื้นที่ เพื่อรับการคัดเลือกและการฝึกอบรมตามหลักเกณฑ์ที่กรมคุมประพฤติกำหนด',
      ],
      who: ['ประชาชนที่มีคุณสมบัติตามหลักเกณฑ์และมีจิตอาสา', 'ผู้นำชุมชนและเครือข่ายภาคประชาชน'],
      documents: [
        ID_CARD.th,
        'สำเนาทะเบียนบ้าน',
        'รูปถ่ายหน้าตรงขนาด 1 นิ้ว จำนวน 2 รูป',
        'ใบสมัครอาสาสมัครคุมประพฤติ (ขอรับได้ที่สำนักงาน)',
      ],
    },
    en: {
      title: 'Probation volunteers',
      summary:
        'Members of the public who work with probation officers to look after, advise and help offenders in their community.',
      what: [
        'Probation volunteers are citizens who work alongside the Department of Probation. They help supervise, counsel and support people on probation in their own community, and help prevent reoffending.',
        "Anyone interested in volunteering can contact their local probation office, which selects and trains volunteers according to the Department's criteria.",
      ],
      who: ['Public-spirited people who meet the criteria', 'Community leaders and civil society networks'],
      documents: [
        ID_CARD.en,
        'A copy of your house registration',
        'Two 1-inch passport photos',
        'The volunteer application form (available at the office)',
      ],
    },
  },
};

/** The page of one service, with the contact details of whoever provides it. */
export function servicePage(urlname: string, contact: ContactPoint): DemoPage {
  const service = SERVICES[urlname];
  if (!service) throw new Error(`no demo service text for "${urlname}"`);
  return { urlname, th: serviceText(service.th, contact, 'th'), en: serviceText(service.en, contact, 'en') };
}

/** The services overview: one link per service the site offers. */
export function servicesOverview(
  urlnames: readonly string[],
  extra: Record<string, { th: string; en: string }> = {},
): DemoPage {
  const entry = (lang: Lang, urlname: string) => {
    const service = SERVICES[urlname];
    const label = service ? service[lang].title : (extra[urlname]?.[lang] ?? urlname);
    return service ? `${link(lang, urlname, label)}: ${service[lang].summary}` : link(lang, urlname, label);
  };
  return {
    urlname: 'services',
    th: {
      title: 'ภารกิจและบริการ',
      summary: 'บริการของงานคุมประพฤติสำหรับประชาชน ผู้กระทำผิด ผู้เสียหาย และชุมชน',
      body: body(h2('บริการของเรา'), ul(urlnames.map((name) => entry('th', name))), p('ทุกบริการไม่มีค่าใช้จ่าย')),
    },
    en: {
      title: 'Our services',
      summary: 'Probation services for the public, offenders, victims and communities.',
      body: body(
        h2('What we offer'),
        ul(urlnames.map((name) => entry('en', name))),
        p('All services are free of charge.'),
      ),
    },
  };
}
