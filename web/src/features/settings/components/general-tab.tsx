import { Card, SwitchField, TextAreaField, TextField } from './form-controls';
import type { SiteTabProps } from './site-tab-props';

export function GeneralTab({ form, update, disabled }: SiteTabProps) {
  return (
    <div className="space-y-6">
      <Card title="General" description="Identitas situs yang tampil di halaman publik dan dashboard.">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Site Name"
            value={form.siteName}
            onChange={(v) => update('siteName', v)}
            disabled={disabled}
            maxLength={200}
          />
          <TextField
            label="Navbar Brand"
            value={form.navbarBrand}
            onChange={(v) => update('navbarBrand', v)}
            disabled={disabled}
            maxLength={100}
          />
          <div className="md:col-span-2">
            <TextField
              label="Site Tagline"
              value={form.siteTagline}
              onChange={(v) => update('siteTagline', v)}
              disabled={disabled}
              maxLength={300}
            />
          </div>
          <div className="md:col-span-2">
            <TextAreaField
              label="Site Description"
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
            label="Maintenance Mode"
            description="Saat aktif, pengunjung melihat halaman pemeliharaan dan data publik tidak disajikan; staf yang login tetap dapat bekerja."
            checked={form.maintenanceMode}
            onChange={(v) => update('maintenanceMode', v)}
            disabled={disabled}
          />
          <SwitchField
            label="Enable Registration"
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
