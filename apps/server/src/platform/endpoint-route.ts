import type { Endpoint, HttpMethod, Wire } from '@dd/contracts';
import type {
  ContextConfigDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, errorResponses } from './errors.js';
import { fieldMessage } from './validation-message.js';

type ZodInstance = Parameters<FastifyPluginAsyncZod>[0];

/** The Fastify schema an endpoint's wire amounts to (what types the handler's request and answer). */
interface SchemaOf<W extends Wire> {
  params: W['params'];
  querystring: W['query'];
  body: W['body'];
  response: W['responses'] & ReturnType<typeof errorResponses<W['errors']>>;
}

export type EndpointHandler<W extends Wire> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<W>,
  ZodTypeProvider
>;

/** Route options beside the endpoint's own (hooks, body limits, rate-limit config). */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers the handler for an endpoint of @dd/contracts: method, path, validation, the API document's entry and
 * the error statuses all come from the definition, so the route file holds only what the server does.
 */
export function serve<M extends HttpMethod, P extends string, W extends Wire>(
  app: ZodInstance,
  endpoint: Endpoint<M, P, W>,
  handler: EndpointHandler<W>,
  extras: RouteExtras = {},
): void {
  const wire = endpoint.wire;
  if (!wire) throw new Error(`${endpoint.method} ${endpoint.path}: the definition carries no schemas`);
  const failures = wire.failure
    ? Object.fromEntries(wire.errors.map((status) => [status, wire.failure]))
    : errorResponses(...wire.errors);
  const response = { ...wire.responses, ...failures };
  const schema: Record<string, unknown> = { tags: [...wire.tags], summary: wire.summary };
  // None documented (an image, a CSV stream): left out, so the document shows its default answer.
  if (Object.keys(response).length > 0) schema.response = response;
  if (wire.description !== undefined) schema.description = wire.description;
  if (wire.bearer) schema.security = [{ bearerAuth: [] }];
  if (wire.params) schema.params = wire.params;
  if (wire.query) schema.querystring = wire.query;
  if (wire.body) schema.body = wire.body;
  // The handler's types come from SchemaOf<W>; Fastify's own route() cannot see through the generic wire.
  app.route({ ...extras, method: endpoint.method, url: endpoint.path, schema, handler } as RouteOptions);
}

/**
 * `serve` for a form whose failures the contracts word for visitors: a failing field answers 400 with its own
 * message ('Please enter a valid email address'), not a schema path; a bad whole body with `fallback`.
 */
export function serveForm<M extends HttpMethod, P extends string, W extends Wire>(
  app: ZodInstance,
  endpoint: Endpoint<M, P, W>,
  fallback: string,
  handler: EndpointHandler<W>,
  extras: RouteExtras = {},
): void {
  const checked: EndpointHandler<W> = function (request, reply) {
    if (request.validationError) throw badRequest(fieldMessage(request.validationError, fallback));
    return handler.call(this, request, reply);
  };
  serve(app, endpoint, checked, { ...extras, attachValidation: true });
}
