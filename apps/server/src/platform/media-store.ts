import { randomBytes } from 'node:crypto';
import type { MediaTable } from '../db/database.js';
import type { Db } from '../db/dialect.js';
import type { Clock } from './clock.js';
import { processImage, type ImageTarget } from './image-upload.js';

export type MediaKind = MediaTable['kind'];

export interface StoredMedia {
  id: string;
  url: string;
}

export interface MediaFile {
  contentType: string;
  bytes: Buffer;
}

export const mediaUrl = (id: string): string => `/media/${id}`;

/** Images live in the database (one store to back up, shared by every instance); ids are random and never reused. */
export class MediaStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Checks, re-encodes and stores an uploaded image. */
  async storeImage(input: Buffer, kind: MediaKind, ownerId: number | null, target: ImageTarget): Promise<StoredMedia> {
    const image = await processImage(input, target);
    const id = randomBytes(12).toString('hex');
    await this.db.kysely
      .insertInto('media')
      .values({
        id,
        owner_id: ownerId,
        kind,
        content_type: image.contentType,
        bytes: image.bytes,
        byte_size: image.bytes.length,
        width: image.width,
        height: image.height,
        created_at: this.clock.now().toISOString(),
      })
      .execute();
    return { id, url: mediaUrl(id) };
  }

  async get(id: string): Promise<MediaFile | null> {
    const row = await this.db.kysely
      .selectFrom('media')
      .select(['content_type', 'bytes'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
  }

  async delete(id: string): Promise<void> {
    await this.db.kysely.deleteFrom('media').where('id', '=', id).execute();
  }
}
