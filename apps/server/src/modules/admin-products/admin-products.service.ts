import {
  ADMIN_TEXT,
  amazonAffiliateUrl,
  formatPrice,
  readMoney,
  splitList,
  validateAdminProduct,
  type AdminListProduct,
  type AdminProductBody,
  type AdminProductForm,
  type Product,
} from '@dd/contracts';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ProductInput } from '../catalog/catalog.mapper.js';
import type { TaxonomyService } from '../taxonomy/taxonomy.service.js';

export interface AdminProductsDeps {
  db: TransactionRunner;
  catalog: CatalogService;
  taxonomy: TaxonomyService;
  clock: Clock;
  affiliateTag: string;
}

function listText(value: string[] | string | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : value;
}

function listValues(value: string[] | string | undefined): string[] {
  return splitList(listText(value));
}

/**
 * A JSON number is no typing: it is a price or it is not ('1.005' as text would read as ambiguous instead).
 * Text that is no price ('NaN') stands for one that is not.
 */
function numberAsTyped(price: number): string {
  return readMoney(price) === null ? 'NaN' : String(price);
}

/**
 * The body as the form's fields, so the server applies exactly the rules the admin page shows; a price in text is
 * passed as typed (its commas are read by readTypedPrice, never dropped: '5,00' is five, not 500).
 */
export function bodyToForm(body: AdminProductBody, fallback?: Product): AdminProductForm {
  const price = body.price === undefined ? (fallback?.price ?? null) : body.price;
  return {
    id: body.id ?? body._id ?? '',
    asin: body.asin === undefined ? (fallback?.asin ?? '') : (body.asin ?? ''),
    name: body.name ?? body.title ?? fallback?.name ?? '',
    description: body.description ?? fallback?.description ?? '',
    price: price === null ? '' : typeof price === 'number' ? numberAsTyped(price) : price,
    imageUrl: body.imageUrl ?? fallback?.imageUrl ?? '',
    images: body.images === undefined ? (fallback?.images.join(',') ?? '') : listText(body.images),
    affiliateUrl: body.affiliateUrl ?? body.detailPageUrl ?? (fallback ? storedAffiliateUrl(fallback) : ''),
    viralFactor: body.viralFactor ?? fallback?.viralFactor ?? '',
    categories: body.categories === undefined ? (fallback?.categories ?? []) : listValues(body.categories),
    giftCategories: listValues(body.giftCategories),
    source: body.source ?? fallback?.source ?? 'amazon',
  };
}

/** The normalised product shows '#' for "no link"; the form treats that as empty. */
function storedAffiliateUrl(product: Product): string {
  return product.affiliateUrl === '#' ? '' : product.affiliateUrl;
}

/** A product as the admin list shows it (storefront spec section 3, "Admin list product"). */
export function toAdminListProduct(product: Product, giftCategories: string[]): AdminListProduct {
  return {
    id: product._id,
    asin: product.asin,
    title: product.name,
    price: product.price === null ? null : formatPrice(product.price),
    imageUrl: product.imageUrl,
    detailPageUrl: product.affiliateUrl,
    availability: product.availability,
    lastUpdated: product.lastUpdated,
    source: product.source,
    giftCategories,
    frontendData: JSON.stringify(product),
  };
}

/** The admin product page's add, edit and delete (storefront spec sections 4, 5, 7). */
export class AdminProductsService {
  constructor(private readonly deps: AdminProductsDeps) {}

  async list(): Promise<AdminListProduct[]> {
    const products = (await this.deps.catalog.fullListBody()).body.parse<Product[]>();
    const sorted = [...products].sort((a, b) => b.dropDate.localeCompare(a.dropDate) || a._id.localeCompare(b._id));
    const tags = await this.deps.taxonomy.giftTagsOf(sorted.map((p) => p._id));
    return sorted.map((p) => toAdminListProduct(p, tags.get(p._id) ?? []));
  }

