import { ACCOUNT_DATA_TEXT, ACCOUNT_EXPORTS_PER_HOUR, accountDataEndpoints } from '@dd/contracts';
import { serve } from '../../platform/endpoint-route.js';
import { perMemberLimit } from '../../platform/member-rate-limit.js';
import { memberRoutes } from '../../platform/members-only.js';
import type { AccountDataService } from './account-data.service.js';

/** Limited per member: the file reads every table the member has rows in. */
const EXPORT_LIMIT = perMemberLimit({
  name: 'account-export',
  max: ACCOUNT_EXPORTS_PER_HOUR,
  timeWindow: '1 hour',
  tooMany: ACCOUNT_DATA_TEXT.tooMany,
});

/** GET /api/account/export: the member's data as a JSON download. */
export const accountDataRoutes = memberRoutes<{ accountData: AccountDataService }>((members, { accountData }) => {
  serve(
    members,
    accountDataEndpoints.export,
    async (request, reply) => {
      const { fileName, data } = await accountData.exportFor(request.member.id, request.member.sessionId);
      reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${fileName}"`);
      return data;
    },
    { config: { rateLimit: EXPORT_LIMIT } },
  );
});
