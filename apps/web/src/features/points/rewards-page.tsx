import { REWARDS_TEXT, href } from '@dd/contracts';
import { useSession } from '../../lib/use-session';
import { userLabel } from '../../lib/session-user';
import { Page } from '../../components/page';
import { PageHeader, EmojiArt } from '../../components/page-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { StateMessage } from '../../components/state-message';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useGamePointsToday, usePointsBalance, usePointsHistory } from './api';
import { EarnPointsList } from './earn-points-list';
import { FairPlayPanel } from './fair-play-panel';
import { PointsCircle } from './points-circle';
import { PointsHistory } from './points-history';
import { HISTORY_LIMIT } from './query-keys';
import { SubscribeCta } from './subscribe-cta';
import { newsletterStatus } from './subscribe-offer';
import { RetryButton } from '../../components/query-state';
import { GlowBlob } from '../../components/glow-blob';

/**
 * /rewards: the points balance, how to earn more, today's game points and the fair-play rules, and the recent
 * ledger (community spec section 2; issue 21).
 */
export default function RewardsPage() {
  useDocumentTitle('Rewards');
  const { loggedIn } = useSession();
  return (
    <Page>
      <PageHeader
        title="Rewards"
        art={<EmojiArt emoji="🏆" />}
        subtitle="Points for the things you already do here: subscribing, saving finds to your wishlist and more."
      />
      {loggedIn ? <MemberRewards /> : <SignInPrompt message={REWARDS_TEXT.loggedOut} returnTo={href('rewards')} />}
    </Page>
  );
}

function MemberRewards() {
  const { user } = useSession();
  const balance = usePointsBalance(true);
  const history = usePointsHistory(true);
  const gameToday = useGamePointsToday(true);
  const newsletter = history.data ? newsletterStatus(history.data.entries, HISTORY_LIMIT) : 'unknown';

  return (
    <div className="grid gap-6 lg:grid-cols-[1.1fr_1fr] lg:gap-8">
      <section
        aria-label="Your points"
        className="relative flex flex-col items-center gap-6 overflow-hidden rounded-card bg-ink px-5 py-10 shadow-card sm:px-8"
      >
        <GlowBlob className="-left-16 -top-16 size-56 bg-zap/40" />
        <GlowBlob className="-bottom-20 -right-12 size-64 bg-hot/30" />
        <p className="relative text-center text-2xl font-extrabold text-white sm:text-3xl">
          {balance.data?.total_points ? 'Nice stash' : 'Hey'}, <span className="text-sun">{userLabel(user)}</span>!
        </p>
        <div className="relative">
          {balance.isPending ? (
            <div
              role="status"
              className="flex size-64 flex-col items-center justify-center gap-3 text-white sm:size-72"
            >
              <span
                aria-hidden
                className="size-12 rounded-full border-4 border-white/20 border-t-sun animate-[dd-spin_0.8s_linear_infinite]"
              />
              <p className="font-bold">Loading your points...</p>
            </div>
          ) : balance.isError ? (
            <div className="rounded-card bg-surface">
              <StateMessage kind="error" title={errorMessage(balance.error, REWARDS_TEXT.balanceFailed)}>
                <RetryButton query={balance} size="sm" />
              </StateMessage>
            </div>
          ) : (
            <PointsCircle total={balance.data.total_points} />
          )}
        </div>
        {newsletter === 'not-earned' && (
          <div className="relative w-full">
            <SubscribeCta />
          </div>
        )}
      </section>
      <EarnPointsList newsletter={newsletter} />
      <div className="lg:col-span-2">
        <FairPlayPanel today={gameToday} />
      </div>
      <div className="lg:col-span-2">
        <PointsHistory history={history} />
      </div>
    </div>
  );
}
