import {
  ADMIN_TEXT,
  amazonAffiliateUrl,
  formatPrice,
  splitList,
  validateAdminProduct,
  type AdminListProduct,
  type AdminProductBody,
  type AdminProductForm,
  type Product,
} from '@dd/contracts';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ProductInput } from '../catalog/catalog.mapper.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';

export interface AdminProductsDeps {
  catalog: CatalogService;
  catalogue: CatalogueService;
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

/** The body as the form's fields, so the server applies exactly the rules the admin page shows. */
export function bodyToForm(body: AdminProductBody, fallback?: Product): AdminProductForm {
  const price = body.price === undefined ? (fallback?.price ?? null) : body.price;
  return {
    id: body.id ?? body._id ?? '',
    asin: body.asin === undefined ? (fallback?.asin ?? '') : (body.asin ?? ''),
    name: body.name ?? body.title ?? fallback?.name ?? '',
    description: body.description ?? fallback?.description ?? '',
    price: price === null ? '' : typeof price === 'number' ? String(price) : price.replace(/[$,\s]/g, ''),
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
    const tags = await this.deps.catalogue.giftTagsOf(sorted.map((p) => p._id));
    return sorted.map((p) => toAdminListProduct(p, tags.get(p._id) ?? []));
  }

  async create(body: AdminProductBody): Promise<AdminListProduct> {
    const form = bodyToForm(body);
    const input = await this.validated(form, 'create');
    if (await this.deps.catalog.exists(input.id)) throw new AppError(409, 'conflict', ADMIN_TEXT.productIdTaken);
    await this.assertAsinFree(input.asin ?? null, null);
    const now = this.deps.clock.now().toISOString();
    return this.store({ ...input, dropDate: now, lastUpdated: input.source === 'other' ? now : null });
  }

  /**
   * Updates the product with this id or ASIN. Changing an Amazon product's ASIN replaces the record: the old
   * ASIN's retailer data (availability, last update) is dropped and the product is stored anew under the
   * new ASIN; it keeps its id, so wishlists keep it.
   */
  async update(key: string, body: AdminProductBody): Promise<{ product: AdminListProduct; replaced: boolean }> {
    const existing = await this.deps.catalog.findByIdOrAsin(key);
    if (!existing) throw notFound(ADMIN_TEXT.productNotFound);
    const form = { ...bodyToForm(body, existing), id: existing._id };
    const input = await this.validated(form, 'update');
    const replaced = input.source === 'amazon' && existing.asin !== null && input.asin !== existing.asin;
    if (input.asin !== existing.asin) await this.assertAsinFree(input.asin ?? null, existing._id);
    const keepsRetailerData = !replaced && input.source === existing.source;
    const product = await this.store({
      ...input,
      dropDate: existing.dropDate,
      availability: keepsRetailerData ? existing.availability : null,
      lastUpdated: keepsRetailerData ? existing.lastUpdated : null,
    });
    return { product, replaced };
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
      this.deps.catalogue.categoryIds(),
      this.deps.catalogue.giftCategoryIds(),
    ]);
    const { errors, values } = validateAdminProduct(form, mode, { categories, giftCategories });
    if (!values) throw new AppError(400, 'validation', ADMIN_TEXT.formInvalid, { fields: errors });
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

  private async assertAsinFree(asin: string | null, ownId: string | null): Promise<void> {
    if (!asin) return;
    const holder = await this.deps.catalog.findByIdOrAsin(asin);
    if (holder && holder._id !== ownId && holder.asin === asin) {
      throw new AppError(409, 'conflict', ADMIN_TEXT.asinTaken);
    }
  }

  private async store(input: ProductInput & { giftCategories: string[] }): Promise<AdminListProduct> {
    const { giftCategories, ...product } = input;
    await this.deps.catalog.save(product);
    await this.deps.catalogue.setGiftTags(product.id, giftCategories);
    const saved = await this.deps.catalog.get(product.id);
    return toAdminListProduct(saved, giftCategories);
  }
}
