/** A valid complaint as the gateway sends it (snake_case fields), and a PDF to attach. */
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

const ONE_PAGE_PDF_OBJECTS =
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\n' +
  'endobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n';
const ONE_PAGE_PDF_TRAILER = 'trailer\n<< /Root 1 0 R /Size 4 >>\n%%EOF\n';

/**
 * A one-page PDF that opens (dept-api parses every PDF it keeps, decision 0606) of `size` bytes, padded with
 * whitespace between its objects and its trailer; never shorter than the PDF itself (about 230 bytes).
 */
export function pdfBytes(size = 2048): Buffer {
  const padding = Math.max(0, size - ONE_PAGE_PDF_OBJECTS.length - ONE_PAGE_PDF_TRAILER.length);
  return Buffer.concat([
    Buffer.from(ONE_PAGE_PDF_OBJECTS, 'latin1'),
    Buffer.alloc(padding, 0x20),
    Buffer.from(ONE_PAGE_PDF_TRAILER, 'latin1'),
  ]);
}
