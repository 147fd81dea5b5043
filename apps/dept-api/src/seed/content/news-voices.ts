/**
 * Who and where the demo news of each site is about: the organisation, its head, the places it works in, and the
 * department's programmes the stories cover.
 */
import { DEMO_SITE_IDS, demoSite, type DemoSite } from '../demo-sites.ts';

export interface Text {
  th: string;
  en: string;
}

export interface NewsVoice {
  siteId: string;
  code: string;
  organisation: Text;
  /** The head who presides: name and position. */
  head: { name: Text; position: Text };
  deputy: { name: Text; position: Text };
  places: readonly Text[];
}

export const PROGRAMMES: readonly Text[] = [
  { th: 'อาสาสมัครคุมประพฤติ (อสค.)', en: 'probation volunteers' },
  { th: 'การทำงานบริการสังคมและทำประโยชน์สาธารณะ', en: 'community service work' },
  { th: 'กำไลอิเล็กทรอนิกส์ (EM)', en: 'electronic monitoring (EM) bracelets' },
  { th: 'ศูนย์ฟื้นฟูสมรรถภาพผู้ติดยาเสพติด', en: 'the drug rehabilitation centre' },
  { th: 'บ้านกึ่งวิถี', en: 'the halfway house' },
  { th: 'ศูนย์ยุติธรรมชุมชน', en: 'community justice centres' },
  { th: 'การช่วยเหลือผู้เสียหายจากการกระทำผิดอาญา', en: 'assistance for victims of crime' },
  { th: 'การสงเคราะห์ผู้พ้นโทษ', en: 'support for released offenders' },
];

const DEPARTMENT: NewsVoice = {
  siteId: DEMO_SITE_IDS.dept,
  code: 'dept',
  organisation: { th: 'กรมคุมประพฤติ', en: 'the Department of Probation' },
  head: {
    name: { th: 'นายอดิศร กิตติวรากุล', en: 'Mr Adisorn Kittiwarakul' },
    position: { th: 'อธิบดีกรมคุมประพฤติ', en: 'Director-General of the Department of Probation' },
  },
  deputy: {
    name: { th: 'นางสาวพรทิพย์ ศรีสุวรรณ', en: 'Ms Pornthip Srisuwan' },
    position: { th: 'รองอธิบดีกรมคุมประพฤติ', en: 'Deputy Director-General of the Department of Probation' },
  },
  places: [
    { th: 'กรุงเทพมหานคร', en: 'Bangkok' },
    { th: 'จังหวัดนครราชสีมา', en: 'Nakhon Ratchasima' },
    { th: 'จังหวัดสงขลา', en: 'Songkhla' },
    { th: 'จังหวัดพิษณุโลก', en: 'Phitsanulok' },
    { th: 'จังหวัดอุดรธานี', en: 'Udon Thani' },
    { th: 'จังหวัดชลบุรี', en: 'Chon Buri' },
    { th: 'จังหวัดนครศรีธรรมราช', en: 'Nakhon Si Thammarat' },
    { th: 'จังหวัดเชียงราย', en: 'Chiang Rai' },
  ],
};

function officeVoice(site: DemoSite, head: Text, deputy: Text, places: Text[]): NewsVoice {
  return {
    siteId: site.id,
    code: site.code,
    organisation: { th: site.name.th, en: `the ${site.name.en}` },
    head: {
      name: head,
      position: { th: `ผู้อำนวยการ${site.name.th}`, en: `Director of the ${site.name.en}` },
    },
    deputy: {
      name: deputy,
      position: { th: 'หัวหน้างานแก้ไขฟื้นฟูและสงเคราะห์', en: 'Head of Rehabilitation and Welfare' },
    },
    places,
  };
}

export const NEWS_VOICES: readonly NewsVoice[] = [
  DEPARTMENT,
  officeVoice(
    demoSite('chiangmai'),
    { th: 'นายธนพล วงศ์ใหญ่', en: 'Mr Thanaphon Wongyai' },
    { th: 'นางวิไลวรรณ คำแสน', en: 'Mrs Wilaiwan Khamsaen' },
    [
      { th: 'อำเภอฝาง', en: 'Fang District' },
      { th: 'อำเภอแม่ริม', en: 'Mae Rim District' },
      { th: 'อำเภอสันทราย', en: 'San Sai District' },
      { th: 'อำเภอหางดง', en: 'Hang Dong District' },
      { th: 'อำเภอจอมทอง', en: 'Chom Thong District' },
      { th: 'อำเภอเมืองเชียงใหม่', en: 'Mueang Chiang Mai District' },
    ],
  ),
  officeVoice(
    demoSite('khonkaen'),
    { th: 'นางสาวกาญจนา ภูมิพันธ์', en: 'Ms Kanchana Phumiphan' },
    { th: 'นายสมศักดิ์ แก้วมณี', en: 'Mr Somsak Kaewmanee' },
    [
      { th: 'อำเภอชุมแพ', en: 'Chum Phae District' },
      { th: 'อำเภอน้ำพอง', en: 'Nam Phong District' },
      { th: 'อำเภอบ้านไผ่', en: 'Ban Phai District' },
      { th: 'อำเภอพล', en: 'Phon District' },
      { th: 'อำเภอกระนวน', en: 'Kranuan District' },
      { th: 'อำเภอเมืองขอนแก่น', en: 'Mueang Khon Kaen District' },
    ],
  ),
  officeVoice(
    demoSite('phuket'),
    { th: 'นายวีระพงษ์ ทองคำ', en: 'Mr Weerapong Thongkham' },
    { th: 'นางสุดารัตน์ ณ ถลาง', en: 'Mrs Sudarat Na Thalang' },
    [
      { th: 'อำเภอกะทู้', en: 'Kathu District' },
      { th: 'อำเภอถลาง', en: 'Thalang District' },
      { th: 'ตำบลป่าตอง', en: 'Patong' },
      { th: 'ตำบลราไวย์', en: 'Rawai' },
      { th: 'ตำบลฉลอง', en: 'Chalong' },
      { th: 'อำเภอเมืองภูเก็ต', en: 'Mueang Phuket District' },
    ],
  ),
];

/** The voice of a demo site: who heads it, what it is called. Pages name the same people as the news. */
export function voiceOf(siteId: string): NewsVoice {
  const voice = NEWS_VOICES.find((candidate) => candidate.siteId === siteId);
  if (!voice) throw new Error(`No demo voice for site ${siteId}`);
  return voice;
}
