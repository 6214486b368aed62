import { randomBytes } from 'node:crypto';
import {
  ADMIN_TEXT,
  CATEGORY_DESCRIPTION_MIN,
  CATEGORY_IDS,
  CATEGORY_NAME_MAX,
  COLLECTIONS,
  GIFT_CATEGORY_TYPES,
  GIFT_CATEGORY_VALUES,
  SUBCOLLECTIONS,
  todayIso,
  type Category,
  type GiftCategory,
  type Product,
  type ProductSource,
} from '@dd/contracts';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { mediaUrl, type MediaStore } from '../../platform/media-store.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CatalogueRepository, CategoryRow, Executor, GiftCategoryRow } from './catalogue.repository.js';

export interface CatalogueServiceDeps {
  repo: CatalogueRepository;
  catalog: CatalogService;
  media: MediaStore;
  clock: Clock;
}

/** The multipart fields of `POST /api/admin/categories`. */
export interface NewCategoryForm {
  name?: string | undefined;
  description?: string | undefined;
  image?: Buffer | undefined;
}

/** The multipart fields of `POST /api/admin/products`. */
export interface NewCatalogueProductForm {
  name?: string | undefined;
  description?: string | undefined;
  price?: string | undefined;
  category?: string | undefined;
  giftCategory?: string | undefined;
  url?: string | undefined;
  source?: string | undefined;
  image?: Buffer | undefined;
}

/** Tags are recipient and occasion gift categories; price bands follow from the price. */
const TAG_TYPES: ReadonlySet<string> = new Set(['recipient', 'occasion']);

/** Every gift category the init call creates, in display order. */
export const GIFT_CATEGORY_SEED: ReadonlyArray<Omit<GiftCategoryRow, 'created_at'>> = GIFT_CATEGORY_TYPES.flatMap(
  (type, t) => GIFT_CATEGORY_VALUES[type].map((v, i) => ({ id: v.value, type, name: v.name, sort_order: t * 100 + i })),
);

/** Lower-case ASCII slug: letters and digits joined by single dashes. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/g, '');
}

/** Comma-separated text -> trimmed, non-empty, distinct ids. */
export function splitIds(text: string | undefined): string[] {
  if (!text) return [];
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
}

const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;

export class CatalogueService {
  constructor(readonly deps: CatalogueServiceDeps) {}

  private get repo(): CatalogueRepository {
    return this.deps.repo;
  }

  /* ---------- Taxonomies other modules read ---------- */

  /** Every id a product may carry as a category: built-in collections, subcollections and custom categories. */
  async categoryIds(): Promise<string[]> {
    return [...CATEGORY_IDS, ...(await this.repo.categoryIds())];
  }

  /** The recipient and occasion gift categories that exist (the ids a product may be tagged with). */
  async giftCategoryIds(): Promise<string[]> {
    return (await this.repo.giftCategories()).filter((g) => TAG_TYPES.has(g.type)).map((g) => g.id);
  }

  /** Each product's gift tags (recipient and occasion ids), in display order; products without tags are absent. */
  giftTagsOf(productIds: string[]): Promise<Map<string, string[]>> {
    return productIds.length === 0 ? Promise.resolve(new Map()) : this.repo.giftTagsOf([...new Set(productIds)]);
  }

  /**
   * Replaces a product's gift tags. Every id must be an existing recipient or occasion gift category
   * (400 'Unknown gift category' otherwise). Pass `trx` to write inside the caller's transaction.
   */
  async setGiftTags(productId: string, ids: string[], trx?: Executor): Promise<void> {
    const wanted = [...new Set(ids.map((s) => s.trim()).filter((s) => s !== ''))];
    const db = trx ?? this.repo.db.kysely;
    if (wanted.length > 0) {
      const known = new Set((await this.repo.giftCategories(db)).filter((g) => TAG_TYPES.has(g.type)).map((g) => g.id));
      if (wanted.some((id) => !known.has(id))) throw badRequest(ADMIN_TEXT.unknownGiftCategory);
    }
    await this.repo.setGiftTags(productId, wanted, db);
    this.deps.catalog.invalidate();
  }

  /* ---------- Categories ---------- */

  /** Built-in collections and subcollections first, then the ones admins added (oldest first). */
  async categories(): Promise<Category[]> {
    const builtIn: Category[] = [
      ...COLLECTIONS.map((c) => ({
        _id: c.id,
        name: c.name,
        description: c.description,
        imageUrl: null,
        emoji: c.emoji,
        builtIn: true,
        parentId: null,
      })),
      ...SUBCOLLECTIONS.map((s) => ({
        _id: s.id,
        name: s.name,
        description: s.description,
        imageUrl: s.imageUrl,
        emoji: null,
        builtIn: true,
        parentId: s.parentId,
      })),
    ];
    return [...builtIn, ...(await this.repo.categories()).map(toCategory)];
  }

  /** A category an admin added, or null (built-in ones are not looked up here). */
  async findCustomCategory(id: string): Promise<{ id: string; name: string; description: string } | null> {
    const row = await this.repo.category(id);
    return row ? { id: row.id, name: row.name, description: row.description } : null;
  }

