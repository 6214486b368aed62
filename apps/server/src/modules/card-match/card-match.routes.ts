import { cardMatchEndpoints, cardRematchEndpoints } from '@dd/contracts';
import { serve } from '../../platform/endpoint-route.js';
import { memberRoutes } from '../../platform/members-only.js';
import { neverStored } from '../../platform/never-stored.js';
import { gameWriteLimit } from '../game-write-limit.js';
import type { CardMatchService } from './card-match.service.js';
import type { CardRematchService } from './card-rematch.service.js';

/** The spec's card match calls (section 7); all need a login and take the caller's own id as playerId. */
export const cardMatchRoutes = memberRoutes<{
  matches: CardMatchService;
  rematches: CardRematchService;
  writesPerMinute: number;
}>((members, { matches, rematches, writesPerMinute }) => {
  const moveLimit = { config: { rateLimit: gameWriteLimit(writesPerMinute), compress: false } };
  // A match's answer (about 1.5 KB, one player's view after one move) is sent as it is: compressing it on every
  // move and read cost the event loop more than the kilobyte it saves (issue 26, decisions.md).
  const uncompressed = { config: { compress: false } };
  // Answers depend on the caller and change with every move.
  neverStored(members);

  serve(
    members,
    cardRematchEndpoints.createMatch,
    async (request) => rematches.createMatch(request.member.id, request.body),
    moveLimit,
  );

  serve(
    members,
    cardRematchEndpoints.invite,
    async (request) => ({ invitation: await rematches.invite(request.member.id, request.body) }),
    moveLimit,
  );

  serve(members, cardRematchEndpoints.open, async (request) => ({
    invitations: await rematches.openInvitations(request.member.id),
  }));

  serve(members, cardRematchEndpoints.invitation, async (request) => ({
    invitation: await rematches.invitation(request.member.id, request.params.id),
  }));

  serve(
    members,
    cardRematchEndpoints.accept,
    async (request) => rematches.accept(request.member.id, request.params.id),
    moveLimit,
  );

  serve(
    members,
    cardRematchEndpoints.decline,
    async (request) => ({ invitation: await rematches.close(request.member.id, request.params.id) }),
    moveLimit,
  );

  serve(
    members,
    cardMatchEndpoints.practice,
    async (request) => matches.startPractice(request.member.id, request.body.mode),
    moveLimit,
  );

  serve(
    members,
    cardMatchEndpoints.state,
    async (request) => matches.matchState(request.member.id, request.query.matchId, request.query.playerId),
    uncompressed,
  );

  serve(members, cardMatchEndpoints.version, async (request) =>
    matches.matchVersion(request.member.id, request.params.id),
  );

  serve(
    members,
    cardMatchEndpoints.playCard,
    async (request) => matches.playCard(request.member.id, request.body),
    moveLimit,
  );

  serve(
    members,
    cardMatchEndpoints.endTurn,
    async (request) => matches.endTurn(request.member.id, request.body),
    moveLimit,
  );

  serve(
    members,
    cardMatchEndpoints.forfeit,
    async (request) => matches.forfeit(request.member.id, request.body),
    moveLimit,
  );
});
