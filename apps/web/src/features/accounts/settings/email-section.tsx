import { SettingsSection } from './settings-section';

/** Filled in by its issue-24 part; the settings page composes it. */
export function EmailSection() {
  return <SettingsSection id="email" title="E-mail address" />;
}
