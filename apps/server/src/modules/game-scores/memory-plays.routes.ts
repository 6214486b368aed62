import { MEMORY_PLAY_LIMITS, MEMORY_TEXT, memoryGameEndpoints } from '@dd/contracts';
import { serve } from '../../platform/endpoint-route.js';
import { perMemberLimit } from '../../platform/member-rate-limit.js';
import { memberRoutes } from '../../platform/members-only.js';
import { neverStored } from '../../platform/never-stored.js';
import type { MemoryPlaysService } from './memory-plays.service.js';

/** New games are limited per member: a household or a school behind one address plays on. */
const START_LIMIT = perMemberLimit({
  name: 'memory-start',
  max: MEMORY_PLAY_LIMITS.startsPerMinute,
  timeWindow: '1 minute',
  tooMany: MEMORY_TEXT.tooManyStarts,
});

/** The memory game played on the server (fair play, issue 21): start a play, turn its cards one at a time. */
export const memoryPlaysRoutes = memberRoutes<{ plays: MemoryPlaysService }>((members, { plays }) => {
  neverStored(members);

  serve(members, memoryGameEndpoints.start, async (request) => plays.start(request.member.id), {
    config: { rateLimit: START_LIMIT },
  });

  serve(
    members,
    memoryGameEndpoints.flip,
    async (request) => plays.flip(request.member.id, request.params.playId, request.body.index),
    // Not counted against the per-address write limit (a game is 16-40 flips in well under a minute):
    // flips are paced per play instead, inside the play's own write.
    { config: { rateLimit: false } },
  );
});
