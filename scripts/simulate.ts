/**
 * Plays many card games to show the rules end and are fair: `npm run simulate [games]`. Prints, for
 * bot-vs-bot and random-vs-random, the first player's win rate, the tie rate, how long games last, how
 * they end, each card's play rate and win rate (share of its plays made by the eventual winner), and how many
 * games a second the engine played. Game n is dealt from the seed SHA-256(n) on the match generator (the seed
 * stream), so every run plays the same games.
 */
import { createHash } from 'node:crypto';
import { CARDS, botAction, playGame, randomAction, seededRandom, type GameSeed, type Strategy } from '@dd/game';

const games = Number(process.argv[2] ?? 10_000);

const seedOf = (n: number): GameSeed => createHash('sha256').update(String(n)).digest('hex');

function report(label: string, strategies: (seed: number) => readonly [Strategy, Strategy], seatA?: string): void {
  let firstWins = 0;
  let ties = 0;
  let seatAWins = 0;
  const turns: number[] = [];
  const reasons = new Map<string, number>();
  const plays = new Map<string, { plays: number; wins: number }>(CARDS.map((c) => [c.id, { plays: 0, wins: 0 }]));
  let totalPlays = 0;
  const started = performance.now();
  for (let seed = 1; seed <= games; seed++) {
    const { final, firstPlayer, plays: played } = playGame(seedOf(seed), strategies(seed));
    if (final.winner === 1) seatAWins++;
    if (final.winner === null) ties++;
    else if (final.winner === firstPlayer) firstWins++;
    turns.push(final.turnCount);
    reasons.set(final.winReason ?? '?', (reasons.get(final.winReason ?? '?') ?? 0) + 1);
    for (const play of played) {
      const stats = plays.get(play.cardId);
      if (!stats) continue;
      stats.plays++;
      if (final.winner === play.playerId) stats.wins++;
      totalPlays++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)} %`;
  turns.sort((a, b) => a - b);
  const at = (q: number) => turns[Math.min(turns.length - 1, Math.floor(q * turns.length))];
  const decided = games - ties;
  console.log(`\n${label}: ${games} games, ${Math.round(games / seconds)} games a second`);
  console.log(`  first player wins ${pct(firstWins, decided)} of decided games (${pct(firstWins, games)} of all)`);
  console.log(`  ties ${pct(ties, games)}`);
  if (seatA) console.log(`  ${seatA} wins ${pct(seatAWins, games)}`);
  console.log(
    `  turns: mean ${(turns.reduce((s, t) => s + t, 0) / games).toFixed(1)}, min ${turns[0]}, p10 ${at(0.1)}, ` +
      `median ${at(0.5)}, p90 ${at(0.9)}, max ${turns[turns.length - 1]}`,
  );
  const buckets = new Map<string, number>();
  for (const t of turns) {
    const from = Math.floor((t - 1) / 5) * 5 + 1;
    const name = `${from}-${from + 4}`;
    buckets.set(name, (buckets.get(name) ?? 0) + 1);
  }
  console.log(`  length: ${[...buckets].map(([name, n]) => `${name}: ${pct(n, games)}`).join(', ')}`);
  console.log(`  endings: ${[...reasons].map(([name, n]) => `${name} ${pct(n, games)}`).join(', ')}`);
  console.log('  card              plays   win rate');
  for (const card of CARDS) {
    const stats = plays.get(card.id) ?? { plays: 0, wins: 0 };
    console.log(
      `  ${card.name.padEnd(18)}${pct(stats.plays, totalPlays).padStart(7)}   ${pct(stats.wins, stats.plays).padStart(7)}`,
    );
  }
}

report('bot vs bot', () => [botAction, botAction]);
report('random vs random', (seed) => {
  const rand = seededRandom(seed * 7919);
  return [(view) => randomAction(view, rand), (view) => randomAction(view, rand)];
});
report(
  'bot vs random',
  (seed) => {
    const rand = seededRandom(seed * 104729);
    // The bot sits in seat A, which moves first in about half the games.
    return [botAction, (view) => randomAction(view, rand)];
  },
  'the bot',
);
