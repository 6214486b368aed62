import { href, NOTIFICATION_PREFERENCES_TEXT as TEXT } from '@dd/contracts';
import { ButtonLink } from '../../../components/button';
import { SettingsSection } from './settings-section';

/** Where the notification settings are (issue 25): a page of their own, one table of kinds and channels. */
export function NotificationsSection() {
  return (
    <SettingsSection id="notifications" title={TEXT.sectionTitle} description={TEXT.sectionDescription}>
      <ButtonLink to={href('notificationSettings')} variant="secondary" className="self-start">
        {TEXT.sectionLink}
      </ButtonLink>
    </SettingsSection>
  );
}
