import type { LinkKey, SocialKey } from '../lib/settings-form';
import { Card, TextField } from './form-controls';
import type { SiteTabProps } from './site-tab-props';

const SOCIAL_LABELS: Record<SocialKey, string> = {
  facebook: 'Facebook',
  tiktok: 'TikTok',
  instagram: 'Instagram',
  youtube: 'YouTube',
};
const LINK_LABELS: Record<LinkKey, string> = {
  uinMalang: 'UIN Malang',
  fakultasSainsTeknologi: 'Fakultas Sains dan Teknologi',
  jurusanTeknikInformatika: 'Jurusan Teknik Informatika',
  perpustakaan: 'Perpustakaan',
};
const HINT = 'https://… atau /…';

export function LinksTab({ form, update, disabled }: SiteTabProps) {
  return (
    <div className="space-y-6">
      <Card title="Social Links" description="Akun media sosial di footer.">
        <div className="grid gap-4 md:grid-cols-2">
          {(Object.keys(SOCIAL_LABELS) as SocialKey[]).map((key) => (
            <TextField
              key={key}
              label={SOCIAL_LABELS[key]}
              type="url"
              value={form.socialLinks[key]}
              onChange={(v) => update('socialLinks', { ...form.socialLinks, [key]: v })}
              disabled={disabled}
              placeholder={HINT}
              maxLength={1000}
            />
          ))}
        </div>
      </Card>
      <Card title="Links" description="Tautan institusi di footer.">
        <div className="grid gap-4 md:grid-cols-2">
          {(Object.keys(LINK_LABELS) as LinkKey[]).map((key) => (
            <TextField
              key={key}
              label={LINK_LABELS[key]}
              type="url"
              value={form.links[key]}
              onChange={(v) => update('links', { ...form.links, [key]: v })}
              disabled={disabled}
              placeholder={HINT}
              maxLength={1000}
            />
          ))}
        </div>
      </Card>
    </div>
  );
}
