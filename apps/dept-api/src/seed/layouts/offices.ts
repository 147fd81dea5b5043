/** The three demo provincial offices: what differs from one office to the next. */
import { demoSite } from '../demo-sites.ts';
import type { OfficeProfile } from './office-layout.ts';

export const OFFICES: readonly OfficeProfile[] = [
  {
    site: demoSite('chiangmai'),
    address: {
      th: 'ศาลากลางจังหวัดเชียงใหม่ ถนนโชตนา ตำบลช้างเผือก อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50300',
      en: 'Chiang Mai Provincial Hall, Chotana Road, Chang Phueak, Mueang Chiang Mai, Chiang Mai 50300',
    },
    phone: '0 5311 2185',
    fax: '0 5311 2186',
    email: 'chiangmai@probation.go.th',
    facebook: 'https://www.facebook.com/probation.chiangmai',
    line: 'https://line.me/R/ti/p/@probationcm',
    introMessage: {
      th: 'ให้บริการงานคุมประพฤติแก่ประชาชนในจังหวัดเชียงใหม่ ด้วยความโปร่งใส เป็นธรรม และเข้าถึงได้ทุกพื้นที่ รวมถึงชุมชนบนพื้นที่สูง',
      en: 'Providing probation services to the people of Chiang Mai fairly and transparently, and within reach of every community, including those in the highlands.',
    },
    introImageAlt: {
      th: 'ภาพกราฟิกทิวเขาบนพื้นสีม่วง พร้อมตราสัญลักษณ์สำนักงานคุมประพฤติจังหวัดเชียงใหม่',
      en: 'Mountain ridges on a purple background with the Chiang Mai Provincial Probation Office emblem',
    },
    localServices: [
      { id: 'highland-outreach', th: 'หน่วยบริการเคลื่อนที่บนพื้นที่สูง', en: 'Highland mobile service unit' },
    ],
    localAboutPages: [
      { id: 'fang-branch', th: 'สำนักงานคุมประพฤติจังหวัดเชียงใหม่ สาขาฝาง', en: 'Fang branch office' },
      { id: 'service-area', th: 'เขตพื้นที่รับผิดชอบ', en: 'Service area' },
    ],
  },
  {
    site: demoSite('khonkaen'),
    address: {
      th: 'ศูนย์ราชการจังหวัดขอนแก่น ถนนศูนย์ราชการ ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000',
      en: 'Khon Kaen Government Centre, Sun Ratchakan Road, Nai Mueang, Mueang Khon Kaen, Khon Kaen 40000',
    },
    phone: '0 4324 6611',
    fax: '0 4324 6612',
    email: 'khonkaen@probation.go.th',
    facebook: 'https://www.facebook.com/probation.khonkaen',
    line: null,
    introMessage: {
      th: 'ร่วมกับภาคีเครือข่ายและอาสาสมัครคุมประพฤติ แก้ไขฟื้นฟูผู้กระทำผิดในชุมชน เพื่อสังคมจังหวัดขอนแก่นที่ปลอดภัยและเข้มแข็ง',
      en: 'Working with partner networks and probation volunteers to rehabilitate offenders in the community, for a safer and stronger Khon Kaen.',
    },
    introImageAlt: {
      th: 'ภาพกราฟิกทุ่งนาบนพื้นสีเขียว พร้อมตราสัญลักษณ์สำนักงานคุมประพฤติจังหวัดขอนแก่น',
      en: 'Rice fields on a green background with the Khon Kaen Provincial Probation Office emblem',
    },
    localServices: [
      { id: 'volunteers', th: 'อาสาสมัครคุมประพฤติ', en: 'Probation volunteers' },
      { id: 'behaviour-camp', th: 'ค่ายปรับเปลี่ยนพฤติกรรม', en: 'Behaviour change camp' },
    ],
    localAboutPages: [
      { id: 'chumphae-branch', th: 'สำนักงานคุมประพฤติจังหวัดขอนแก่น สาขาชุมแพ', en: 'Chum Phae branch office' },
    ],
  },
  {
    site: demoSite('phuket'),
    address: {
      th: 'เลขที่ 54 ถนนนริศร ตำบลตลาดใหญ่ อำเภอเมืองภูเก็ต จังหวัดภูเก็ต 83000',
      en: '54 Narisorn Road, Talat Yai, Mueang Phuket, Phuket 83000',
    },
    phone: '0 7621 2563',
    fax: null,
    email: 'phuket@probation.go.th',
    facebook: 'https://www.facebook.com/probation.phuket',
    line: 'https://line.me/R/ti/p/@probationphuket',
    introMessage: {
      th: 'ให้บริการงานคุมประพฤติแก่ประชาชนในจังหวัดภูเก็ต และให้ความช่วยเหลือผู้เสียหายทั้งชาวไทยและชาวต่างชาติ',
      en: 'Providing probation services to the people of Phuket, and assistance to victims of crime, both Thai and foreign.',
    },
    introImageAlt: {
      th: 'ภาพกราฟิกคลื่นทะเลบนพื้นสีฟ้าอมเขียว พร้อมตราสัญลักษณ์สำนักงานคุมประพฤติจังหวัดภูเก็ต',
      en: 'Sea waves on a teal background with the Phuket Provincial Probation Office emblem',
    },
    localServices: [
      { id: 'foreign-victims', th: 'การช่วยเหลือผู้เสียหายชาวต่างชาติ', en: 'Help for foreign victims of crime' },
    ],
    localAboutPages: [],
  },
];
