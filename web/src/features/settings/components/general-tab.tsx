import { FIELD_LABELS } from '@hmti/contract';
import { Card, SwitchField, TextAreaField, TextField } from './form-controls';
import type { SiteTabProps } from './site-tab-props';

const LABELS = FIELD_LABELS.siteSettings;

export function GeneralTab({ form, update, disabled }: SiteTabProps) {
  return (
    <div className="space-y-6">
      <Card title="General" description="Identitas situs yang tampil di halaman publik dan dashboard.">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={LABELS.siteName}
            value={form.siteName}
            onChange={(v) => update('siteName', v)}
            disabled={disabled}
            maxLength={200}
          />
          <TextField
            label={LABELS.navbarBrand}
            value={form.navbarBrand}
            onChange={(v) => update('navbarBrand', v)}
            disabled={disabled}
            maxLength={100}
          />
          <div className="md:col-span-2">
            <TextField
              label={LABELS.siteTagline}
              value={form.siteTagline}
              onChange={(v) => update('siteTagline', v)}
              disabled={disabled}
              maxLength={300}
            />
          </div>
          <div className="md:col-span-2">
            <TextAreaField
              label={LABELS.siteDescription}
              value={form.siteDescription}
              onChange={(v) => update('siteDescription', v)}
              disabled={disabled}
              maxLength={2000}
              rows={4}
            />
          </div>
        </div>
      </Card>
      <Card title="Status Situs">
        <div className="space-y-5">
          <SwitchField
            label={LABELS.maintenanceMode}
            description="Saat aktif, pengunjung melihat halaman pemeliharaan dan data publik tidak disajikan; staf yang login tetap dapat bekerja."
            checked={form.maintenanceMode}
            onChange={(v) => update('maintenanceMode', v)}
            disabled={disabled}
          />
          <SwitchField
            label={LABELS.enableRegistration}
            description="Tidak digunakan: situs ini tidak memiliki pendaftaran publik. Akun staf dibuat melalui User Management, sehingga pengaturan ini tidak berpengaruh."
            checked={form.enableRegistration}
            onChange={(v) => update('enableRegistration', v)}
            disabled={disabled}
          />
        </div>
      </Card>
    </div>
  );
}
