import { FIELD_LABELS } from '@hmti/contract';
import { Card, TextAreaField, TextField } from './form-controls';
import type { SiteTabProps } from './site-tab-props';

const LABELS = FIELD_LABELS.siteSettings;

export function ContactTab({ form, update, disabled }: SiteTabProps) {
  return (
    <Card title="Contact" description="Kontak yang tampil di footer halaman publik.">
      <div className="space-y-4">
        <TextField
          label={LABELS.contactEmail}
          type="email"
          value={form.contactEmail}
          onChange={(v) => update('contactEmail', v)}
          disabled={disabled}
          maxLength={200}
        />
        <TextAreaField
          label={LABELS.address}
          value={form.address}
          onChange={(v) => update('address', v)}
          disabled={disabled}
          maxLength={1000}
          rows={3}
        />
      </div>
    </Card>
  );
}
