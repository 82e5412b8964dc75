import { useId, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { showErrorToast, showFailureToast } from '@/components/failure-toast';
import { showToast, type ToastMessage } from '@/lib/toast';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  /** Destructive actions are red. */
  destructive?: boolean;
  /** For what cannot be undone and reaches far: the confirm button waits until this word is typed. */
  confirmWord?: string;
  /** false: the action is not open to this user (the dialog's text says why); the confirm button is disabled. */
  allowed?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** Asks before an action; the cancel button comes first and has the focus. Cannot be dismissed while pending. */
export function ConfirmDialog({
  open,
  title,
  description,
  pending = false,
  onCancel,
  children,
  ...actions
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={pending ? () => undefined : onCancel}
      title={title}
      description={description}
      width="max-w-md"
    >
      {children}
      {/* Inside the dialog's content, so a word typed is forgotten when it closes. */}
      <ConfirmActions {...actions} pending={pending} onCancel={onCancel} />
    </Dialog>
  );
}

/**
 * A ConfirmDialog open while `target` is set: confirming runs `mutation` on `variables(target)`, then shows the
 * `success` toast or the failure's — `showErrorToast(failure)`, or `{ title }` where the spec states the title — and
 * closes (`onClose`) either way.
 */
export function ConfirmMutation<T, V>({
  target,
  onClose,
  mutation,
  variables,
  description,
  success,
  failure,
  ...dialog
}: Omit<ConfirmDialogProps, 'open' | 'pending' | 'onConfirm' | 'onCancel' | 'description'> & {
  target: T | null;
  onClose: () => void;
  mutation: Pick<UseMutationResult<unknown, Error, V>, 'mutate' | 'isPending'>;
  variables: (target: T) => V;
  description?: (target: T) => ReactNode;
  success: (target: T) => ToastMessage;
  failure: string | { title: string };
}) {
  if (target === null) return null;
  const confirm = () =>
    mutation.mutate(variables(target), {
      onSuccess: () => showToast(success(target)),
      onError: (error) =>
        typeof failure === 'string' ? showErrorToast(failure, error) : showFailureToast(failure.title, error),
      onSettled: onClose,
    });
  return (
    <ConfirmDialog
      open
      {...dialog}
      description={description?.(target)}
      pending={mutation.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}

function ConfirmActions({
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Batal',
  pending,
  destructive = true,
  confirmWord,
  allowed = true,
  onConfirm,
  onCancel,
}: Omit<ConfirmDialogProps, 'open' | 'title' | 'description' | 'children'> & { pending: boolean }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const ready = !confirmWord || typed.trim() === confirmWord;
  // No <form>: a dialog opened from inside a form would submit that form too (React's events follow the component
  // tree through the portal).
  return (
    <div>
      {confirmWord ? (
        <div className="mb-4">
          <label htmlFor={`${id}-word`} className="mb-1 block text-sm text-slate-700">
            Ketik <strong className="font-mono font-bold text-slate-900">{confirmWord}</strong> untuk melanjutkan
          </label>
          <input
            id={`${id}-word`}
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={pending}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && ready && !pending) onConfirm();
            }}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 font-mono"
          />
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending} data-autofocus>
          {cancelLabel}
        </Button>
        <Button
          variant={destructive ? 'danger' : 'primary'}
          onClick={onConfirm}
          disabled={pending || !ready || !allowed}
        >
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </div>
    </div>
  );
}
