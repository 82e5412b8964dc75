import { IMAGE_SIZES, type OrgMember } from '@hmti/contract';
import { useDivisionLooks } from '../hooks/use-division-looks';
import { MemberPhoto } from './member-photo';

export function MemberCard({ member }: { member: OrgMember }) {
  const look = useDivisionLooks().lookOfPosition(member.position);
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      data-testid="member-card"
    >
      <MemberPhoto
        src={member.imageUrl}
        imageSet={member.imageSet}
        sizes={IMAGE_SIZES.memberCard}
        name={member.name}
        className="aspect-square w-full text-xs"
      />
      <div className="flex flex-1 flex-col gap-1 p-4 text-center">
        <h3 className="font-semibold text-slate-900">{member.name}</h3>
        <p className="text-sm text-slate-600">{member.position}</p>
        <span
          className="mx-auto mt-2 rounded-full bg-brand-50 px-3 py-0.5 text-xs font-medium text-brand-700"
          style={look.color ? { boxShadow: `inset 0 0 0 2px ${look.color}` } : undefined}
        >
          {look.name}
        </span>
      </div>
    </li>
  );
}
