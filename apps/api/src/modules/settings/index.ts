// The settings module's public entry: what other modules may use (docs/architecture.md).
export { getSettings, updateSettings } from './settings.service';
export type { SettingsPatch } from './settings.service';
