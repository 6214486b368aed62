import { routedModule, type AppModule, type Platform } from '../module.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { cardDecksRoutes } from './card-decks.routes.js';
import { DeckService } from './card-decks.service.js';

/**
 * The card game's card list and decks. Owns card_decks. Built before registration, which creates every new
 * member's starter deck in the account's transaction.
 */
export function cardDecksModule(platform: Platform, deps: { accounts: AccountsService }): AppModule<DeckService> {
  const service = new DeckService({ db: platform.db, clock: platform.clock, accounts: deps.accounts });
  return routedModule('card-decks', service, cardDecksRoutes, { decks: service });
}
