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
  // The services later modules are built from, one record per layer of the dependency order: each module takes
  // the whole record and reads the ones its deps type names (`decks`, `gameStats` and `ratings` are named by role).
  const core = { catalog: catalog.service, points: points.service, accounts: accounts.service };
  const newsletter = newsletterModule(platform, core);
  const cardDecks = cardDecksModule(platform, core);
  const accountRecovery = accountRecoveryModule(platform, core);
  const wishlist = wishlistModule(platform, core);
  const moderation = moderationModule(platform, {
    ...core,
    // The forum answers for its content; it is built later (it reads the viewer's blocks from moderation).
    findContent: (type, id) => forum.service.findContent(type, id),
    // Profiles own follows; they are built later (they read the blocks from moderation).
    removeFollow: (followerId, followeeId, tx) => profiles.service.removeFollow(followerId, followeeId, tx),
    // What a resolved report was about, for its reporter's notification (the forum is built later).
    describeContent: (type, id) => forum.service.describeContent(type, id),
    // Notifications are built next (they read the blocks from moderation).
    notify: (tx, input) => notifications.service.notify(tx, input),
  });
  // Other modules tell members what happened through it, in their own units of work.
  const notifications = notificationsModule(platform, {
    ...core,
    blockedAmong: (pairs, tx) => moderation.service.blockedAmong(pairs, tx),
    // The push hub is built last; the e-mails leave members with a tab open to the bell.
    onlineAmong: (userIds) => realtime.service.onlineAmong(userIds),
  });
  const community = {
    ...core,
    newsletter: newsletter.service,
    decks: cardDecks.service,
    wishlist: wishlist.service,
    moderation: moderation.service,
    notifications: notifications.service,
  };
  // Registration creates each new member's starter deck in the account's transaction (the deck module reads
  // accounts, so accounts are handed the deck step rather than importing it).
  const auth = authModule(platform, {
    ...community,
    setUpNewMember: (userId, tx) => cardDecks.service.createStarter(userId, tx),
  });
  const forum = forumModule(platform, community);
  const gameScores = gameScoresModule(platform, community);
  // Every finished duel and card match is settled through fair play (aborted, casual, the daily cap).
  const fairPlay = fairPlayModule(platform, community);
  const activity = {
    ...community,
    forum: forum.service,
    gameStats: gameScores.service,
    ratings: gameScores.duelRatings,
    fairPlay: fairPlay.service,
  };
  const profiles = profilesModule(platform, activity);
  const pvp = pvpModule(platform, activity);
  const duels = { ...activity, pvp: pvp.service };
  const cardMatches = cardMatchModule(platform, duels);
  const memberData = { ...duels, profiles: profiles.service, cardMatches: cardMatches.service };
  // The data export reads each area through its owner's service.
  const accountData = accountDataModule(platform, memberData);
  // Deleting an account asks each module holding the member's data to forget it, in one transaction.
  const accountDeletion = accountDeletionModule(platform, memberData);
  const suggestions = suggestionsModule(platform);
  const blog = await blogModule(platform);
  const taxonomy = taxonomyModule(platform, core);
  const admin = adminModule(platform, { ...community, suggestions: suggestions.service });
  const retailer = retailerModule(platform, core);
  const adminProducts = adminProductsModule(platform, {
    ...core,
    taxonomy: taxonomy.service,
    retailer: retailer.service,
  });
  const realtime = realtimeModule(platform, { authenticate: (token) => accounts.service.authenticate(token) });
  const seo = seoModule(platform, { ...activity, blog: blog.service, taxonomy: taxonomy.service });
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
