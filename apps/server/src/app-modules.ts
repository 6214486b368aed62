import { accountDataModule } from './modules/account-data/index.js';
import { accountDeletionModule } from './modules/account-deletion/index.js';
import { accountRecoveryModule, accountsModule, authModule } from './modules/accounts/index.js';
import { adminModule } from './modules/admin/index.js';
import { adminProductsModule } from './modules/admin-products/index.js';
import { backupsModule } from './modules/backups/index.js';
import { blogModule } from './modules/blog/index.js';
import { cardDecksModule } from './modules/card-decks/index.js';
import { cardMatchModule } from './modules/card-match/index.js';
import { catalogModule } from './modules/catalog/index.js';
import { taxonomyModule } from './modules/taxonomy/index.js';
import { fairPlayModule } from './modules/fair-play/index.js';
import { forumModule } from './modules/forum/index.js';
import { gameScoresModule } from './modules/game-scores/index.js';
import { moderationModule } from './modules/moderation/index.js';
import { newsletterModule } from './modules/newsletter/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { pointsModule } from './modules/points/index.js';
import { profilesModule } from './modules/profiles/index.js';
import { pvpModule } from './modules/pvp/index.js';
import { retailerModule } from './modules/retailer/index.js';
import { seoModule } from './modules/seo/index.js';
import { suggestionsModule } from './modules/suggestions/index.js';
import { wishlistModule } from './modules/wishlist/index.js';
import { realtimeModule } from './modules/realtime/index.js';
import type { Platform } from './modules/module.js';

/**
 * Every server module, built from the platform and the services of the modules before it (the dependency order);
 * the record's key order is the order they register their routes and run their start-up work in. The one place
 * that says which modules make the app: `buildApp` registers them and `AppDeps` (tests' access) is derived from it.
 */
export async function buildModules(platform: Platform) {
  // The taxonomy answers which custom and gift categories exist; it is built later (it writes through the catalog).
  const catalog = catalogModule(platform, { taxonomy: () => taxonomy.service.taxonomy() });
  const points = pointsModule(platform);
  const accounts = accountsModule(platform);
  const newsletter = newsletterModule(platform, { points: points.service });
  // Registration creates each new member's starter deck in the account's transaction (the deck module reads
  // accounts, so accounts are handed the deck step rather than importing it).
  const cardDecks = cardDecksModule(platform, { accounts: accounts.service });
  const auth = authModule(platform, {
    accounts: accounts.service,
    newsletter: newsletter.service,
    setUpNewMember: (userId, tx) => cardDecks.service.createStarter(userId, tx),
  });
  const accountRecovery = accountRecoveryModule(platform, { accounts: accounts.service });
  const wishlist = wishlistModule(platform, {
    catalog: catalog.service,
    points: points.service,
    accounts: accounts.service,
  });
  const moderation = moderationModule(platform, {
    accounts: accounts.service,
    // The forum answers for its content; it is built next (it reads the viewer's blocks from moderation).
    findContent: (type, id) => forum.service.findContent(type, id),
    // Profiles own follows; they are built later (they read the blocks from moderation).
    removeFollow: (followerId, followeeId, tx) => profiles.service.removeFollow(followerId, followeeId, tx),
    // What a resolved report was about, for its reporter's notification (the forum is built next).
    describeContent: (type, id) => forum.service.describeContent(type, id),
    // Notifications are built next (they read the blocks from moderation).
    notify: (tx, input) => notifications.service.notify(tx, input),
  });
  // Other modules tell members what happened through it, in their own units of work.
  const notifications = notificationsModule(platform, {
    accounts: accounts.service,
    isBlocked: (blockerId, blockedId, tx) => moderation.service.isBlocked(blockerId, blockedId, tx),
    // The push hub is built last; the e-mails leave members with a tab open to the bell.
    onlineAmong: (userIds) => realtime.service.onlineAmong(userIds),
  });
  const forum = forumModule(platform, {
    accounts: accounts.service,
    points: points.service,
    moderation: moderation.service,
    notifications: notifications.service,
  });
  const gameScores = gameScoresModule(platform, { accounts: accounts.service, points: points.service });
  const profiles = profilesModule(platform, {
    accounts: accounts.service,
    points: points.service,
    wishlist: wishlist.service,
    forum: forum.service,
    moderation: moderation.service,
    gameStats: gameScores.service,
    notifications: notifications.service,
  });
  // Every finished duel and card match is settled through fair play (aborted, casual, the daily cap).
  const fairPlay = fairPlayModule(platform, { accounts: accounts.service, points: points.service });
  const pvp = pvpModule(platform, {
    accounts: accounts.service,
    moderation: moderation.service,
    fairPlay: fairPlay.service,
    ratings: gameScores.duelRatings,
  });
  const cardMatches = cardMatchModule(platform, {
    accounts: accounts.service,
    fairPlay: fairPlay.service,
    pvp: pvp.service,
    moderation: moderation.service,
    notifications: notifications.service,
    decks: cardDecks.service,
  });
  // The data export reads each area through its owner's service.
  const accountData = accountDataModule(platform, {
    accounts: accounts.service,
    wishlist: wishlist.service,
    points: points.service,
    forum: forum.service,
    moderation: moderation.service,
    profiles: profiles.service,
    decks: cardDecks.service,
    cardMatches: cardMatches.service,
    pvp: pvp.service,
    gameStats: gameScores.service,
  });
  // Deleting an account asks each module holding the member's data to forget it, in one transaction.
  const accountDeletion = accountDeletionModule(platform, {
    accounts: accounts.service,
    pvp: pvp.service,
    cardMatches: cardMatches.service,
    profiles: profiles.service,
    wishlist: wishlist.service,
    points: points.service,
    moderation: moderation.service,
    cardDecks: cardDecks.service,
    gameStats: gameScores.service,
    newsletter: newsletter.service,
    notifications: notifications.service,
  });
  const suggestions = suggestionsModule(platform);
  const blog = await blogModule(platform);
  const taxonomy = taxonomyModule(platform, { catalog: catalog.service });
  const admin = adminModule(platform, {
    accounts: accounts.service,
    newsletter: newsletter.service,
    suggestions: suggestions.service,
  });
  const retailer = retailerModule(platform, { catalog: catalog.service });
  const adminProducts = adminProductsModule(platform, {
    catalog: catalog.service,
    taxonomy: taxonomy.service,
    retailer: retailer.service,
    accounts: accounts.service,
  });
  const realtime = realtimeModule(platform, { authenticate: (token) => accounts.service.authenticate(token) });
  const seo = seoModule(platform, {
    catalog: catalog.service,
    blog: blog.service,
    taxonomy: taxonomy.service,
    forum: forum.service,
  });
  const backups = backupsModule(platform);
  // The order they register in (and run their start-up work in).
  return {
    catalog,
    newsletter,
    auth,
    accountRecovery,
    points,
    wishlist,
    profiles,
    forum,
    moderation,
    notifications,
    suggestions,
    blog,
    seo,
    taxonomy,
    admin,
    adminProducts,
    retailer,
    gameScores,
    fairPlay,
    pvp,
    cardMatches,
    cardDecks,
    accounts,
    accountData,
    accountDeletion,
    realtime,
    backups,
  };
}

export type AppModules = Awaited<ReturnType<typeof buildModules>>;

/** Each module's service under the module's name. */
export type ModuleServices = { [K in keyof AppModules]: AppModules[K]['service'] };

export function servicesOf(modules: AppModules): ModuleServices {
  return Object.fromEntries(Object.entries(modules).map(([name, module]) => [name, module.service])) as ModuleServices;
}
