import type { FastifyInstance } from 'fastify';
import type { OperationShape } from './hostile-requests.js';

/** One route the app registered: `GET /api/forum/thread/:id` (HEAD twins left out: Fastify adds them itself). */
export interface RegisteredRoute {
  method: string;
  /** Fastify's pattern: `:param`, and `*` for a wildcard. */
  path: string;
}

export const routeKey = (route: RegisteredRoute): string => `${route.method} ${route.path}`;

/**
 * Every route the app answers, read from its router (`printRoutes`), so a route added without a test rule
 * shows up in the tests that walk them. The tree prints each node as the part of the path its parent did not
 * say, at four characters of indent per level.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth > 0 ? (prefixes[depth - 1] ?? '') : '') + (match[2] ?? '');
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes.sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}

/** `/api/x/{id}` (OpenAPI) as Fastify writes it: `/api/x/:id`. */
export const fastifyPath = (openApiPath: string): string => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  security?: unknown[];
}

/** A documented operation, as the tests that walk routes need it. */
export interface DocumentedOperation extends OperationShape {
  /** The document says it needs a bearer token. */
  secured: boolean;
}

/** Every operation of the app's OpenAPI document (`app.swagger()`, after `ready`). */
export function documentedOperations(app: FastifyInstance): DocumentedOperation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: DocumentedOperation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const required = new Set(schema?.required ?? []);
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: !!p.required })),
        bodyFields: Object.keys(schema?.properties ?? {}).map((name) => ({ name, required: required.has(name) })),
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/**
 * Every registered route as an operation: its OpenAPI description when it has one, else its path made into
 * that form (`:id` as `{id}`, a wildcard as `{wild}`) with no query or body fields. `key` is its Fastify key.
 */
export function routeOperations(app: FastifyInstance): Array<DocumentedOperation & { key: string }> {
  const documented = new Map(documentedOperations(app).map((op) => [`${op.method} ${fastifyPath(op.path)}`, op]));
  return registeredRoutes(app).map((route) => {
    const key = routeKey(route);
    const path = (route.path === '*' ? '/*' : route.path).replace(/:(\w+)/g, '{$1}').replace('*', '{wild}');
    const op = documented.get(key) ?? {
      method: route.method,
      path,
      pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''),
      queryParams: [],
      bodyFields: [],
      secured: false,
    };
    return { ...op, key };
  });
}
