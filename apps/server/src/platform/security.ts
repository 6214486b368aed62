import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { registerRejectNul } from './reject-nul.js';

/**
 * Browser features the site never uses, switched off for its pages and anything they embed. Only names
 * every Chromium build knows are listed: an unknown one is a console message on every page ('Unrecognized
 * feature'). `web-share` is unknown where the browser has no share sheet (Linux desktop), and its default
 * allowlist is already the site itself, so the share button needs no entry; nor does `clipboard-write`, but it
 * is known everywhere and says what the button uses. The games may go full screen.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'fullscreen=(self)',
  'clipboard-write=(self)',
].join(', ');

/** The WebSocket origin (ws: or wss:) of an http(s) URL: the push socket lives on the site's own host. */
export function socketOrigin(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
}

/**
 * A CSP the built app passes: no inline scripts, no other origins to connect to but the site's own socket
 * (`'self'` covers it in current browsers; the explicit ws/wss origin keeps older ones working). Product
 * images may come from any https host: the admin form accepts https image URLs (admin-product-rules.ts).
 */
export function helmetOptions(config: Pick<AppConfig, 'publicUrl' | 'devWebOrigin'>): HelmetOptions {
  const sockets = [socketOrigin(config.publicUrl)];
  if (config.devWebOrigin) sockets.push(new URL(config.devWebOrigin).origin, socketOrigin(config.devWebOrigin));
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes (banner offset, carousel transforms).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...new Set(sockets)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** Runs helmet once against a recording response and returns the headers it sets. */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Cookie options every cookie gets: `Secure` when the request came over HTTPS (directly, or through a proxy
 * `TRUST_PROXY` trusts), so the cookie never travels over plain HTTP afterwards; not on plain-HTTP sites
 * (local runs), where a Secure cookie would never come back.
 */
export function cookieSecurity(request: FastifyRequest): { secure: boolean } {
  return { secure: request.protocol === 'https' };
}

/** Security headers, with a CSP the built app passes; and the refusal of NUL characters (reject-nul.ts). */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  // The headers never vary by request, so they are computed once instead of on every request.
  // Documents and assets get the full set; JSON API answers the short set OWASP's REST cheat sheet
  // lists (a browser never renders them, so CSP sources, XSS and download options are moot there).
  const documentHeaders: Record<string, string> = {
    ...staticSecurityHeaders(helmetOptions(config)),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const apiHeaders = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'strict-transport-security': documentHeaders['strict-transport-security'] ?? 'max-age=31536000; includeSubDomains',
    'cross-origin-resource-policy': 'same-origin',
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') ? apiHeaders : documentHeaders,
    );
    done();
  });
  // After the headers hook, so a refused request still carries them.
  registerRejectNul(app);
}
