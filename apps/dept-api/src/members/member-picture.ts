/**
 * Profile pictures (requirements.md §7.1: JPG, PNG or GIF, up to 2 MB; decision 0176). The file is told by its first
 * bytes, never its name or declared type; it must decode as an image of at most 50 megapixels. It is turned upright
 * (EXIF orientation), resized to fit 512 × 512 (never enlarged) and encoded again, JPEG as JPEG, PNG and GIF as PNG
 * (a GIF's first frame): sharp writes no metadata, so EXIF, GPS and comments are gone. Stored in the private folder
 * (`ATTACHMENTS_DIR/member/<uuid>.<ext>`, 0600), served only to the member's token.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { MEMBER_PICTURE_MAX_BYTES } from '@probation/contract';
import { detectAttachmentType, FORM_MESSAGES } from '@probation/forms';
import type { Db } from '../db/database.ts';
import { decodedImage } from '../forms/attachment-content.ts';
import { members } from '../db/schema.ts';
import type { MemberRow } from './member-store.ts';
import { memberFailure } from './member-failure.ts';

export const PICTURE_SIZE = 512;

const pictureProblem = (message: string, detail: string) =>
  memberFailure(422, 'invalid_input', detail, { problems: [{ field: 'picture', message }] });

/** The re-encoded picture, or a 422 naming `picture`. */
export async function preparePicture(data: Buffer): Promise<{ bytes: Buffer; type: 'jpeg' | 'png' }> {
  if (data.length > MEMBER_PICTURE_MAX_BYTES) {
    throw pictureProblem(FORM_MESSAGES.pictureTooLarge, 'The picture is over 2 MiB');
  }
  const kind = detectAttachmentType(data.subarray(0, 8));
  if (kind !== 'jpeg' && kind !== 'png' && kind !== 'gif') {
    throw pictureProblem(FORM_MESSAGES.pictureFormat, 'The picture is not a JPEG, PNG or GIF');
  }
  const type = kind === 'jpeg' ? 'jpeg' : 'png';
  try {
    const image = decodedImage(data, { animated: false })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'inside', withoutEnlargement: true });
    const bytes = await (
      type === 'jpeg' ? image.jpeg({ quality: 85, mozjpeg: true }) : image.png({ compressionLevel: 9 })
    ).toBuffer();
    return { bytes, type };
  } catch {
    throw pictureProblem(FORM_MESSAGES.pictureFormat, 'The picture does not decode as an image');
  }
}

export class PictureStore {
  readonly dir: string;
  constructor(attachmentsDir: string) {
    this.dir = attachmentsDir;
  }

  /** Stores the member's new picture and forgets the old one; answers the updated member. */
  async replace(
    db: Db,
    member: MemberRow,
    picture: { bytes: Buffer; type: 'jpeg' | 'png' },
  ): Promise<MemberRow> {
    const storedPath = `member/${randomUUID()}.${picture.type === 'jpeg' ? 'jpg' : 'png'}`;
    await mkdir(join(this.dir, 'member'), { recursive: true, mode: 0o700 });
    await writeFile(this.path(storedPath), picture.bytes, { mode: 0o600, flag: 'wx' });
    const [row] = await db
      .update(members)
      .set({ picturePath: storedPath, pictureVersion: sql`${members.pictureVersion} + 1` })
      .where(eq(members.id, member.id))
      .returning();
    if (member.picturePath) await rm(this.path(member.picturePath), { force: true });
    return row!;
  }

  async read(member: MemberRow): Promise<{ bytes: Buffer; contentType: string } | null> {
    if (!member.picturePath) return null;
    try {
      const bytes = await readFile(this.path(member.picturePath));
      return { bytes, contentType: member.picturePath.endsWith('.png') ? 'image/png' : 'image/jpeg' };
    } catch {
      return null;
    }
  }

  private path(storedPath: string): string {
    return join(this.dir, ...storedPath.split('/'));
  }
}
