import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The id of the JSON block that carries the server's render to the browser. */
export const SERVER_STATE_ID = 'dd-server-state';

/** What the server hands the browser with a page it rendered. */
export interface ServerState {
  /** The query cache the page was rendered from. */
  queries: DehydratedState;
  /** When it was rendered (ms since epoch): 'n minutes ago' texts hydrate against the same clock. */
  renderedAt: number;
}

/** An ApiError as JSON carries it (an Error's message is not an enumerable property). */
interface ApiErrorJson {
  status: number;
  message: string;
  fromServer: boolean;
  code: ApiError['code'];
}

function isApiErrorJson(value: unknown): value is ApiErrorJson {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorJson).status === 'number';
}

/**
 * The server's state, or null on a page the server did not render. A query the server got a 4xx for (a product
 * that does not exist) is an ApiError again, so the page hydrates into the not-found state the server rendered.
 */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerState;
    for (const query of state.queries.queries) {
      const error: unknown = query.state.error;
      if (isApiErrorJson(error)) {
        query.state.error = new ApiError(error.status, error.message, error.fromServer, error.code);
      }
    }
    return state;
  } catch {
    return null;
  }
}

/** A 4xx answer is what the page shows (not found); other failures the browser asks for again. */
export function isLastingError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** An ApiError as JSON, its message included; anything else as it is. */
export function errorToJson(error: unknown): unknown {
  return error instanceof ApiError
    ? ({
        status: error.status,
        message: error.message,
        fromServer: error.fromServer,
        code: error.code,
      } satisfies ApiErrorJson)
    : error;
}

/**
 * A non-executable <script> (the CSP allows it) with the state as JSON; '<' is escaped so no string in it can
 * close the element.
 */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}
