import { randomBytes } from 'node:crypto';
import {
  ADMIN_TEXT,
  readMoney,
  CATEGORY_DESCRIPTION_MIN,
  CATEGORY_IDS,
  CATEGORY_NAME_MAX,
  COLLECTIONS,
  GIFT_CATEGORY_TYPES,
  GIFT_CATEGORY_VALUES,
  isHttpUrl,
  splitList,
  SUBCOLLECTIONS,
  todayIso,
  type Category,
  type GiftCategory,
  type Product,
  type ProductSource,
} from '@dd/contracts';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest, conflict } from '../../platform/errors.js';
import type { ImageTarget } from '../../platform/image-upload.js';
import { mediaUrl, type MediaStore } from '../../platform/media-store.js';
import type { CatalogService, CatalogTaxonomy } from '../catalog/catalog.service.js';
import * as repo from './taxonomy.repository.js';
import type { CategoryRow, GiftCategoryRow } from './taxonomy.repository.js';

export interface TaxonomyServiceDeps {
  db: TransactionRunner;
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

export class TaxonomyService {
  constructor(private readonly deps: TaxonomyServiceDeps) {}

  private get k() {
    return this.deps.db.kysely;
  }

  /* ---------- Taxonomies other modules read ---------- */

  /** What the catalog's list checks a collection or gift filter against. */
  async taxonomy(): Promise<CatalogTaxonomy> {
    const [categories, gifts] = await Promise.all([repo.categoryNames(this.k), repo.giftCategories(this.k)]);
    return {
      customCategories: categories.map((c) => c.id),
      customCategoryNames: new Map(categories.map((c) => [c.id, c.name])),
      giftTypes: new Map(gifts.map((g) => [g.id, g.type])),
      giftNames: new Map(gifts.map((g) => [g.id, g.name])),
    };
  }

  /** Every id a product may carry as a category: built-in collections, subcollections and custom categories. */
  async categoryIds(): Promise<string[]> {
    return [...CATEGORY_IDS, ...(await repo.categoryIds(this.k))];
  }

  /** The recipient and occasion gift categories that exist (the ids a product may be tagged with), in display order. */
  async giftCategoryIds(tx?: Tx): Promise<string[]> {
    return (await repo.giftCategories(tx?.db ?? this.k)).filter((g) => TAG_TYPES.has(g.type)).map((g) => g.id);
  }

  /** Each product's gift tags (recipient and occasion ids), in display order; products without tags are absent. */
  async giftTagsOf(productIds: string[]): Promise<Map<string, string[]>> {
    if (productIds.length === 0) return new Map();
    const [tags, order] = await Promise.all([
      this.deps.catalog.giftTagsOf([...new Set(productIds)]),
      repo.giftCategories(this.k),
    ]);
    const rank = new Map(order.map((g, i) => [g.id, i]));
    const byRank = (a: string, b: string) =>
      (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || a.localeCompare(b);
    for (const [id, list] of tags) tags.set(id, list.sort(byRank));
    return tags;
  }

  /**
   * Replaces a product's gift tags. Every id must be an existing recipient or occasion gift category
   * (400 'Unknown gift category' otherwise). Pass `tx` to write inside the caller's unit of work.
   */
  async setGiftTags(productId: string, ids: string[], tx?: Tx): Promise<void> {
    const wanted = [...new Set(ids.map((s) => s.trim()).filter((s) => s !== ''))];
    await this.assertGiftCategories(wanted, tx);
    await this.deps.catalog.setGiftTags(productId, wanted, tx);
  }

  /** 400 'Unknown gift category' unless every id is an existing recipient or occasion gift category. */
  private async assertGiftCategories(ids: readonly string[], tx?: Tx): Promise<void> {
    if (ids.length === 0) return;
    const known = new Set(await this.giftCategoryIds(tx));
    if (ids.some((id) => !known.has(id))) throw badRequest(ADMIN_TEXT.unknownGiftCategory);
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
    return [...builtIn, ...(await repo.categories(this.k)).map(toCategory)];
  }

  /** A category an admin added, or null (built-in ones are not looked up here). */
  async findCustomCategory(id: string): Promise<{ id: string; name: string; description: string } | null> {
    const row = await repo.category(this.k, id);
    return row ? { id: row.id, name: row.name, description: row.description } : null;
  }

  /**
   * Adds a category with its image in one unit of work: the image and the category are stored together or not
   * at all (a clash found at the last moment, by a concurrent request too, leaves nothing behind).
   */
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
    const nameKey = name.toLowerCase();
    // Checked before the image work, and again when writing: two admins may submit the same name at once.
    if (CATEGORY_IDS.includes(id) || (await repo.categoryClash(this.k, id, nameKey))) {
      throw conflict(ADMIN_TEXT.categoryExists);
    }
    const image = await this.prepareImage(form.image, { maxWidth: 1200, maxHeight: 1200 });

    const imageId = await this.deps.db.transaction(async (tx) => {
      const stored = await this.deps.media.save(image, 'category', adminId, tx);
      const created = await repo.insertCategory(tx.db, {
        id,
        name,
        description,
        imageMediaId: stored.id,
        createdBy: adminId,
        createdAt: this.deps.clock.now().toISOString(),
      });
      if (!created) throw conflict(ADMIN_TEXT.categoryExists);
      tx.afterCommit(() => this.deps.catalog.invalidate());
      return stored.id;
    });
    return {
      _id: id,
      name,
      description,
      imageUrl: mediaUrl(imageId),
      emoji: null,
      builtIn: false,
      parentId: null,
    };
  }

