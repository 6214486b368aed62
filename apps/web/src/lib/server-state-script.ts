import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON block that carries the server's render to the browser. */
export const SERVER_STATE_ID = 'dd-server-state';

/** What the server hands the browser with a page it rendered. */
export interface ServerState {
  /** The query cache the page was rendered from. */
  queries: DehydratedState;
  /** When it was rendered (ms since epoch): 'n minutes ago' texts hydrate against the same clock. */
  renderedAt: number;
}

/** The server's state, or null on a page the server did not render. */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
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
