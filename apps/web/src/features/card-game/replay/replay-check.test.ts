import type { CardReplay } from '@dd/contracts';
import { seedCommitment } from '@dd/game';
import { describe, expect, it } from 'vitest';
import { engineInput, replayCheck, runOutcome, sameState, seedDigest, type RunOutcome } from './replay-check';

const ZERO_SEED = '0'.repeat(64);
/** SHA-256 of 32 zero bytes. */
const ZERO_DIGEST = '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925';
const SEED = 'a3'.repeat(32);

describe("the browser's hash of the seed", () => {
  it('is SHA-256 of the 32 seed bytes (not of the hex text), with Web Crypto', async () => {
    expect(await seedDigest(ZERO_SEED)).toBe(ZERO_DIGEST);
    expect(await seedDigest(SEED)).toBe(seedCommitment(SEED));
  });

  it('gives the same sum without Web Crypto (a page not served over HTTPS)', async () => {
    expect(await seedDigest(ZERO_SEED, undefined)).toBe(ZERO_DIGEST);
  });

  it('refuses anything that is not 64 lower-case hex characters', async () => {
    expect(await seedDigest('abc')).toBeNull();
    expect(await seedDigest('G'.repeat(64))).toBeNull();
  });
});

describe('comparing the replayed end with the recorded one', () => {
  it('ignores the order of keys and nothing else', () => {
    expect(sameState({ a: 1, b: [1, { c: 2, d: null }] }, { b: [1, { d: null, c: 2 }], a: 1 })).toBe(true);
    expect(sameState({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameState({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameState({ a: '1' }, { a: 1 })).toBe(false);
    expect(sameState([], {})).toBe(false);
    expect(sameState({ a: null }, { a: {} })).toBe(false);
  });

  it('says reproduced only when the last state equals the final one', () => {
    const final = { turnCount: 4, winner: 7 };
    expect(runOutcome({ ok: true, states: [{}, { winner: 7, turnCount: 4 }] }, final).kind).toBe('reproduced');
    expect(runOutcome({ ok: true, states: [{}, { winner: 9, turnCount: 4 }] }, final).kind).toBe('different');
    expect(runOutcome({ ok: false, index: 2, error: 'not_your_turn', message: 'Not your turn' }, final)).toEqual({
      kind: 'refused',
      move: 3,
      message: 'Not your turn',
    });
    expect(runOutcome({ ok: false, index: -1, error: 'invalid_deal', message: 'Unknown card: x' }, final)).toEqual({
      kind: 'error',
      message: 'Unknown card: x',
    });
    expect(runOutcome(new Error('Deck must have at least 10 cards'), final)).toEqual({
      kind: 'error',
      message: 'Deck must have at least 10 cards',
    });
  });
});

describe('the verdict', () => {
  const commitment = seedCommitment(SEED);
  const reproduced: RunOutcome<unknown> = { kind: 'reproduced', states: [] };

  it('is verified only when the hash matches and the moves reproduce the end', () => {
    expect(replayCheck(commitment, commitment, reproduced)).toEqual({ status: 'verified' });
    expect(replayCheck(commitment.toUpperCase(), commitment, reproduced)).toEqual({ status: 'verified' });
  });

  it('is still checking while the hash is computed, but says at once when the moves do not hold', () => {
    expect(replayCheck(commitment, undefined, reproduced)).toEqual({ status: 'checking' });
    expect(replayCheck(commitment, undefined, { kind: 'different', states: [] }).status).toBe('failed');
  });

  it('names a wrong hash first, whatever the moves do', () => {
    const check = replayCheck(commitment, ZERO_DIGEST, reproduced);
    expect(check).toEqual({
      status: 'failed',
      text: 'The seed does not hash to the commitment: this is not the shuffle the players were promised.',
    });
    expect(replayCheck(commitment, null, reproduced).status).toBe('failed');
  });

  it('says which move could not be replayed, or that the end differs', () => {
    expect(replayCheck(commitment, commitment, { kind: 'refused', move: 5, message: 'Card not in hand' })).toEqual({
      status: 'failed',
      text: 'Move 5 cannot be replayed from this seed (Card not in hand): the record does not hold together.',
    });
    expect(replayCheck(commitment, commitment, { kind: 'different', states: [] })).toEqual({
      status: 'failed',
      text: 'Replaying the moves from this seed does not reach the recorded result.',
    });
    expect(replayCheck(commitment, commitment, { kind: 'error', message: 'bad deck' })).toEqual({
      status: 'failed',
      text: 'This match cannot be replayed: bad deck',
    });
  });
});

describe("the engine's input", () => {
  it('puts players and decks in seat order and times in epoch ms', () => {
    const replay: CardReplay = {
      matchId: 3,
      seed: SEED,
      seedCommitment: seedCommitment(SEED),
      mode: 'blitz',
      practice: false,
      cardSet: 1,
      startedAt: '2026-01-01T00:00:00.000Z',
      playerA: { id: 7, username: 'alice' },
      playerB: { id: 9, username: 'bob' },
      decks: { playerA: ['impulse_buy'], playerB: ['refund'] },
      actions: [
        { n: 1, player: 9, type: 'play_card', cardId: 'refund', at: '2026-01-01T00:00:01.500Z' },
        { n: 2, player: 9, type: 'end_turn', at: '2026-01-01T00:00:02.000Z' },
      ],
      final: {},
    };
    expect(engineInput(replay)).toEqual({
      seed: SEED,
      players: [7, 9],
      decks: [['impulse_buy'], ['refund']],
      mode: 'blitz',
      cardSet: 1,
      startedAt: Date.UTC(2026, 0, 1),
      actions: [
        { type: 'play_card', playerId: 9, cardId: 'refund', at: Date.UTC(2026, 0, 1) + 1_500 },
        { type: 'end_turn', playerId: 9, at: Date.UTC(2026, 0, 1) + 2_000 },
      ],
    });
  });
});
