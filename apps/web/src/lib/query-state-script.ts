import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON block that carries the server's query cache to the browser. */
export const QUERY_STATE_ID = 'dd-query-state';

/** The server's query cache, or null on a page the server did not render. */
export function readQueryState(doc: Document): DehydratedState | null {
  const text = doc.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}

/**
 * A non-executable <script> (CSP allows it) with the cache as JSON; '<' is escaped so no string in it can
 * close the element.
 */
export function queryStateScript(state: DehydratedState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${QUERY_STATE_ID}">${json}</script>`;
}
