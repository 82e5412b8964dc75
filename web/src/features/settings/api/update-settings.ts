import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { LINK_KEYS, SOCIAL_KEYS, type SettingsChanges } from '../lib/settings-form';
import { settingsKeys } from './query-keys';

const LINK_PATTERN = /^(https?:\/\/|\/|#$)/;
const text = (label: string, max: number) => z.string().max(max, `${label} terlalu panjang (maks. ${max} karakter).`);
const link = (label: string) =>
  z
    .string()
    .trim()
    .max(1000, `${label} terlalu panjang.`)
    .refine((v) => !v || LINK_PATTERN.test(v), `${label} harus berupa tautan (https://… atau /…).`);

/** The site keys of PUT /api/settings (content keys belong to the content screen; the server rejects unknown keys). */
export const siteSettingsSchema = z
  .object({
    siteName: text('Site Name', 200),
    siteTagline: text('Site Tagline', 300),
    siteDescription: text('Site Description', 2000),
    navbarBrand: text('Navbar Brand', 100),
    maintenanceMode: z.boolean(),
    enableRegistration: z.boolean(),
    logoUrl: link('Logo URL'),
    footerText: text('Footer Text', 500),
    contactEmail: z
      .string()
      .trim()
      .max(200)
      .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Contact Email harus berupa alamat email yang valid.'),
    address: text('Address', 1000),
    socialLinks: z
      .object(
        Object.fromEntries(SOCIAL_KEYS.map((k) => [k, link(k)])) as Record<
          (typeof SOCIAL_KEYS)[number],
          ReturnType<typeof link>
        >,
      )
      .partial()
      .strict(),
    links: z
      .object(
        Object.fromEntries(LINK_KEYS.map((k) => [k, link(k)])) as Record<
          (typeof LINK_KEYS)[number],
          ReturnType<typeof link>
        >,
      )
      .partial()
      .strict(),
  })
  .partial()
  .strict();

/** PUT /api/settings with the changed fields; answers the saved settings. */
export const updateSettings = (changes: SettingsChanges) =>
  api.put<Record<string, unknown>>('/api/settings', siteSettingsSchema.parse(changes));

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.stored, saved);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.site });
    },
  });
}
