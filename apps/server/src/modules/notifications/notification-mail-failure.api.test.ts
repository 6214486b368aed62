import { describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../platform/mail.js';
import { twoMembers } from '../../../test/members.js';
import { appPerFile } from '../../../test/test-app.js';

/** A mail server that refuses the first message and takes the rest. */
const sent: MailMessage[] = [];
let refuseNext = true;
const mailer: Mailer = {
  send(message) {
    if (refuseNext) {
      refuseNext = false;
      return Promise.reject(new Error('SMTP is away'));
    }
    sent.push(message);
    return Promise.resolve();
  },
};
const ctx = appPerFile({ mailer });

describe('a notification e-mail that fails to send', () => {
  it('is not sent again (at most once), and does not hold up the others', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    const { db, notifications, notificationMails } = ctx.app.deps;
    for (const member of [alice, bob]) {
      await db.transaction((tx) =>
        notifications.notify(tx, {
          userId: member.user.id,
          kind: 'card.turn_ending',
          subjectId: 1,
          link: '/card/match/1',
        }),
      );
    }
    expect(await notificationMails.run()).toEqual({ sent: 1 });
    expect(sent.map((m) => m.to)).toEqual([bob.user.email]);
    expect(await notificationMails.run()).toEqual({ sent: 0 });
    expect(sent).toHaveLength(1);
  });
});
