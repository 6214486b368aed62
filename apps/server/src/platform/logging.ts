import type { FastifyServerOptions } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import pinoPretty from 'pino-pretty';
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

/**
 * Where the log goes: JSON lines on stdout (one object a line, for log collectors), or, for a person at a
 * terminal, pretty-printed lines, formatted on this thread (not a worker). main.ts writes its plain start-up lines
 * to the same stream, so they keep their place among the log's lines (pino's stdout writes are asynchronous).
 */
export function logDestination(pretty: boolean): DestinationStream {
  return pretty
    ? pinoPretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' })
    : pino.destination({ dest: 1, sync: false });
}

/** pino's options, writing to `stream` (stdout's JSON lines by default); secrets are redacted either way. */
export function loggerOptions(
  config: AppConfig,
  options: { stream?: DestinationStream } = {},
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(options.stream ? { stream: options.stream } : {}),
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
