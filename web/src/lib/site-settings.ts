import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@/config/site-defaults';

/** GET /api/settings merged over the built-in defaults, so missing fields never break a page. */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  const data = await api.get<Partial<SiteSettings>>('/api/settings');
  return mergeSettings(data);
}

export function mergeSettings(data: Partial<SiteSettings> | null | undefined): SiteSettings {
  const clean = Object.fromEntries(
    Object.entries(data ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as Partial<SiteSettings>;
  return {
    ...DEFAULT_SITE_SETTINGS,
    ...clean,
    socialLinks: { ...DEFAULT_SITE_SETTINGS.socialLinks, ...(clean.socialLinks ?? {}) },
    links: { ...DEFAULT_SITE_SETTINGS.links, ...(clean.links ?? {}) },
  };
}

export const siteSettingsQueryOptions = (staleTime = 0) =>
  queryOptions({ queryKey: ['settings'], queryFn: fetchSiteSettings, staleTime });

export const useSiteSettings = (staleTime = 0) => useQuery(siteSettingsQueryOptions(staleTime));
