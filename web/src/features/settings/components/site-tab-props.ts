import { FIELD_LABELS } from '@hmti/contract';
import type { SettingsForm } from '../lib/settings-form';

export interface SiteTabProps {
  form: SettingsForm;
  update: <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => void;
  disabled: boolean;
}

type KeyOf<T> = { [K in keyof SettingsForm]: SettingsForm[K] extends T ? K : never }[keyof SettingsForm];

/** A text setting's field: the label its form shows (the contract's), its value and its update. */
export const textProps = ({ form, update, disabled }: SiteTabProps, key: KeyOf<string>) => ({
  label: FIELD_LABELS.siteSettings[key],
  value: form[key],
  onChange: (value: string) => update(key, value),
  disabled,
});

/** An on/off setting's switch, as textProps. */
export const switchProps = ({ form, update, disabled }: SiteTabProps, key: KeyOf<boolean>) => ({
  label: FIELD_LABELS.siteSettings[key],
  checked: form[key],
  onChange: (value: boolean) => update(key, value),
  disabled,
});
