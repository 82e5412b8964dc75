import { FIELD_LABELS, SITE_LINK_KEYS, SOCIAL_LINK_KEYS } from '@hmti/contract';
import { Card, TextField } from './form-controls';
import type { SiteTabProps } from './site-tab-props';

const LABELS = FIELD_LABELS.siteSettings;
const HINT = 'https://… atau /…';

export function LinksTab({ form, update, disabled }: SiteTabProps) {
  return (
    <div className="space-y-6">
      <Card title={LABELS.socialLinks} description="Akun media sosial di footer.">
        <div className="grid gap-4 md:grid-cols-2">
          {SOCIAL_LINK_KEYS.map((key) => (
            <TextField
              key={key}
              label={LABELS[`socialLinks.${key}`]}
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
      <Card title={LABELS.links} description="Tautan institusi di footer.">
        <div className="grid gap-4 md:grid-cols-2">
          {SITE_LINK_KEYS.map((key) => (
            <TextField
              key={key}
              label={LABELS[`links.${key}`]}
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
