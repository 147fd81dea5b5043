import type { Catalogue } from './en.ts';

/** Thai texts, written as a Thai government site writes them. */
export const th: Catalogue = {
  common: {
    skipToContent: 'ข้ามไปยังเนื้อหาหลัก',
    languageName: 'ภาษาไทย',
    switchLanguage: 'English',
    switchLanguageHint: '(อ่านหน้านี้เป็นภาษาอังกฤษ)',
    home: 'หน้าแรก',
    mainNavigation: 'เมนูหลัก',
    openMenu: 'เมนู',
    closeMenu: 'ปิดเมนู',
    showSubmenu: 'แสดงเมนูย่อยของ{{label}}',
    hotline: 'สายด่วน',
    breadcrumb: 'เส้นทางนำทาง',
    externalLink: '(เปิดในแท็บใหม่)',
  },
  footer: {
    contactUs: 'ติดต่อเรา',
    followUs: 'ติดตามเรา',
    address: 'ที่อยู่',
    phone: 'โทรศัพท์',
    fax: 'โทรสาร',
    email: 'อีเมล',
    officeHours: 'เวลาทำการ',
    siteMenu: 'เมนูเว็บไซต์',
  },
  intro: {
    enter: 'เข้าสู่เว็บไซต์',
    chooseLanguage: 'เลือกภาษา',
  },
  home: {
    welcome: 'ยินดีต้อนรับสู่เว็บไซต์{{siteName}}',
    lead: 'ข้อมูลข่าวสารและบริการประชาชนด้านการคุมประพฤติ การพักการลงโทษ การทำงานบริการสังคม และการช่วยเหลือผู้เสียหาย ของ{{siteName}}',
    servicesHeading: 'ค้นหาบริการและข้อมูล',
    hotlineHeading: 'ต้องการความช่วยเหลือหรือคำปรึกษา',
    hotlineText: 'โทรสายด่วนยุติธรรม {{number}} ไม่เสียค่าใช้จ่าย ตลอด 24 ชั่วโมง',
    contactHeading: 'ติดต่อหรือเดินทางมายังสำนักงาน',
  },
  errors: {
    pageNotFound: 'ไม่พบหน้าที่ต้องการ: {{path}}',
    pageNotFoundHelp: 'หน้านี้อาจถูกย้าย หรือที่อยู่เว็บอาจพิมพ์ไม่ถูกต้อง',
    backToMain: 'กลับสู่หน้าหลัก',
    errorTitle: 'ข้อผิดพลาด {{status}}',
    serverError: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งในภายหลัง',
    upstreamUnavailable: 'ขณะนี้ไม่สามารถให้บริการได้ชั่วคราว กรุณาลองใหม่อีกครั้งในภายหลัง',
    reloadFailed: 'ไม่สามารถโหลดหน้านี้ได้ครบถ้วน กรุณาโหลดหน้าใหม่อีกครั้ง',
  },
  siteNotFound: {
    title: 'ไม่พบเว็บไซต์',
    message: 'ไม่พบเว็บไซต์ของกรมคุมประพฤติที่ใช้ที่อยู่ {{host}}',
    help: 'กรุณาตรวจสอบที่อยู่เว็บไซต์ หรือเข้าสู่เว็บไซต์กรมคุมประพฤติ',
  },
  maintenance: {
    title: 'เว็บไซต์อยู่ระหว่างปรับปรุงระบบ',
    message: 'ขณะนี้อยู่ระหว่างการปรับปรุงเว็บไซต์ ขออภัยในความไม่สะดวก กรุณากลับมาใหม่ภายหลัง',
    retry: 'กรุณาลองใหม่อีกครั้งในอีก {{minutes}} นาที',
    hotline: 'กรณีเร่งด่วน โปรดติดต่อสายด่วน {{number}}',
  },
  meta: {
    titleSeparator: ' | ',
  },
};