  /** Adds the product and its gift tags in one unit of work: both are stored, or neither. */
  async create(body: AdminProductBody): Promise<AdminListProduct> {
    const { giftCategories, ...input } = await this.validated(bodyToForm(body), 'create');
    const now = this.deps.clock.now().toISOString();
    const product = { ...input, dropDate: now, lastUpdated: input.source === 'other' ? now : null };
    await this.deps.db.transaction(async (tx) => {
      await this.assertAsinFree(product.asin ?? null, null, tx);
      // A taken id writes nothing (a concurrent create of the same id included).
      if (!(await this.deps.catalog.create(product, tx))) throw conflict(ADMIN_TEXT.productIdTaken);
      await this.deps.taxonomy.setGiftTags(product.id, giftCategories, tx);
    });
    return this.listed(product.id, giftCategories);
  }

  /**
   * Updates the product with this id or ASIN. Changing an Amazon product's ASIN replaces the record: the old
   * ASIN's retailer data (availability, last update) is dropped and the product is stored anew under the
   * new ASIN; it keeps its id, so wishlists keep it.
   */
  async update(key: string, body: AdminProductBody): Promise<{ product: AdminListProduct; replaced: boolean }> {
    const existing = await this.deps.catalog.findByIdOrAsin(key);
    if (!existing) throw notFound(ADMIN_TEXT.productNotFound);
    const { giftCategories, ...input } = await this.validated(
      { ...bodyToForm(body, existing), id: existing._id },
      'update',
    );
    const replaced = input.source === 'amazon' && existing.asin !== null && input.asin !== existing.asin;
    const keepsRetailerData = !replaced && input.source === existing.source;
    // The product and its gift tags change together, or not at all.
    await this.deps.db.transaction(async (tx) => {
      // Deleted meanwhile: saving would bring it back.
      if (!(await this.deps.catalog.exists(existing._id, tx))) throw notFound(ADMIN_TEXT.productNotFound);
      if (input.asin !== existing.asin) await this.assertAsinFree(input.asin ?? null, existing._id, tx);
      await this.deps.catalog.save(
        {
          ...input,
          dropDate: existing.dropDate,
          availability: keepsRetailerData ? existing.availability : null,
          lastUpdated: keepsRetailerData ? existing.lastUpdated : null,
        },
        tx,
      );
      await this.deps.taxonomy.setGiftTags(existing._id, giftCategories, tx);
    });
    return { product: await this.listed(existing._id, giftCategories), replaced };
  }

  async remove(key: string): Promise<void> {
    const existing = await this.deps.catalog.findByIdOrAsin(key);
    if (!existing || !(await this.deps.catalog.remove(existing._id))) throw notFound(ADMIN_TEXT.productNotFound);
  }

  private async validated(
    form: AdminProductForm,
    mode: 'create' | 'update',
  ): Promise<ProductInput & { giftCategories: string[] }> {
    const [categories, giftCategories] = await Promise.all([
      this.deps.taxonomy.categoryIds(),
      this.deps.taxonomy.giftCategoryIds(),
    ]);
    const { errors, values } = validateAdminProduct(form, mode, { categories, giftCategories });
    if (!values) throw badRequest(ADMIN_TEXT.formInvalid, { fields: errors });
    const affiliateUrl =
      values.affiliateUrl ||
      (values.source === 'amazon' && values.asin ? amazonAffiliateUrl(values.asin, this.deps.affiliateTag) : '');
    return {
      id: values.id,
      asin: values.asin,
      name: values.name,
      description: values.description,
      price: values.price,
      imageUrl: values.imageUrl,
      images: values.images,
      affiliateUrl,
      viralFactor: values.viralFactor,
      categories: values.categories,
      source: values.source,
      dropDate: '',
      giftCategories: values.giftCategories,
    };
  }

  private async assertAsinFree(asin: string | null, ownId: string | null, tx: Tx): Promise<void> {
    if (!asin) return;
    const holder = await this.deps.catalog.findByIdOrAsin(asin, tx);
    if (holder && holder._id !== ownId && holder.asin === asin) throw conflict(ADMIN_TEXT.asinTaken);
  }

  private async listed(id: string, giftCategories: string[]): Promise<AdminListProduct> {
    return toAdminListProduct(await this.deps.catalog.get(id), giftCategories);
  }
}
