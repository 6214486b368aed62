import { SettingsSection } from './settings-section';

/** Filled in by its issue-24 part; the settings page composes it. */
export function SessionsSection() {
  return <SettingsSection id="sessions" title="Signed-in devices" />;
}
