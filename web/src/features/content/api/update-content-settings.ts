import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { SiteSettings } from '@/config/site-defaults';
import { api } from '@/lib/api-client';
import { isStorableColor } from '../lib/colors';
import type { ContentPayload } from '../lib/content-form';
import { DIVISION_KEY_PATTERN } from '@hmti/contract';

const link = z.string().trim().max(1000);
const name = z.string().trim().max(200);
// The divisions are data: any division key goes; the server drops entries of a division removed meanwhile.
const division = z.string().regex(DIVISION_KEY_PATTERN);

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
    divisionHeads: z.record(division, z.object({ name, photo: link }).strict()),
    divisionLogos: z.record(division, link),
    divisionNames: z.record(division, name),
    divisionColors: z.record(division, z.string().trim().max(40).refine(isStorableColor, 'Invalid colour')),
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
