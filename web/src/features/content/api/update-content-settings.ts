import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { SiteSettings } from '@/config/site-defaults';
import { api } from '@/lib/api-client';
import { isStorableColor } from '../lib/colors';
import type { ContentPayload } from '../lib/content-form';
import { COLOR_KEYS, DIVISION_KEYS } from '../lib/divisions';

const link = z.string().trim().max(1000);
const name = z.string().trim().max(200);
const division = z.enum(DIVISION_KEYS);

/** The content keys of PUT /api/settings (the server rejects any other key). */
export const contentSettingsSchema = z
  .object({
    aboutUs: z.string().max(100_000),
    visionMission: z.string().max(20_000),
    logoUrl: link,
    chairpersonPhoto: link,
    chairpersonName: name,
    chairpersonTitle: name,
    viceChairpersonPhoto: link,
    viceChairpersonName: name,
    viceChairpersonTitle: name,
    divisionHeads: z.partialRecord(division, z.object({ name, photo: link }).strict()),
    divisionLogos: z.partialRecord(division, link),
    divisionNames: z.partialRecord(division, name),
    divisionColors: z.partialRecord(
      z.enum(COLOR_KEYS),
      z.string().trim().max(40).refine(isStorableColor, 'Invalid colour'),
    ),
  })
  .partial()
  .strict();

/** PUT /api/settings with the changed content fields; answers the saved settings. */
export const updateContentSettings = (changes: ContentPayload) =>
  api.put<SiteSettings>('/api/settings', contentSettingsSchema.parse(changes));

export function useUpdateContentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContentSettings,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['settings'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
