import { SettingsSection } from './settings-section';

/** Filled in by its issue-24 part; the settings page composes it. */
export function PasswordSection() {
  return <SettingsSection id="password" title="Password" />;
}
