import { useState } from 'react';
import { Card, TextAreaField, TextField } from './form-controls';
import { textProps, type SiteTabProps } from './site-tab-props';

const FALLBACK_LOGO = '/logo.svg';

/** Shows the logo as it will look; a link that fails to load falls back to the built-in logo. */
function LogoPreview({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !!url.trim() && failed === url;
  const src = url.trim() && !broken ? url.trim() : FALLBACK_LOGO;
  return (
    <figure className="flex items-center gap-3">
      <img
        src={src}
        alt="Pratinjau logo"
        width={56}
        height={56}
        className="h-14 w-14 rounded-lg bg-slate-100 object-contain p-1"
        onError={() => setFailed(url)}
      />
      <figcaption className="text-xs text-slate-600">
        {broken ? 'Logo tidak dapat dimuat; logo bawaan ditampilkan.' : 'Pratinjau logo'}
      </figcaption>
    </figure>
  );
}

export function AppearanceTab(props: SiteTabProps) {
  return (
    <Card title="Appearance" description="Logo dan teks footer situs.">
      <div className="space-y-4">
        <TextField
          {...textProps(props, 'logoUrl')}
          hint="Tautan gambar (https://… atau /…). Kosongkan untuk memakai logo bawaan."
          maxLength={1000}
        />
        <LogoPreview url={props.form.logoUrl} />
        <TextAreaField {...textProps(props, 'footerText')} maxLength={500} rows={2} />
      </div>
    </Card>
  );
}
