import { useDivisions } from '../../hooks/use-division-looks';
import { divisionGroupOf, groupName } from '../../lib/division-group';
import type { OrgMember } from '@hmti/contract';
import { AdminMemberPhoto } from './admin-member-photo';
import { EditDeleteButtons, type CardActions } from './edit-delete-buttons';

export function MemberAdminCard({ member, ...actions }: CardActions & { member: OrgMember }) {
  const divisions = useDivisions();
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="admin-member-card"
    >
      <AdminMemberPhoto src={member.imageUrl} name={member.name} className="aspect-square w-full" />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold text-slate-900">{member.name}</h3>
        <p className="text-sm text-slate-600">{member.position}</p>
        <span className="mt-1 w-fit rounded-full bg-brand-50 px-3 py-0.5 text-xs font-medium text-brand-700">
          {groupName(divisionGroupOf(member.position, divisions), divisions)}
        </span>
        <EditDeleteButtons name={member.name} {...actions} className="mt-auto flex gap-2 pt-3" />
      </div>
    </article>
  );
}
