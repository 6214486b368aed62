import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A POST whose body goes as written under `contentType`: for bodies `inject`'s JSON encoding would not send. */
export function postRaw(
  app: FastifyInstance,
  url: string,
  contentType: string,
  payload: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}

/** The one-click unsubscribe a mail client posts to a List-Unsubscribe address (RFC 8058). */
export function postOneClick(app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  return postRaw(app, url, 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click');
}
