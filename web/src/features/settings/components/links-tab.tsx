import { FIELD_LABELS, labelAt, SITE_LINK_KEYS, SOCIAL_LINK_KEYS } from '@hmti/contract';
import { Card, TextField } from './form-controls';
import type { SiteTabProps } from './site-tab-props';

const LABELS = FIELD_LABELS.siteSettings;

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
