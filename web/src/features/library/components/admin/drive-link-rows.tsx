import { useCallback, useId } from 'react';
import { DriveLinkInput } from '@/components/drive/drive-link-input';
import { Button } from '@/components/ui/button';
import type { DriveValidation } from '@/hooks/use-drive-link-validation';
import { FormField } from '@/components/ui/form-field';
import type { LibraryItemType, MediaKind } from '@hmti/contract';
import { effectiveMediaType, type LinkRow } from './lib/library-form';

interface RowProps {
  row: LinkRow;
  position: number;
  itemType: LibraryItemType;
  removable: boolean;
  disabled: boolean;
  onUrlChange: (key: string, url: string) => void;
  onMediaTypeChange: (key: string, kind: MediaKind) => void;
  onRemove: (key: string) => void;
  onValidation: (key: string, validation: DriveValidation) => void;
  /** The form's message, when it is about the links (shown at the first). */
  problemId?: string;
}

function DriveLinkRow({
  row,
  position,
  itemType,
  removable,
  disabled,
  onValidation,
  problemId,
  ...handlers
}: RowProps) {
  const selectId = useId();
  const { key } = row;
  // Stable per row: DriveLinkInput reports again whenever this callback changes.
  const report = useCallback((validation: DriveValidation) => onValidation(key, validation), [onValidation, key]);
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-testid="drive-link-row">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <DriveLinkInput
            label={`Google Drive link ${position}`}
            value={row.url}
            onChange={(url) => handlers.onUrlChange(key, url)}
            onValidation={report}
            disabled={disabled}
            problemId={position === 1 ? problemId : undefined}
          />
        </div>
        <FormField
          id={selectId}
          label={
            <>
              Media type<span className="sr-only"> of link {position}</span>
            </>
          }
          className="sm:w-32"
        >
          <select
            id={selectId}
            value={effectiveMediaType(row, itemType)}
            onChange={(e) => handlers.onMediaTypeChange(key, e.target.value === 'video' ? 'video' : 'image')}
            disabled={disabled}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            <option value="image">Image</option>
            <option value="video">Video</option>
          </select>
        </FormField>
      </div>
      {removable ? (
        <Button
          variant="ghostDanger"
          sizing="px-2 py-1 text-sm"
          className="mt-2"
          onClick={() => handlers.onRemove(key)}
          disabled={disabled}
        >
          Remove link<span className="sr-only"> {position}</span>
        </Button>
      ) : null}
    </li>
  );
}

type Props = Omit<RowProps, 'row' | 'position' | 'removable'> & { links: LinkRow[]; onAdd: () => void };

/** Several Drive links, each with its own image/video choice and its own validation. */
export function DriveLinkRows({ links, onAdd, ...rowProps }: Props) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">Google Drive links</legend>
      <p className="text-xs text-slate-600">
        Share each file (or a folder) with “Anyone with the link”. Every link is checked automatically.
      </p>
      <ul className="space-y-3">
        {links.map((row, i) => (
          <DriveLinkRow key={row.key} row={row} position={i + 1} removable={links.length > 1} {...rowProps} />
        ))}
      </ul>
      <Button variant="secondary" onClick={onAdd} disabled={rowProps.disabled}>
        + Add another link
      </Button>
    </fieldset>
  );
}
