/** The match id of the board's address: `/card-game/{matchId}` or `?matchId=`; null when there is none. */
export function matchIdFrom(param: string | undefined, pathname: string, search: string): number | null {
  const fromPath = param ?? /^\/card-game\/([^/]+)/i.exec(pathname)?.[1];
  const raw = fromPath ?? new URLSearchParams(search).get('matchId') ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
