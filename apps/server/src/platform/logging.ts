import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.js';

/** Query parameters whose values never reach the logs. */
const SECRET_QUERY_KEYS = /^(password|token|email|access_token)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[REDACTED]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-admin-password"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirm_password',
        '*.token',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
