import { href, SETTINGS_TEXT } from '@dd/contracts';
import { Page } from '../../../components/page';
import { MembersOnly } from '../../../components/members-only';
import { DeleteSection } from './delete-section';
import { EmailSection } from './email-section';
import { ExportSection } from './export-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';

/** /settings: the member's own account: password, e-mail, signed-in devices, export and deletion (issue 24). */
export default function SettingsPage() {
  return (
    <MembersOnly texts={SETTINGS_TEXT} returnTo={href('settings')}>
      <Page className="flex max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{SETTINGS_TEXT.title}</h1>
          <p className="text-ink-soft">{SETTINGS_TEXT.intro}</p>
        </header>
        <PasswordSection />
        <EmailSection />
        <SessionsSection />
        <NotificationsSection />
        <ExportSection />
        <DeleteSection />
      </Page>
    </MembersOnly>
  );
}
