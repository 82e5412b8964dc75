import { Button } from '@/components/ui/button';

/** Save / discard for the site tabs; the changed fields of all four tabs are saved together. */
export function SiteSettingsActions({
  dirty,
  saving,
  disabled,
  onSave,
  onDiscard,
}: {
  dirty: boolean;
  saving: boolean;
  disabled: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {dirty ? (
        <p className="mr-auto text-sm text-amber-800" role="status">
          Ada perubahan yang belum disimpan.
        </p>
      ) : null}
      <Button variant="secondary" onClick={onDiscard} disabled={disabled || saving || !dirty}>
        Batal
      </Button>
      <Button onClick={onSave} disabled={disabled || saving}>
        {saving ? 'Menyimpan...' : 'Simpan Perubahan'}
      </Button>
    </div>
  );
}
