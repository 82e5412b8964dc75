import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SpinnerPanel } from '@/components/ui/spinner';
import { useManagedArticle } from '../../api/admin/get-managed-article';
import { ArticleEditorForm } from './article-editor-form';
import { canCancelSchedule, canPublishArticle, canSwitchPublished } from './article-permissions';
import { ArticleHistoryButton } from './article-history';

// CKEditor renders its balloons (link form, image toolbar) at the end of <body>; focus may go there.
const CKEDITOR_POPUPS = '.ck-body-wrapper';

interface Props {
  /** 'new' for a new article, an id to edit one, null when closed. */
  target: 'new' | number | null;
  /** The signed-in person's permissions and id: what the Published switch and the schedule allow. */
  permissions: readonly string[] | undefined;
  userId: number | null | undefined;
  onClose: () => void;
}

/** 'Create New Article' / 'Edit Article': closed only by Cancel or a successful Save Article. */
export function ArticleEditorDialog({ target, permissions, userId, onClose }: Props) {
  const editId = typeof target === 'number' ? target : null;
  const { data, isFetchedAfterMount, isError } = useManagedArticle(editId);
  const article = editId ? (data ?? null) : null;
  // The form starts from the version this opening read, not from a copy cached when it was last closed (a save over
  // that would be refused as changed elsewhere); a failed read falls back to the copy.
  const loading = !isFetchedAfterMount && !isError;
  // A restore from the history saves the article anew: the form starts again from the restored version.
  const [restores, setRestores] = useState(0);
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      dismissible={false}
      focusAllowedIn={CKEDITOR_POPUPS}
      title={editId ? 'Edit Article' : 'Create New Article'}
      width="max-w-4xl"
      padding="p-4 sm:p-6"
    >
      {editId && loading ? (
        <SpinnerPanel label="Loading article..." />
      ) : editId && !article ? (
        // Only when the article never arrived: a failed refresh keeps the open form and what was typed.
        <div className="space-y-4">
          <p role="alert" className="text-red-700">
            Failed to load the article.
          </p>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      ) : (
        <>
          {article ? <ArticleHistoryButton article={article} onRestored={() => setRestores((n) => n + 1)} /> : null}
          <ArticleEditorForm
            key={editId ? `${editId}:${restores}` : 'new'}
            article={article}
            canPublish={canPublishArticle(permissions)}
            canSwitchPublished={canSwitchPublished(permissions, userId, article)}
            canCancelSchedule={canCancelSchedule(permissions, userId, article)}
            onClose={onClose}
          />
        </>
      )}
    </Dialog>
  );
}
