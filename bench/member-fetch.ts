/** A member's request to the API, signed in with `token`: a GET, or with a `body` a POST of it as JSON. */
export function memberFetch(url: string, path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
