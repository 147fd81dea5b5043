/**
 * Files a visitor may attach to a public form: PDF, JPG/JPEG, PNG and GIF (requirements.md §6.6), told apart by their
 * first bytes, never by the name or the type the browser claims. 5 MB per file is enforced, as the upload hint says,
 * not the 50 MB of one old message (requirements.md §12.1, decision 0140).
 */
export const ATTACHMENT_TYPES = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', extensions: ['png'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** A complaint's files (decision 0146): at most five, 15 MiB together. */
export const COMPLAINT_MAX_FILES = 5;
export const COMPLAINT_FILES_MAX_BYTES = 15 * 1024 * 1024;
export const COMPLAINT_FILES_MAX_MEGABYTES = 15;
/** What the hint and the messages say (requirements.md §4.2, §12.1: "not over 5 MB"). */
export const ATTACHMENT_MAX_MEGABYTES = 5;
/** The `accept` attribute of a file input: what the browser offers to choose (the server still checks content). */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.gif,application/pdf,image/jpeg,image/png,image/gif';
/** How many bytes `detectAttachmentType` needs. */
export const ATTACHMENT_SIGNATURE_BYTES = 8;

const SIGNATURES: Array<{ type: AttachmentType; bytes: number[] }> = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
];

/** The type a file's first bytes say it is, or null when it is none of the allowed ones. */
export function detectAttachmentType(head: Uint8Array): AttachmentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return match?.type ?? null;
}

/** Whether a file name's extension is one of the allowed types (what a browser can check before sending). */
export function hasAllowedExtension(fileName: string): boolean {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase();
  return Object.values(ATTACHMENT_TYPES).some(({ extensions }) =>
    (extensions as readonly string[]).includes(extension ?? ''),
  );
}

/**
 * A file name safe to store and to show: the last path segment, no control or path characters, at most 120
 * characters (keeping the extension), never empty or a dot name.
 */
export function safeFileName(name: string, type: AttachmentType): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const written = /\.([A-Za-z0-9]{1,5})$/.exec(cleaned)?.[1]?.toLowerCase() ?? '';
  const extensions: readonly string[] = ATTACHMENT_TYPES[type].extensions;
  const extension = extensions.includes(written) ? written : extensions[0];
  const stem =
    cleaned
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .trim()
      .slice(0, 110) || 'attachment';
  return `${stem}.${extension}`;
}
