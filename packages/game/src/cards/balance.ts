import { CARDS } from './card-set.js';
import type { PlayedGame } from './play.js';

/** No card may win more of the bot-vs-bot games it is played in than this (issue 22). */
export const MAX_CARD_WIN_RATE = 0.65;
/** The first player's share of decided bot-vs-bot games must stay in this range. */
export const FIRST_PLAYER_WIN_RATE = { min: 0.45, max: 0.55 } as const;

export interface CardBalanceRow {
  id: string;
  name: string;
  /** Times the card was played. */
  plays: number;
  /** Plays made by the player who went on to win. */
  wins: number;
  /** wins / plays (0 for a card never played). */
  winRate: number;
}

/**
 * What a run of games says about balance: the first player's win rate over decided games, and each card's win
 * rate, the share of its plays made by the eventual winner (`npm run simulate`'s measure).
 */
export class BalanceTally {
  games = 0;
  ties = 0;
  firstWins = 0;
  plays = 0;
  private readonly cards = new Map(CARDS.map((c) => [c.id, { plays: 0, wins: 0 }]));

  add({ final, firstPlayer, plays }: PlayedGame): void {
    this.games++;
    if (final.winner === null) this.ties++;
    else if (final.winner === firstPlayer) this.firstWins++;
    for (const play of plays) {
      const stats = this.cards.get(play.cardId);
      if (!stats) continue;
      stats.plays++;
      this.plays++;
      if (final.winner === play.playerId) stats.wins++;
    }
  }

  get firstPlayerWinRate(): number {
    return this.firstWins / Math.max(this.games - this.ties, 1);
  }

  rows(): CardBalanceRow[] {
    return CARDS.map((card) => {
      const { plays, wins } = this.cards.get(card.id) ?? { plays: 0, wins: 0 };
      return { id: card.id, name: card.name, plays, wins, winRate: wins / Math.max(plays, 1) };
    });
  }

  /** The bounds this run breaks, as sentences; empty when it holds them all. */
  failures(): string[] {
    const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
    const out: string[] = [];
    const first = this.firstPlayerWinRate;
    if (first < FIRST_PLAYER_WIN_RATE.min || first > FIRST_PLAYER_WIN_RATE.max) {
      out.push(
        `the first player wins ${pct(first)} of decided games, outside ` +
          `${pct(FIRST_PLAYER_WIN_RATE.min)}-${pct(FIRST_PLAYER_WIN_RATE.max)}`,
      );
    }
    for (const row of this.rows()) {
      if (row.winRate > MAX_CARD_WIN_RATE) {
        out.push(`${row.name} wins ${pct(row.winRate)} of its plays, above ${pct(MAX_CARD_WIN_RATE)}`);
      }
    }
    return out;
  }
}
