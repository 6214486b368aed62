import {
  FAIR_PLAY,
  formatCount,
  href,
  type FairPlayEarner,
  type FairPlayPair,
  type FairPlayWindow,
} from '@dd/contracts';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminLayout } from '../../components/admin/admin-layout';
import { FilterChips, Panel, Pill } from '../../components/admin/admin-ui';
import { QueryState } from '../../components/query-state';
import { StateMessage } from '../../components/state-message';
import { errorMessage } from '../../lib/api-client';
import { parseChoice } from './admin-format';
import { useFairPlayReport } from './api';
import {
  earnerFlags,
  FAIR_PLAY_WINDOWS,
  GAME_EMOJI,
  GAME_LABELS,
  memberPath,
  pairFlags,
  shownReplays,
  WINDOW_LABELS,
  windowLabel,
  type Flag,
  type FairPlayWindowId,
} from './fair-play-report';

const WINDOW_OPTIONS = FAIR_PLAY_WINDOWS.map((id) => ({ id, label: WINDOW_LABELS[id] }));
const PAIR_COLUMNS = [
  { title: 'Players' },
  { title: 'Games', numeric: true },
  { title: 'Rated', numeric: true },
  { title: 'Paid nothing' },
  { title: 'Replays' },
];
const EARNER_COLUMNS = [
  { title: 'Member' },
  { title: 'Points', numeric: true },
  { title: 'Games', numeric: true },
  { title: 'Opponents', numeric: true },
  { title: 'Paid less' },
];

const headClass =
  'hidden bg-paper text-xs font-bold uppercase tracking-wide text-muted md:table-header-group [&_th]:px-4 [&_th]:py-3';
const rowClass =
  'grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 border-t border-line px-4 py-4 first:border-t-0 md:table-row md:p-0 md:first:border-t md:[&>td]:px-4 md:[&>td]:py-3 md:[&>td]:align-top';
const linkClass = 'font-bold text-ink underline-offset-2 hover:text-zap hover:underline';

/**
 * /admin/fair-play (issue 21): today's and the last 7 days' pairs of members who played each other most, and the
 * members who earned the most game points, each linking to the members and, for card games, their replays. Two
 * accounts farming each other show up as one pair with many games, most of them aborted or casual.
 */
export default function AdminFairPlayPage() {
  const [params, setParams] = useSearchParams();
  const windowId = parseChoice(params.get('window'), FAIR_PLAY_WINDOWS);
  const report = useFairPlayReport();

  return (
    <AdminLayout
      title="Fair play"
      subtitle="Who plays whom most, and who earns most from duels and card games. Days are UTC."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterChips
          label="Window"
          options={WINDOW_OPTIONS}
          active={windowId}
          onChange={(id) => setParams(id === 'today' ? {} : { window: id }, { replace: true })}
        />
        <p className="text-sm text-ink-soft" data-testid="fair-play-rules">
          Paid: {FAIR_PLAY.pairGamesPerDay} games a day per pair · aborted: loser under {FAIR_PLAY.minLoserMoves} moves
          · cap: {FAIR_PLAY.dailyGamePoints} points a day
        </p>
      </div>
      <QueryState
        query={report}
        loading="Loading the fair-play report..."
        error={(error) => errorMessage(error, 'Could not load the fair-play report.')}
        frame={(state) => <Panel>{state}</Panel>}
        className="py-8"
      >
        {(data) => <WindowReport id={windowId} window={data[windowId]} />}
      </QueryState>
    </AdminLayout>
  );
}

function WindowReport({ id, window }: { id: FairPlayWindowId; window: FairPlayWindow }) {
  const when = windowLabel(window.from, window.to);
  const period = id === 'today' ? 'today' : 'in the last 7 days';
  return (
    <div className="flex flex-col gap-6">
      <Panel title="Pairs who played each other most" actions={<WindowNote text={when} />}>
        {window.pairs.length === 0 ? (
          <StateMessage kind="empty" title={`No duels or card games finished ${period}.`} className="py-8" />
        ) : (
          <Table label={`Pairs ${period}`} head={PAIR_COLUMNS}>
            {window.pairs.map((pair) => (
              <PairRow key={`${pair.game}-${pair.memberA.id}-${pair.memberB.id}`} pair={pair} />
            ))}
          </Table>
        )}
      </Panel>
      <Panel title="Top game earners" actions={<WindowNote text={when} />}>
        {window.earners.length === 0 ? (
          <StateMessage kind="empty" title={`Nobody earned game points ${period}.`} className="py-8" />
        ) : (
          <Table label={`Earners ${period}`} head={EARNER_COLUMNS}>
            {window.earners.map((earner) => (
              <EarnerRow key={earner.member.id} earner={earner} />
            ))}
          </Table>
        )}
      </Panel>
    </div>
  );
}

