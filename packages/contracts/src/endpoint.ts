import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The error statuses a call may answer with, each with the `{ error, code }` envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

/**
 * What a call sends and gets back, and how the API document describes it. The server validates and documents
 * with these; the web parses answers with them in development and tests.
 */
export interface Wire {
  summary: string;
  description?: string;
  tags: readonly string[];
  /** Reads the caller's bearer token (documented as the `bearerAuth` security). */
  bearer?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is a multipart form (uploads): the server reads its parts itself, the web sends a FormData. */
  multipart?: true;
  /** Success answers by status; most calls have `{ 200: schema }`. */
  responses: Partial<Record<200 | 201 | 302 | 304, z.ZodType>>;
  errors: readonly ErrorStatus[];
  /**
   * The error answers' body when it is more than the `{ error, code }` envelope (the admin product page's
   * `{ success: false, ... }`).
   */
  failure?: z.ZodType;
}

/**
 * One API call, the single definition the server's route, the API document and the web's `call` all read.
 * `path` uses `:name` for path parameters.
 */
export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string, W extends Wire = Wire> {
  readonly method: M;
  readonly path: P;
  /**
   * The schemas and docs; `false` only in the web's production bundle, where the build flag below drops them
   * (and zod with them) so the first load carries just the method and path.
   */
  readonly wire: W | false;
}

declare global {
  /**
   * Whether endpoint definitions keep their schemas. True everywhere (server, tests, the web in development)
   * except the web's production build, whose Vite config defines it as `false`: each definition's
   * `__DD_WIRE_SCHEMAS__ && {...}` then folds away in its own module, and the bundler drops the schema modules
   * (and zod) it imported. It has to be this bare global in every definition: a constant imported from here
   * is folded only after the bundler has already kept what it referenced.
   */
  var __DD_WIRE_SCHEMAS__: boolean | undefined;
}
// Runs before any definition module's body, since each imports `endpoint` from here.
globalThis.__DD_WIRE_SCHEMAS__ ??= true;

/** Declares an endpoint; write the wire as `__DD_WIRE_SCHEMAS__ && { ... }` so production web bundles drop it. */
export function endpoint<const M extends HttpMethod, const P extends string, const W extends Wire>(
  method: M,
  path: P,
  wire: W | false | undefined,
): Endpoint<M, P, W> {
  return { method, path, wire: wire ?? false };
}

/**
 * A wire in brief, for the usual call that answers with one schema: `ok` for 200, `created` for 201 (a call that
 * may answer either has both). The group's tags are passed once, and `memberWire` adds the bearer flag.
 */
type BriefWire = Omit<Wire, 'tags' | 'bearer' | 'responses'> & { ok?: z.ZodType; created?: z.ZodType };

type BriefResponses<W extends BriefWire> = (W extends { ok: infer R } ? { 200: R } : unknown) &
  (W extends { created: infer R } ? { 201: R } : unknown);

type FullWire<W extends BriefWire> = Omit<W, 'ok' | 'created'> & {
  tags: readonly string[];
  responses: BriefResponses<W>;
};

/** The wire of a call anyone may make; write it as `__DD_WIRE_SCHEMAS__ && publicWire(tags, { ... })`. */
export function publicWire<const W extends BriefWire>(tags: readonly string[], brief: W): FullWire<W> {
  const { ok, created, ...rest } = brief;
  const responses = { ...(ok && { 200: ok }), ...(created && { 201: created }) } as BriefResponses<W>;
  return { tags, ...rest, responses };
}

/** The wire of a call that needs a login (the caller's bearer token); written like `publicWire`. */
export function memberWire<const W extends BriefWire>(
  tags: readonly string[],
  brief: W,
): FullWire<W> & { bearer: true } {
  return { ...publicWire(tags, brief), bearer: true };
}

type WireOf<E> = E extends Endpoint<HttpMethod, string, infer W> ? W : never;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The path's `:name` parameters, as the web fills them in (strings or numbers). */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A FormData as this package (which knows no DOM) sees it. */
export interface MultipartForm {
  append(name: string, value: never, fileName?: string): void;
}

// Absent when the call has none, optional when every field of it is (a query of filters), required otherwise.
type Field<K extends string, T> = [T] extends [undefined]
  ? { [Q in K]?: never }
  : object extends T
    ? { [Q in K]?: T }
    : { [Q in K]: T };

/** What the web passes to `call`: the path parameters, the query and the body, each only when the call has one. */
export type EndpointInput<E extends Endpoint> = Field<
  'params',
  [PathParamNames<E['path']>] extends [never] ? undefined : Record<PathParamNames<E['path']>, string | number>
> &
  Field<'query', In<WireOf<E>['query']>> &
  Field<'body', In<WireOf<E>['body']>> &
  Field<'form', WireOf<E>['multipart'] extends true ? MultipartForm : undefined>;

/** What the call answers on success (the union of its success statuses' bodies). */
export type EndpointResponse<E extends Endpoint> = {
  [S in keyof WireOf<E>['responses']]: Out<WireOf<E>['responses'][S]>;
}[keyof WireOf<E>['responses']];

/** The path with its parameters filled in, each URL-encoded. */
export function endpointPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
