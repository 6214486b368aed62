import { createHash } from 'node:crypto';
import fc from 'fast-check';

/**
 * Tests only: hostile variants of a valid request, built from an operation's OpenAPI description (its path and
 * query parameters and its JSON body's fields) and a valid request to start from. Each variant breaks one thing
 * (one field's type or encoding, or the body's shape, or its content type) so that the answer says whether the
 * server refused exactly that. Fixed lists, plus a few random values from fast-check seeded by the route: the
 * same requests on every run.
 */

/** A piece of JSON text put as it is into a body (what `JSON.stringify` cannot write: 1e309, -0, lone surrogates). */
export class RawJson {
  constructor(readonly text: string) {}
}

export type JsonLike = RawJson | string | number | boolean | null | JsonLike[] | { [key: string]: JsonLike };

export function toJsonText(value: JsonLike): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

export function multipartBody(boundary: string, parts: MultipartPart[], options: { end?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  if (options.end !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** What the tests need of an OpenAPI operation. */
export interface OperationShape {
  method: string;
  /** OpenAPI form: `/api/forum/thread/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: Array<{ name: string; required: boolean }>;
  /** Top-level fields of the JSON body, when the body is a JSON object. */
  bodyFields: Array<{ name: string; required: boolean }>;
}

/** A valid request to break: path values and query values as they go in a URL (encoded), the body as JSON. */
export interface BaseRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: Record<string, JsonLike>;
  /** For upload routes: the form's text fields... */
  multipart?: Record<string, string>;
  /** ...and its files (an image where the route needs one). */
  files?: Record<string, Buffer>;
}

export interface Variant {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const HUGE = 'x'.repeat(100_000);
const DEEP = 10_000;

/** Values for a path segment or a query value, already URL-encoded (some of them badly, on purpose). */
const URL_VALUES: Array<[string, string]> = [
  ['empty', ''],
  ['true', 'true'],
  ['hex', '0x10'],
  ['2^53+1', '9007199254740993'],
  ['1e309', '1e309'],
  ['-0', '-0'],
  ['-1', '-1'],
  ['1.5', '1.5'],
  ['NaN', 'NaN'],
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['RTL override', '%E2%80%AEevil%E2%80%AC'],
  ['zero-width', '%E2%80%8B%E2%80%8D%EF%BB%BF'],
  ['lone surrogate (CESU bytes)', '%ED%A0%80'],
  ['emoji', '%F0%9F%98%80%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9'],
  ['lone %', '%'],
  ['bad hex %zz', '%zz'],
  ['truncated UTF-8', '%E0%A4%A'],
  ['overlong UTF-8', '%C0%AF'],
  ['100 KB', HUGE],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['SQL', "1'%20OR%20'1'%3D'1"],
  ['dot-dot', '..%2F..%2Fetc%2Fpasswd'],
];

/** Values for a JSON body field. */
const JSON_VALUES: Array<[string, RawJson]> = [
  ['true', new RawJson('true')],
  ['null', new RawJson('null')],
  ['array', new RawJson('[1,"a"]')],
  ['object', new RawJson('{"a":1}')],
  ['hex string', new RawJson('"0x10"')],
  ['2^53+1', new RawJson('9007199254740993')],
  ['1e309', new RawJson('1e309')],
  ['-0', new RawJson('-0')],
  ['-1', new RawJson('-1')],
  ['1.5', new RawJson('1.5')],
  ['empty string', new RawJson('""')],
  ['numeric string', new RawJson('"1"')],
  ['100 KB string', new RawJson(JSON.stringify(HUGE))],
  ['30 KB string', new RawJson(JSON.stringify('y'.repeat(30_000)))],
  ['NUL', new RawJson('"a\\u0000b"')],
  ['RTL override', new RawJson('"\\u202Eevil\\u202C"')],
  ['zero-width', new RawJson('"\\u200B\\u200D\\uFEFF"')],
  ['lone surrogate', new RawJson('"\\ud800x\\udfff"')],
  ['emoji', new RawJson('"😀👨‍👩‍👧"')],
  ['__proto__ object', new RawJson('{"__proto__":{"isAdmin":true,"is_admin":1}}')],
  ['constructor.prototype', new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}')],
  ['SQL', new RawJson(`"1' OR '1'='1"`)],
  ['deep', new RawJson(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`)],
];

/** Values for a multipart text field: raw bytes (a form is not JSON and not URL-encoded). */
const FORM_VALUES: Array<[string, Buffer]> = [
  ['empty', Buffer.from('')],
  ['NUL', Buffer.from('a\u0000b')],
  ['RTL override', Buffer.from('\u202Eevil\u202C')],
  ['zero-width', Buffer.from('\u200B\u200D\uFEFF')],
  ['invalid UTF-8', Buffer.from([0x61, 0xed, 0xa0, 0x80, 0xc0, 0xaf, 0xff])],
  ['emoji', Buffer.from('😀👨‍👩‍👧')],
  ['100 KB', Buffer.from(HUGE)],
  ['2^53+1', Buffer.from('9007199254740993')],
  ['1e309', Buffer.from('1e309')],
  ['hex', Buffer.from('0x10')],
];

function queryString(pairs: Array<[string, string]>): string {
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
}

function urlOf(op: OperationShape, path: Record<string, string>, query: Array<[string, string]>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => path[name] ?? '1') + queryString(query);
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

/** Every hostile variant of `base` for `op` (at least 30 for any operation: one unknown query field is added). */
export function hostileVariants(op: OperationShape, base: BaseRequest, headers: Record<string, string>): Variant[] {
  const variants: Variant[] = [];
  const baseQuery = Object.entries(base.query);
  const hasBody = base.body !== undefined || base.multipart !== undefined;
  const json = { 'content-type': 'application/json' };
  const baseBodyText = base.body ? toJsonText(base.body) : '{}';
  const fileParts: MultipartPart[] = Object.entries(base.files ?? {}).map(([name, value]) => ({
    name,
    value,
    filename: `${name}.png`,
    contentType: 'image/png',
  }));
  const textParts: MultipartPart[] = Object.entries(base.multipart ?? {}).map(([name, value]) => ({ name, value }));
  const formParts = [...textParts, ...fileParts];
  const basePayload = (): Pick<Variant, 'headers' | 'payload'> => {
    if (base.multipart) {
      return {
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipartBody(BOUNDARY, formParts),
      };
    }
    return base.body ? { headers: { ...headers, ...json }, payload: baseBodyText } : { headers };
  };
  const add = (name: string, url: string, payload: Pick<Variant, 'headers' | 'payload'> = basePayload()) =>
    variants.push({ name, method: op.method, url, ...payload });
  const baseUrl = urlOf(op, base.path, baseQuery);

  for (const name of op.pathParams) {
    for (const [label, value] of URL_VALUES)
      add(`path ${name}: ${label}`, urlOf(op, { ...base.path, [name]: value }, baseQuery));
  }

  if (base.body) {
    for (const { name, required } of op.bodyFields) {
      for (const [label, value] of JSON_VALUES) {
        add(`body ${name}: ${label}`, baseUrl, {
          headers: { ...headers, ...json },
          payload: toJsonText({ ...base.body, [name]: value }),
        });
      }
      if (required || name in base.body) {
        const rest = Object.fromEntries(Object.entries(base.body).filter(([k]) => k !== name));
        add(`body ${name}: missing`, baseUrl, { headers: { ...headers, ...json }, payload: toJsonText(rest) });
      }
    }
  }

  if (base.multipart) {
    const fields = Object.entries(base.multipart);
    const form = (parts: MultipartPart[], end = true) => ({
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody(BOUNDARY, parts, { end }),
    });
    const baseParts = formParts;
    for (const [field] of fields) {
      for (const [label, value] of FORM_VALUES) {
        add(
          `form ${field}: ${label}`,
          baseUrl,
          form(baseParts.map((p) => (p.name === field ? { name: field, value } : p))),
        );
      }
      add(`form ${field}: missing`, baseUrl, form(baseParts.filter((p) => p.name !== field)));
    }
    const garbage = Buffer.from('GIF89a not really an image \u0000\u0001\u0002'.repeat(40));
    const without = (file: string) => textParts.concat(fileParts.filter((p) => p.name !== file));
    for (const file of ['image', 'avatar']) {
      add(
        `form file ${file}: garbage`,
        baseUrl,
        form([...without(file), { name: file, value: garbage, filename: 'x.png', contentType: 'image/png' }]),
      );
      add(
        `form file ${file}: empty`,
        baseUrl,
        form([...without(file), { name: file, value: Buffer.alloc(0), filename: 'x.png' }]),
      );
      add(
        `form file ${file}: truncated`,
        baseUrl,
        form([
          ...without(file),
          { name: file, value: (base.files?.[file] ?? garbage).subarray(0, 40), filename: 'x.png' },
        ]),
      );
    }
    add(
      'form: two files',
      baseUrl,
      form([
        ...baseParts,
        { name: 'image', value: garbage, filename: 'a.png' },
        { name: 'image2', value: garbage, filename: 'b.png' },
      ]),
    );
    add(
      'form: too many parts',
      baseUrl,
      form([...baseParts, ...Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, value: 'v' }))]),
    );
    add(
      'form: __proto__ field',
      baseUrl,
      form([...baseParts, { name: '__proto__', value: 'x' }, { name: 'constructor', value: 'y' }]),
    );
    add('form: truncated', baseUrl, {
      headers: form([]).headers,
      payload: multipartBody(BOUNDARY, baseParts, { end: false }).subarray(0, 60),
    });
    add('form: no closing boundary', baseUrl, form(baseParts, false));
    add('form: other boundary', baseUrl, {
      headers: form([]).headers,
      payload: multipartBody('anotherBoundary', baseParts),
    });
    add('form: part without name', baseUrl, {
      headers: form([]).headers,
      payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
    });
  }

  // Query fields after the body's: a valid body with a harmless query is let through and may use up the
  // world (a match played to its end), which the body's variants should still find as it was.
  const queryFields = [...op.queryParams, { name: 'fuzz_extra', required: false }];
  for (const { name, required } of queryFields) {
    const others = baseQuery.filter(([k]) => k !== name);
    for (const [label, value] of URL_VALUES)
      add(`query ${name}: ${label}`, urlOf(op, base.path, [...others, [name, value]]));
    if (required) add(`query ${name}: missing`, urlOf(op, base.path, others));
    const valid = base.query[name] ?? '1';
    add(`query ${name}: twice`, urlOf(op, base.path, [...others, [name, valid], [name, valid]]));
  }

  // The body as a whole, and the request as a whole.
  const withBody = (contentType: string, payload: string | Buffer) => ({
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  const inner = baseBodyText.replace(/^\{/, '');
  const comma = inner === '}' ? '' : ',';
  add('body: array instead of object', baseUrl, withBody('application/json', `[${baseBodyText}]`));
  add('body: empty array', baseUrl, withBody('application/json', '[]'));
  add(
    'body: deep array (10,000 levels)',
    baseUrl,
    withBody('application/json', `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`),
  );
  add(
    'body: deep object (10,000 levels)',
    baseUrl,
    withBody('application/json', `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`),
  );
  add('body: __proto__ key', baseUrl, withBody('application/json', `{"__proto__":{"isAdmin":true}${comma}${inner}`));
  add(
    'body: constructor.prototype key',
    baseUrl,
    withBody('application/json', `{"constructor":{"prototype":{"isAdmin":true}}${comma}${inner}`),
  );
  add('body: null', baseUrl, withBody('application/json', 'null'));
  add('body: a string', baseUrl, withBody('application/json', '"text"'));
  add('body: 1e309', baseUrl, withBody('application/json', '1e309'));
  add('body: broken JSON', baseUrl, withBody('application/json', '{"a":'));
  add('body: empty with JSON type', baseUrl, withBody('application/json', ''));
  add('body: JSON as text/plain', baseUrl, withBody('text/plain', baseBodyText));
  add('body: XML', baseUrl, withBody('application/xml', '<?xml version="1.0"?><a>1</a>'));
  add(
    'body: form-urlencoded with __proto__',
    baseUrl,
    withBody('application/x-www-form-urlencoded', '__proto__[isAdmin]=1&a=%00'),
  );
  add(
    'body: JSON as UTF-16',
    baseUrl,
    withBody('application/json; charset=utf-16', Buffer.from(baseBodyText, 'utf16le')),
  );
  add('body: multipart without boundary', baseUrl, withBody('multipart/form-data', `--x\r\n${baseBodyText}`));
  add(
    'body: multipart truncated',
    baseUrl,
    withBody(
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nhal`,
    ),
  );
  add('body: 70 KB', baseUrl, withBody('application/json', `{"pad":"${'z'.repeat(70_000)}"}`));
  add('header: garbage bearer token', baseUrl, {
    ...basePayload(),
    headers: { ...basePayload().headers, authorization: 'Bearer !!!' },
  });
  add('query: bad percent-encoding', `${baseUrl}${baseQuery.length ? '&' : '?'}%=%&%E0%A4%A=1`);
  if (!hasBody && op.method === 'GET')
    add('query: 100 KB unknown key', `${baseUrl}${baseQuery.length ? '&' : '?'}${HUGE}=1`);

  // Random values (any JSON; any code points, lone surrogates included), the same for a route on every run.
  const seed = createHash('sha256').update(`${op.method} ${op.path}`).digest().readInt32LE(0);
  const randomJson = fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed, numRuns: 4 });
  const randomText = fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed, numRuns: 3 });
  randomJson.forEach((value, i) =>
    add(`random body ${i}`, baseUrl, withBody('application/json', JSON.stringify(value))),
  );
  for (const { name } of base.body ? op.bodyFields : []) {
    randomJson.slice(0, 2).forEach((value, i) =>
      add(`body ${name}: random ${i}`, baseUrl, {
        headers: { ...headers, ...json },
        payload: toJsonText({ ...(base.body ?? {}), [name]: new RawJson(JSON.stringify(value)) }),
      }),
    );
  }
  for (const name of op.pathParams) {
    randomText.forEach((text, i) =>
      add(`path ${name}: random ${i}`, urlOf(op, { ...base.path, [name]: percentEncode(text) }, baseQuery)),
    );
  }
  for (const { name } of queryFields) {
    const others = baseQuery.filter(([k]) => k !== name);
    randomText.forEach((text, i) =>
      add(`query ${name}: random ${i}`, urlOf(op, base.path, [...others, [name, percentEncode(text)]])),
    );
  }
  return variants;
}

/** Every byte of the text's UTF-8 (a lone surrogate becomes U+FFFD) as %XX. */
const percentEncode = (text: string): string =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
