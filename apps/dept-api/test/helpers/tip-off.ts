/** A tip-off as the gateway sends it; personal fields only when asked for. */
export function tipOffFields(overrides: Record<string, string | undefined> = {}): Array<[string, string]> {
  const fields: Record<string, string | undefined> = {
    topic: 'vote-buying',
    subject: 'แจกเงินซื้อเสียงที่ตลาดสด',
    detail: 'เห็นผู้สมัครหมายเลขหนึ่งแจกซองเงินหน้าตลาดสดเทศบาลเมื่อเช้าวันเสาร์',
    lang: 'th',
    sender_ip: '203.0.113.80',
    ...overrides,
  };
  return Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
}
