import { href } from '@dd/contracts';
import type { NotifyInput } from '../src/modules/notifications/notifications.service.js';
import type { Member } from './members.js';

/** The notice a follow makes, as the profiles service writes it: `actor` followed `recipient`. */
export function followNotice(recipient: Member, actor: Member): NotifyInput {
  return {
    userId: recipient.user.id,
    kind: 'follow.new',
    subjectId: recipient.user.id,
    actorId: actor.user.id,
    link: href('userProfile', { id: actor.user.id }),
  };
}
