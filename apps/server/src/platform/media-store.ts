import { randomBytes } from 'node:crypto';
import type { MediaTable } from '../db/database.js';
import type { Tx } from '../db/dialect.js';
import type { TransactionRunner } from '../db/unit-of-work.js';
import type { Clock } from './clock.js';
import { processImage, type ImageTarget, type ProcessedImage } from './image-upload.js';

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

/**
 * Images live in the database (one store to back up, shared by every instance); ids are random and never reused.
 * Owns media.
 */
export class MediaStore {
  constructor(private readonly deps: { db: TransactionRunner; clock: Clock }) {}

  /**
   * Checks and re-encodes an upload (400 when it is not an accepted image). CPU work only, so callers do it
   * before they open a transaction and then `save` the result inside it.
   */
  prepare(input: Buffer, target: ImageTarget): Promise<ProcessedImage> {
    return processImage(input, target);
  }

  /** Stores a prepared image; inside `tx` it commits or rolls back with the caller's other writes. */
  async save(image: ProcessedImage, kind: MediaKind, ownerId: number | null, tx?: Tx): Promise<StoredMedia> {
    const id = randomBytes(12).toString('hex');
    await (tx?.db ?? this.deps.db.kysely)
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
        created_at: this.deps.clock.now().toISOString(),
      })
      .execute();
    return { id, url: mediaUrl(id) };
  }

  /** Checks, re-encodes and stores an uploaded image. */
  async storeImage(
    input: Buffer,
    kind: MediaKind,
    ownerId: number | null,
    target: ImageTarget,
    tx?: Tx,
  ): Promise<StoredMedia> {
    return this.save(await this.prepare(input, target), kind, ownerId, tx);
  }

  async get(id: string): Promise<MediaFile | null> {
    const row = await this.deps.db.kysely
      .selectFrom('media')
      .select(['content_type', 'bytes'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
  }

  async delete(id: string, tx?: Tx): Promise<void> {
    await (tx?.db ?? this.deps.db.kysely).deleteFrom('media').where('id', '=', id).execute();
  }
}
