import { FIELD_LABELS, labelAt, SITE_LINK_KEYS, SOCIAL_LINK_KEYS } from '@hmti/contract';
import type { SettingsForm } from '../lib/settings-form';
import { Card, SwitchField, TextField } from '@/components/ui/form-controls';
import { useFailedPicture } from '@/lib/pictures';

/** The General, Appearance, Contact and Links tabs: fields of the site settings, saved together by the page. */

const LABELS = FIELD_LABELS.siteSettings;

interface SiteTabProps {
  form: SettingsForm;
  update: <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => void;
  disabled: boolean;
}

type KeyOf<T> = { [K in keyof SettingsForm]: SettingsForm[K] extends T ? K : never }[keyof SettingsForm];

/** A text setting's field: the label its form shows (the contract's), its value and its update. */
const textProps = ({ form, update, disabled }: SiteTabProps, key: KeyOf<string>) => ({
  label: LABELS[key],
  value: form[key],
  onChange: (value: string) => update(key, value),
  disabled,
});

/** An on/off setting's switch, as textProps. */
const switchProps = ({ form, update, disabled }: SiteTabProps, key: KeyOf<boolean>) => ({
  label: LABELS[key],
  checked: form[key],
  onChange: (value: boolean) => update(key, value),
  disabled,
});

export function GeneralTab(props: SiteTabProps) {
  return (
    <div className="space-y-6">
      <Card title="General" description="Identitas situs yang tampil di halaman publik dan dashboard.">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField {...textProps(props, 'siteName')} maxLength={200} />
          <TextField {...textProps(props, 'navbarBrand')} maxLength={100} />
          <TextField {...textProps(props, 'siteTagline')} maxLength={300} className="md:col-span-2" />
          <TextField {...textProps(props, 'siteDescription')} maxLength={2000} rows={4} className="md:col-span-2" />
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

/** Shows the logo as it will look; a link that fails to load falls back to the built-in logo. */
function LogoPreview({ url }: { url: string }) {
  const { failed: broken, pictureProps } = useFailedPicture(url.trim());
  const src = url.trim() && !broken ? url.trim() : '/logo.svg';
  return (
    <figure className="flex items-center gap-3">
      <img
        src={src}
        alt="Pratinjau logo"
        width={56}
        height={56}
        className="h-14 w-14 rounded-lg bg-slate-100 object-contain p-1"
        {...pictureProps}
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
        <TextField {...textProps(props, 'footerText')} maxLength={500} rows={2} />
      </div>
    </Card>
  );
}

export function ContactTab(props: SiteTabProps) {
  return (
    <Card title="Contact" description="Kontak yang tampil di footer halaman publik.">
      <div className="space-y-4">
        <TextField {...textProps(props, 'contactEmail')} type="email" maxLength={200} />
        <TextField {...textProps(props, 'address')} maxLength={1000} rows={3} />
      </div>
    </Card>
  );
}

/** One group of footer links, a URL field per key. */
function LinkGroup({
  group,
  keys,
  description,
  form,
  update,
  disabled,
}: SiteTabProps & { group: 'socialLinks' | 'links'; keys: readonly string[]; description: string }) {
  const links: Record<string, string> = form[group];
  return (
    <Card title={LABELS[group]} description={description}>
      <div className="grid gap-4 md:grid-cols-2">
        {keys.map((key) => (
          <TextField
            key={key}
            label={labelAt(LABELS, [group, key], {}) ?? key}
            type="url"
            value={links[key]}
            onChange={(v) => update(group, { ...form[group], [key]: v })}
            disabled={disabled}
            placeholder="https://… atau /…"
            maxLength={1000}
          />
        ))}
      </div>
    </Card>
  );
}

export function LinksTab(props: SiteTabProps) {
  return (
    <div className="space-y-6">
      <LinkGroup {...props} group="socialLinks" keys={SOCIAL_LINK_KEYS} description="Akun media sosial di footer." />
      <LinkGroup {...props} group="links" keys={SITE_LINK_KEYS} description="Tautan institusi di footer." />
    </div>
  );
}
