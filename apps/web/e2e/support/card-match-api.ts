import type { CardMatchStateResponse, JoinCardQueueResponse } from '@dd/contracts';
import { expect } from 'vitest';
import type { Member } from './member-session';
import { apiCall, type HasBaseUrl } from './site-api';

/** The card match as `member` sees it, through the API. */
export async function cardMatchState(
  site: HasBaseUrl,
  member: Member,
  matchId: number,
): Promise<CardMatchStateResponse> {
  const res = await apiCall<CardMatchStateResponse>(
    site,
    member,
    'GET',
    `/api/card/get-match-state?matchId=${matchId}&playerId=${member.id}`,
  );
  expect(res.status).toBe(200);
  return res.body;
}

/** Pairs two members through the blitz queue, as the lobby does: the first waits, the second gets the match. */
export async function blitzMatch(site: HasBaseUrl, a: Member, b: Member): Promise<number> {
  const first = await apiCall<JoinCardQueueResponse>(site, a, 'POST', '/api/card/join-blitz-queue', {});
  expect(first.body).toEqual({ status: 'waiting' });
  const second = await apiCall<JoinCardQueueResponse>(site, b, 'POST', '/api/card/join-blitz-queue', {});
  expect('matchId' in second.body).toBe(true);
  const matchId = (second.body as { matchId: number }).matchId;
  // The first player's repeat of the join brings the same match.
  const again = await apiCall<JoinCardQueueResponse>(site, a, 'POST', '/api/card/join-blitz-queue', {});
  expect(again.body).toEqual({ matchId });
  return matchId;
}
