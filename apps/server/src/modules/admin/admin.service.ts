import type { Clock } from '../../platform/clock.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { NewsletterService } from '../newsletter/newsletter.service.js';
import type { SuggestionsService } from '../suggestions/suggestions.service.js';
import type { AdminRepository } from './admin.repository.js';

export interface AdminServiceDeps {
  repo: AdminRepository;
  accounts: AccountsService;
  newsletter: NewsletterService;
  suggestions: SuggestionsService;
  clock: Clock;
}

export class AdminService {
  constructor(readonly deps: AdminServiceDeps) {}
}