  async createCategory(form: NewCategoryForm, adminId: number | null): Promise<Category> {
    const name = (form.name ?? '').trim();
    const description = (form.description ?? '').trim();
    if (name === '') throw badRequest(ADMIN_TEXT.categoryNameRequired);
    if (name.length > CATEGORY_NAME_MAX) throw badRequest(ADMIN_TEXT.categoryNameTooLong);
    // A name of punctuation only has no id to give the category.
    const id = slugify(name);
    if (id === '') throw badRequest(ADMIN_TEXT.categoryNameRequired);
    if (description.length < CATEGORY_DESCRIPTION_MIN) throw badRequest(ADMIN_TEXT.categoryDescriptionTooShort);
    if (!form.image || form.image.length === 0) throw badRequest(ADMIN_TEXT.invalidImage);
    const exists = () => CATEGORY_IDS.includes(id) || this.repo.categoryClash(id, name.toLowerCase());
    if (await exists()) throw new AppError(409, 'conflict', ADMIN_TEXT.categoryExists);

    const stored = await this.storeImage(form.image, 'category', adminId, { maxWidth: 1200, maxHeight: 1200 });
    try {
      await this.repo.transaction(async (trx) => {
        // Checked again inside the transaction: two admins may submit the same name at once.
        if (await this.repo.categoryClash(id, name.toLowerCase(), trx)) {
          throw new AppError(409, 'conflict', ADMIN_TEXT.categoryExists);
        }
        await this.repo.insertCategory(
          {
            id,
            name,
            description,
            imageMediaId: stored.id,
            createdBy: adminId,
            createdAt: this.deps.clock.now().toISOString(),
          },
          trx,
        );
      });
    } catch (err) {
      await this.deps.media.delete(stored.id);
      if (err instanceof AppError) throw err;
      // A unique-index race lost outside the re-check.
      if (await this.repo.categoryClash(id, name.toLowerCase()))
        throw new AppError(409, 'conflict', ADMIN_TEXT.categoryExists);
      throw err;
    }
    this.deps.catalog.invalidate();
    return {
      _id: id,
      name,
      description,
      imageUrl: mediaUrl(stored.id),
      emoji: null,
      builtIn: false,
      parentId: null,
    };
  }

  /* ---------- Products ---------- */

  async createProduct(form: NewCatalogueProductForm, adminId: number | null): Promise<Product> {
    const name = (form.name ?? '').trim();
    if (name === '') throw badRequest(ADMIN_TEXT.nameRequired);
    const description = (form.description ?? '').trim();
    const category = (form.category ?? '').trim();
    if (category === '') throw badRequest(ADMIN_TEXT.categoryRequired);
    const priceText = (form.price ?? '').trim();
    if (!PRICE_PATTERN.test(priceText)) throw badRequest(ADMIN_TEXT.priceInvalid);
    const price = Number(priceText);
    if (!(price > 0)) throw badRequest(ADMIN_TEXT.priceAboveZero);
    const source: ProductSource = form.source === undefined || form.source === '' ? 'other' : asSource(form.source);
    const url = (form.url ?? '').trim();
    if (url !== '' && !isHttpUrl(url)) throw badRequest(ADMIN_TEXT.productUrlInvalid);
    if (!(await this.categoryIds()).includes(category)) throw badRequest(ADMIN_TEXT.unknownCategory);
    const giftIds = splitIds(form.giftCategory);
    if (giftIds.length > 0) {
      const known = new Set(await this.giftCategoryIds());
      if (giftIds.some((id) => !known.has(id))) throw badRequest(ADMIN_TEXT.unknownGiftCategory);
    }
    if (!form.image || form.image.length === 0) throw badRequest(ADMIN_TEXT.invalidImage);

    const stored = await this.storeImage(form.image, 'product', adminId, { maxWidth: 1600, maxHeight: 1600 });
    const id = await this.newProductId(name);
    const now = this.deps.clock.now();
    try {
      await this.deps.catalog.save({
        id,
        name,
        description,
        price,
        imageUrl: stored.url,
        images: [stored.url],
        affiliateUrl: url,
        categories: [category],
        source,
        dropDate: todayIso(now),
      });
      if (giftIds.length > 0) await this.setGiftTags(id, giftIds);
    } catch (err) {
      await this.deps.catalog.remove(id).catch(() => false);
      await this.deps.media.delete(stored.id);
      throw err;
    }
    return this.deps.catalog.get(id);
  }

  private async newProductId(name: string): Promise<string> {
    const base = slugify(name).slice(0, 40).replace(/-+$/g, '');
    for (let i = 0; i < 5; i++) {
      const id = `c-${base ? `${base}-` : ''}${randomBytes(4).toString('hex')}`;
      if (!(await this.deps.catalog.exists(id))) return id;
    }
    return `c-${randomBytes(12).toString('hex')}`;
  }

  /** Stores an upload; any failure of the image check answers the spec's image message. */
  private async storeImage(
    bytes: Buffer,
    kind: 'category' | 'product',
    ownerId: number | null,
    target: { maxWidth: number; maxHeight: number },
  ) {
    try {
      return await this.deps.media.storeImage(bytes, kind, ownerId, target);
    } catch (err) {
      if (err instanceof AppError && err.status === 400) throw badRequest(ADMIN_TEXT.invalidImage);
      throw err;
    }
  }

  /* ---------- Gift categories ---------- */

  async giftCategories(): Promise<GiftCategory[]> {
    return (await this.repo.giftCategories()).map(toGiftCategory);
  }

  /** Creates the spec's gift categories that are missing; running it again creates nothing. */
  async initGiftCategories(): Promise<{ created: number; categories: GiftCategory[] }> {
    const created = await this.repo.insertMissingGiftCategories(
      [...GIFT_CATEGORY_SEED],
      this.deps.clock.now().toISOString(),
    );
    if (created > 0) this.deps.catalog.invalidate();
    return { created, categories: await this.giftCategories() };
  }
}

function toCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.image_media_id ? mediaUrl(row.image_media_id) : null,
    emoji: null,
    builtIn: false,
    parentId: null,
  };
}

function toGiftCategory(row: GiftCategoryRow): GiftCategory {
  return { _id: row.id, type: row.type, value: row.id, name: row.name };
}

function asSource(value: string): ProductSource {
  if (value === 'amazon' || value === 'other') return value;
  throw badRequest('Unknown source');
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
