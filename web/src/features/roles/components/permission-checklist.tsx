import { cn } from '@/lib/cn';
import { useId } from 'react';
import { groupPermissions } from '../lib/permission-groups';
import { canGrantPermission } from '../lib/role-permissions';
import { togglePermission } from '../lib/role-form';
import type { Permission } from '@hmti/contract';

interface Props {
  catalogue: Permission[];
  selected: string[];
  held: readonly string[] | undefined;
  onChange: (selected: string[]) => void;
}

/** The permission catalogue as checkboxes grouped by category; only permissions the actor holds can be changed. */
export function PermissionChecklist({ catalogue, selected, held, onChange }: Props) {
  const id = useId();
  return (
    <div className="space-y-3">
      {groupPermissions(catalogue).map((group) => (
        <fieldset key={group.category} className="rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">{group.label}</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {group.permissions.map((permission) => {
              const grantable = canGrantPermission(held, permission.name);
              const inputId = `${id}-${permission.name}`;
              return (
                <li key={permission.name}>
                  <label
                    htmlFor={inputId}
                    className={cn('flex items-start gap-2', grantable ? 'cursor-pointer' : 'cursor-not-allowed')}
                  >
                    <input
                      id={inputId}
                      type="checkbox"
                      className="mt-1 h-4 w-4 accent-brand-700"
                      checked={selected.includes(permission.name)}
                      disabled={!grantable}
                      onChange={(e) => onChange(togglePermission(selected, permission.name, e.target.checked))}
                    />
                    <span className="text-sm text-slate-800">
                      {permission.displayName}
                      <span className="block font-mono text-xs text-slate-600">{permission.name}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
