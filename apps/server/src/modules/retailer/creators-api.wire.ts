/**
 * The Amazon Creators API wire format (the successor of PA-API 5.0), as far as the refresh uses it. Field names
 * follow Amazon's SDKs (camelCase); every field is optional because the API omits what it does not know or
 * what was not asked for in `resources`. See docs/decisions.md (Catalog) for the sources and the choices made.
 */

/** Default API host; GetItems is `POST {host}/catalog/v1/getItems`. */
export const CREATORS_API_URL = 'https://creatorsapi.amazon';
export const GET_ITEMS_PATH = '/catalog/v1/getItems';
/** GetItems takes at most this many item ids per call. */
export const GET_ITEMS_MAX_IDS = 10;

/**
 * Token endpoints by credential version. 2.x credentials authenticate against Amazon Cognito (form-encoded
 * body, scope `creatorsapi/default`, the version repeated in the Authorization header of API calls); 3.x against
 * Login with Amazon (JSON body, scope `creatorsapi::default`, a plain bearer header).
 */
export const TOKEN_URLS: Readonly<Record<string, string>> = {
  '2.1': 'https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token',
  '2.2': 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
  '2.3': 'https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token',
  '3.1': 'https://api.amazon.com/auth/o2/token',
  '3.2': 'https://api.amazon.co.uk/auth/o2/token',
  '3.3': 'https://api.amazon.co.jp/auth/o2/token',
};

export type CredentialFlow = 'cognito' | 'lwa';

/** The auth flow of a credential version (by its major number), or null for a family we cannot speak. */
export function credentialFlow(version: string): CredentialFlow | null {
  const major = version.split('.')[0];
  return major === '2' ? 'cognito' : major === '3' ? 'lwa' : null;
}

export const TOKEN_SCOPE: Readonly<Record<CredentialFlow, string>> = {
  cognito: 'creatorsapi/default',
  lwa: 'creatorsapi::default',
};

/** What the refresh asks GetItems for: the title, every image, and the offer's price and availability. */
export const GET_ITEMS_RESOURCES = [
  'itemInfo.title',
  'images.primary.large',
  'images.variants.large',
  'offersV2.listings.price',
  'offersV2.listings.availability',
  'offersV2.listings.isBuyBoxWinner',
] as const;

export interface TokenResponse {
  access_token?: string;
  expires_in?: number;
  token_type?: string;
}

export interface GetItemsRequest {
  itemIds: string[];
  itemIdType: 'ASIN';
  partnerTag: string;
  marketplace: string;
  resources: readonly string[];
}

export interface CreatorsImageSize {
  url?: string;
  height?: number;
  width?: number;
}

export interface CreatorsImage {
  small?: CreatorsImageSize;
  medium?: CreatorsImageSize;
  large?: CreatorsImageSize;
  highRes?: CreatorsImageSize;
}

export interface CreatorsMoney {
  amount?: number;
  currency?: string;
  displayAmount?: string;
}

export interface CreatorsListing {
  availability?: { type?: string; message?: string; maxOrderQuantity?: number; minOrderQuantity?: number };
  condition?: { value?: string; subCondition?: string };
  isBuyBoxWinner?: boolean;
  price?: { money?: CreatorsMoney; savingBasis?: { money?: CreatorsMoney } };
  type?: string;
}

export interface CreatorsItem {
  asin?: string;
  detailPageURL?: string;
  itemInfo?: { title?: { displayValue?: string; label?: string; locale?: string } };
  images?: { primary?: CreatorsImage; variants?: CreatorsImage[] };
  offersV2?: { listings?: CreatorsListing[] };
}

export interface CreatorsError {
  code?: string;
  message?: string;
  __type?: string;
}

export interface GetItemsResponse {
  itemsResult?: { items?: CreatorsItem[] };
  errors?: CreatorsError[];
  /** Gateway-level failures (401, 403, 429 ...) answer a flat `{ message, type, reason }`. */
  message?: string;
  type?: string;
  reason?: string;
}
