import { Card, SwitchField, TextAreaField, TextField } from './form-controls';
import { switchProps, textProps, type SiteTabProps } from './site-tab-props';

export function GeneralTab(props: SiteTabProps) {
  return (
    <div className="space-y-6">
      <Card title="General" description="Identitas situs yang tampil di halaman publik dan dashboard.">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField {...textProps(props, 'siteName')} maxLength={200} />
          <TextField {...textProps(props, 'navbarBrand')} maxLength={100} />
          <div className="md:col-span-2">
            <TextField {...textProps(props, 'siteTagline')} maxLength={300} />
          </div>
          <div className="md:col-span-2">
            <TextAreaField {...textProps(props, 'siteDescription')} maxLength={2000} rows={4} />
          </div>
        </div>
      </Card>
      <Card title="Status Situs">
        <div className="space-y-5">
          <SwitchField
            {...switchProps(props, 'maintenanceMode')}
            description="Saat aktif, pengunjung melihat halaman pemeliharaan dan data publik tidak disajikan; staf yang login tetap dapat bekerja."
          />
          <SwitchField
            {...switchProps(props, 'enableRegistration')}
            description="Tidak digunakan: situs ini tidak memiliki pendaftaran publik. Akun staf dibuat melalui User Management, sehingga pengaturan ini tidak berpengaruh."
          />
        </div>
      </Card>
    </div>
  );
}
