import { useCallback, useMemo, useState } from 'react';
import { changedSettings, settingsFormFrom, type SettingsForm } from '../lib/settings-form';

/**
 * The site-settings form: the stored values plus the fields the user touched. Untouched fields follow
 * the server (a save elsewhere shows up), and only touched fields that differ are sent.
 */
export function useSiteSettingsForm(stored: Record<string, unknown> | undefined) {
  const baseline = useMemo(() => settingsFormFrom(stored), [stored]);
  const [edits, setEdits] = useState<Partial<SettingsForm>>({});
  const form = useMemo(() => ({ ...baseline, ...edits }), [baseline, edits]);
  const changes = useMemo(() => changedSettings(baseline, form), [baseline, form]);

  const update = useCallback(
    <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => setEdits((e) => ({ ...e, [key]: value })),
    [],
  );
  const discard = useCallback(() => setEdits({}), []);

  return { form, changes, dirty: Object.keys(changes).length > 0, update, discard };
}