function WindowNote({ text }: { text: string }) {
  return <span className="text-sm font-bold text-muted">{text}</span>;
}

/** A column heading; `numeric` columns are right-aligned. */
interface Column {
  title: string;
  numeric?: boolean;
}

function Table({ label, head, children }: { label: string; head: Column[]; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line">
      <table className="w-full border-collapse text-left" aria-label={label}>
        <thead className={headClass}>
          <tr>
            {head.map((column) => (
              <th key={column.title} scope="col" className={column.numeric ? 'text-right' : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function MemberLink({ member }: { member: { id: number; username: string } }) {
  return (
    <Link to={memberPath(member.id)} className={linkClass}>
      {member.username}
    </Link>
  );
}

/** A figure: a right-aligned number in the table, 'n games' on a phone. */
/** Where a figure's cell sits in a phone's two-column card: the row's main figure beside the name, others below. */
const FIGURE_PLACES = {
  main: 'col-start-2 row-start-1 text-right',
  second: 'text-sm md:text-right md:text-base',
  third: 'col-start-2 row-start-2 text-right text-sm md:text-base',
} as const;

/** A count and, on a phone (no column heads), its unit. */
function FigureCell({
  value,
  unit,
  place,
}: {
  value: number;
  unit: [string, string];
  place: keyof typeof FIGURE_PLACES;
}) {
  return (
    <td className={FIGURE_PLACES[place]}>
      <span className={place === 'main' ? 'font-display text-lg font-extrabold text-ink' : 'font-bold text-ink'}>
        {formatCount(value)}
      </span>
      <span className="ml-1 text-sm text-muted md:hidden">{value === 1 ? unit[0] : unit[1]}</span>
    </td>
  );
}

function FlagsCell({ flags }: { flags: Flag[] }) {
  return (
    <td className="col-span-2 md:col-span-1">
      <Flags flags={flags} />
    </td>
  );
}

function Flags({ flags }: { flags: Flag[] }) {
  // A phone's card says nothing rather than a bare 'None' out of its column.
  if (flags.length === 0) return <span className="hidden text-sm text-muted md:inline">None</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {flags.map((flag) => (
        <Pill key={flag.text} tone={flag.tone}>
          {flag.text}
        </Pill>
      ))}
    </span>
  );
}

function PairRow({ pair }: { pair: FairPlayPair }) {
  const replays = shownReplays(pair.replayMatchIds);
  const players = `${pair.memberA.username} and ${pair.memberB.username}`;
  return (
    <tr data-testid="fair-play-pair" className={rowClass}>
      <td className="min-w-0">
        <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1 break-words">
          <MemberLink member={pair.memberA} />
          <span className="text-sm font-bold text-muted">vs</span>
          <MemberLink member={pair.memberB} />
        </span>
        <span className="mt-1 block text-sm font-semibold text-ink-soft">
          <span aria-hidden>{GAME_EMOJI[pair.game]} </span>
          {GAME_LABELS[pair.game]}
        </span>
      </td>
      <FigureCell value={pair.games} unit={['game', 'games']} place="main" />
      <FigureCell value={pair.counted} unit={['rated', 'rated']} place="second" />
      <FlagsCell flags={pairFlags(pair)} />
      <td className="col-span-2 md:col-span-1">
        {replays.shown.length === 0 ? (
          <span className="text-sm text-muted md:block">
            {pair.game === 'card' ? 'No replays' : 'No replays for duels'}
          </span>
        ) : (
          <span className="flex flex-wrap items-center gap-1.5">
            <span className="text-sm font-bold text-muted md:hidden">Replays</span>
            {replays.shown.map((id) => (
              <Link
                key={id}
                to={href('cardGameReplay', { matchId: id })}
                aria-label={`Replay of match ${id} (${players})`}
                className="inline-flex min-h-9 items-center rounded-pill border border-line bg-surface px-3 text-sm font-bold text-zap hover:border-zap"
              >
                #{id}
              </Link>
            ))}
            {replays.more > 0 && <span className="text-sm text-muted">+{formatCount(replays.more)} more</span>}
          </span>
        )}
      </td>
    </tr>
  );
}

function EarnerRow({ earner }: { earner: FairPlayEarner }) {
  return (
    <tr data-testid="fair-play-earner" className={rowClass}>
      <td className="min-w-0 break-words">
        <MemberLink member={earner.member} />
      </td>
      <FigureCell value={earner.points} unit={['point', 'points']} place="main" />
      <FigureCell value={earner.games} unit={['game', 'games']} place="second" />
      <FigureCell value={earner.opponents} unit={['opponent', 'opponents']} place="third" />
      <FlagsCell flags={earnerFlags(earner)} />
    </tr>
  );
}
