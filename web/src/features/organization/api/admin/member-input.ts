import type { z } from 'zod';
import { FIELD_LABELS, inputOf, labelled, memberFieldsSchema } from '@hmti/contract';
import { positiveId } from '@/lib/positive-id';
import { imageFileSchema } from '../../lib/admin/member-form';

/** The add/edit member form: an uploaded image, or a Drive link, or neither (keeps the current photo). */
const memberInputSchema = labelled(
  memberFieldsSchema.extend({
    image: imageFileSchema('harus berupa file gambar').optional(),
  }),
  FIELD_LABELS.member,
);

export type MemberInput = z.input<typeof memberInputSchema>;

/** Multipart body: name, position, period, optional file `image`, optional gdriveUrl. */
export function toMemberFormData(input: MemberInput): FormData {
  const data = inputOf(memberInputSchema, input);
  const form = new FormData();
  form.append('name', data.name);
  form.append('position', data.position);
  form.append('period', data.period);
  if (data.image) form.append('image', data.image);
  else if (data.gdriveUrl) form.append('gdriveUrl', data.gdriveUrl);
  if (data.basedOn) form.append('basedOn', data.basedOn);
  return form;
}

export const assertMemberId = (id: number) => positiveId(id, 'member');
