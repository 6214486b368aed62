import { SettingsSection } from './settings-section';

/** Filled in by its issue-24 part; the settings page composes it. */
export function DeleteSection() {
  return <SettingsSection id="delete" title="Delete account" />;
}
