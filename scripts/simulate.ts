/**
 * Plays many card games to show the rules end and are fair: `npm run simulate [games] [--card-set N]` (the
 * current card set by default; `--card-set 1` plays the set from before issue 22's balance, for comparison). Prints, for
 * bot-vs-bot, random-vs-random and bot-vs-random, the first player's win rate, the tie rate, how long games
 * last, how they end, each card's play rate and win rate (share of its plays made by the eventual winner), and
 * how many games a second the engine played. Game n is dealt from the seed SHA-256(n) on the match generator (the
 * seed stream), so every run plays the same games. Then it checks the balance bounds on the bot-vs-bot games (no
 * card above 65 %, the first player at 45-55 %) and exits with 1 when one fails.
 */
import { createHash } from 'node:crypto';
import {
  BalanceTally,
  CARD_SET_VERSION,
  CARD_SET_VERSIONS,
  FIRST_PLAYER_WIN_RATE,
  isCardSetVersion,
  MAX_CARD_WIN_RATE,
  botAction,
  playGame,
  randomAction,
  seededRandom,
  type CardSetVersion,
  type GameSeed,
  type Strategy,
} from '@dd/game';

const args = process.argv.slice(2);
const setAt = args.indexOf('--card-set');
const setArg = setAt >= 0 ? Number(args[setAt + 1]) : CARD_SET_VERSION;
if (!isCardSetVersion(setArg)) throw new Error(`--card-set: one of ${CARD_SET_VERSIONS.join(', ')}`);
const version: CardSetVersion = setArg;
const games = Number(args.find((a, i) => /^\d+$/.test(a) && (setAt < 0 || i !== setAt + 1)) ?? 10_000);

const seedOf = (n: number): GameSeed => createHash('sha256').update(String(n)).digest('hex');

const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)} %`;

function report(
  label: string,
  strategies: (seed: number) => readonly [Strategy, Strategy],
  seatA?: string,
): BalanceTally {
  const tally = new BalanceTally();
  let seatAWins = 0;
  const turns: number[] = [];
  const reasons = new Map<string, number>();
  const started = performance.now();
  for (let seed = 1; seed <= games; seed++) {
    const game = playGame(seedOf(seed), strategies(seed), undefined, version);
    tally.add(game);
    const { final } = game;
    if (final.winner === 1) seatAWins++;
    turns.push(final.turnCount);
    reasons.set(final.winReason ?? '?', (reasons.get(final.winReason ?? '?') ?? 0) + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  turns.sort((a, b) => a - b);
  const at = (q: number) => turns[Math.min(turns.length - 1, Math.floor(q * turns.length))];
  const decided = games - tally.ties;
  console.log(`\n${label}: ${games} games, ${Math.round(games / seconds)} games a second`);
  console.log(
    `  first player wins ${pct(tally.firstWins, decided)} of decided games (${pct(tally.firstWins, games)} of all)`,
  );
  console.log(`  ties ${pct(tally.ties, games)}`);
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
  for (const row of tally.rows()) {
    console.log(
      `  ${row.name.padEnd(18)}${pct(row.plays, tally.plays).padStart(7)}   ${pct(row.wins, row.plays).padStart(7)}`,
    );
  }
  return tally;
}

console.log(`card set ${version}${version === CARD_SET_VERSION ? ' (the current one)' : ''}`);
const botGames = report('bot vs bot', () => [botAction, botAction]);
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

// The balance bounds (issue 22) hold on the bot-vs-bot games: a card's win rate there says how strong the card is
// when both sides play it sensibly; random play mostly measures luck.
const failures = botGames.failures();
const top = [...botGames.rows()].sort((a, b) => b.winRate - a.winRate)[0];
console.log(`\nbalance check (bot vs bot, card set ${version})`);
console.log(
  `  first player ${pct(botGames.firstWins, games - botGames.ties)} ` +
    `(bound ${pct(FIRST_PLAYER_WIN_RATE.min, 1)}-${pct(FIRST_PLAYER_WIN_RATE.max, 1)})`,
);
console.log(
  `  highest card win rate ${top ? `${top.name} ${pct(top.wins, top.plays)}` : '-'} (bound ${pct(MAX_CARD_WIN_RATE, 1)})`,
);
if (failures.length > 0) {
  for (const failure of failures) console.log(`  FAILED: ${failure}`);
  process.exitCode = 1;
} else {
  console.log('  passed');
}