  /* ---------- Products ---------- */

  /** Adds a product with its image and gift tags in one unit of work: all of it is stored, or nothing. */
  async createProduct(form: NewCatalogueProductForm, adminId: number | null): Promise<Product> {
    const name = (form.name ?? '').trim();
    if (name === '') throw badRequest(ADMIN_TEXT.nameRequired);
    const description = (form.description ?? '').trim();
    const category = (form.category ?? '').trim();
    if (category === '') throw badRequest(ADMIN_TEXT.categoryRequired);
    const priceText = (form.price ?? '').trim();
    // Bounded (MONEY_MAX): the price is stored in cents in a 32-bit column.
    const price = readMoney(priceText);
    if (price === null) throw badRequest(ADMIN_TEXT.priceInvalid);
    if (!(price > 0)) throw badRequest(ADMIN_TEXT.priceAboveZero);
    const source: ProductSource = form.source === undefined || form.source === '' ? 'other' : asSource(form.source);
    const url = (form.url ?? '').trim();
    if (url !== '' && !isHttpUrl(url)) throw badRequest(ADMIN_TEXT.productUrlInvalid);
    if (!(await this.categoryIds()).includes(category)) throw badRequest(ADMIN_TEXT.unknownCategory);
    const giftIds = splitList(form.giftCategory ?? '');
    await this.assertGiftCategories(giftIds);
    if (!form.image || form.image.length === 0) throw badRequest(ADMIN_TEXT.invalidImage);
    const image = await this.prepareImage(form.image, { maxWidth: 1600, maxHeight: 1600 });

    const id = await this.deps.db.transaction(async (tx) => {
      const stored = await this.deps.media.save(image, 'product', adminId, tx);
      const productId = await this.newProductId(name, tx);
      const created = await this.deps.catalog.create(
        {
          id: productId,
          name,
          description,
          price,
          imageUrl: stored.url,
          images: [stored.url],
          affiliateUrl: url,
          categories: [category],
          source,
          dropDate: todayIso(this.deps.clock.now()),
        },
        tx,
      );
      if (!created) throw conflict(ADMIN_TEXT.productIdTaken);
      await this.setGiftTags(productId, giftIds, tx);
      return productId;
    });
    return this.deps.catalog.get(id);
  }

  private async newProductId(name: string, tx: Tx): Promise<string> {
    const base = slugify(name).slice(0, 40).replace(/-+$/g, '');
    for (let i = 0; i < 5; i++) {
      const id = `c-${base ? `${base}-` : ''}${randomBytes(4).toString('hex')}`;
      if (!(await this.deps.catalog.exists(id, tx))) return id;
    }
    return `c-${randomBytes(12).toString('hex')}`;
  }

  /** Checks and re-encodes an upload before any transaction opens; a failed check answers the spec's message. */
  private async prepareImage(bytes: Buffer, target: ImageTarget) {
    try {
      return await this.deps.media.prepare(bytes, target);
    } catch (err) {
      if (err instanceof AppError && err.status === 400) throw badRequest(ADMIN_TEXT.invalidImage);
      throw err;
    }
  }

  /* ---------- Gift categories ---------- */

  async giftCategories(): Promise<GiftCategory[]> {
    return (await repo.giftCategories(this.k)).map(toGiftCategory);
  }

  /** Creates the spec's gift categories that are missing; running it again creates nothing. */
  async initGiftCategories(): Promise<{ created: number; categories: GiftCategory[] }> {
    const created = await this.deps.db.transaction(async (tx) => {
      const n = await repo.insertMissingGiftCategories(tx.db, GIFT_CATEGORY_SEED, this.deps.clock.now().toISOString());
      if (n > 0) tx.afterCommit(() => this.deps.catalog.invalidate());
      return n;
    });
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
