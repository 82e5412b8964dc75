import { Card, TextAreaField, TextField } from './form-controls';
import { textProps, type SiteTabProps } from './site-tab-props';

export function ContactTab(props: SiteTabProps) {
  return (
    <Card title="Contact" description="Kontak yang tampil di footer halaman publik.">
      <div className="space-y-4">
        <TextField {...textProps(props, 'contactEmail')} type="email" maxLength={200} />
        <TextAreaField {...textProps(props, 'address')} maxLength={1000} rows={3} />
      </div>
    </Card>
  );
}
