/** A valid complaint as the gateway sends it (snake_case fields), and PDF bytes to attach. */
export function complaintFields(overrides: Record<string, string | undefined> = {}): Array<[string, string]> {
  const fields: Record<string, string | undefined> = {
    first_name: 'สมชาย',
    last_name: 'รักดี',
    phone: '081-234-5678',
    email: 'somchai.rakdee@example.com',
    extra_phone: '02 141 4749',
    complaint_type: 'service-delay',
    detail: 'รอรับบริการนานเกินสามชั่วโมงโดยไม่มีผู้ชี้แจง',
    lang: 'th',
    sender_ip: '203.0.113.45',
    ...overrides,
  };
  return Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
}

export function pdfBytes(size = 2048): Buffer {
  const data = Buffer.alloc(size, 0x20);
  data.write('%PDF-1.7\n');
  return data;
}
