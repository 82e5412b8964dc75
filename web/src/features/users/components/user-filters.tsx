import { useId } from 'react';
import type { RoleLevel } from '@hmti/contract';
import { INPUT_CLASS } from '@/components/ui/form-field';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  role: string;
  onRole: (value: string) => void;
  roles: RoleLevel[];
}

export function UserFilters({ search, onSearch, role, onRole, roles }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="w-full sm:max-w-sm">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search users
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Search users..."
          className={INPUT_CLASS}
        />
      </div>
      <div className="w-full sm:w-56">
        <label htmlFor={`${id}-role`} className="sr-only">
          Filter by role
        </label>
        <select id={`${id}-role`} value={role} onChange={(e) => onRole(e.target.value)} className={INPUT_CLASS}>
          <option value="">All Roles</option>
          {[...roles]
            .sort((a, b) => a.level - b.level)
            .map((r) => (
              <option key={r.name} value={r.name}>
                {r.displayName}
              </option>
            ))}
        </select>
      </div>
    </div>
  );
}
