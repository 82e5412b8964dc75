import type { SettingsForm } from '../lib/settings-form';

export interface SiteTabProps {
  form: SettingsForm;
  update: <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => void;
  disabled: boolean;
}
