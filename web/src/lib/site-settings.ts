import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@hmti/contract';
import { api } from './api-client';
import { useHydrating } from './hydration';
import { DEFAULT_SITE_SETTINGS, type ShownSettings } from '@/config/site-defaults';

/** A value an admin left empty: nothing, or only spaces. */
const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** The entries of a map that are set: a link left blank, or '#' ("not set yet"), is not. */
const setLinks = (map: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(map && typeof map === 'object' ? map : {}).filter(
      ([, v]) => typeof v === 'string' && !isBlank(v) && v.trim() !== '#',
    ),
  );

/**
 * The settings the public pages show: every field left blank falls back to its default, in the link maps too (an
 * institutional link left empty is the institution's address, never a dead '#').
 */
export function mergeSettings(data: Partial<PublicSettings> | null | undefined): ShownSettings {
  const clean = Object.fromEntries(
    Object.entries(data ?? {}).filter(([, v]) => !isBlank(v)),
  ) as Partial<PublicSettings>;
  return {
    ...DEFAULT_SITE_SETTINGS,
    ...clean,
    socialLinks: { ...DEFAULT_SITE_SETTINGS.socialLinks, ...setLinks(clean.socialLinks) },
    links: { ...DEFAULT_SITE_SETTINGS.links, ...setLinks(clean.links) },
  };
}

/** GET /api/settings merged over the built-in defaults, so missing fields never break a page. */
export const siteSettingsQueryOptions = (staleTime = 0) =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: async () => mergeSettings(await api.get<Partial<PublicSettings>>('/api/settings')),
    staleTime,
  });

/**
 * The spec's stale times hold for every mount but one: the settings a server-rendered page came with were read for
 * this very page, so the components that take that page over use them instead of asking again at once (a later
 * mount, a refocus or the next page refetches as the stale time says).
 */
export function useSiteSettings(staleTime = 0) {
  const hydrating = useHydrating();
  return useQuery({ ...siteSettingsQueryOptions(staleTime), ...(hydrating ? { refetchOnMount: false } : {}) });
}
