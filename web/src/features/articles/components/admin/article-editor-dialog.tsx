import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useManagedArticle } from '../../api/admin/get-managed-article';
import { ArticleEditorForm } from './article-editor-form';
import { StaticModal } from './static-modal';

interface Props {
  /** 'new' for a new article, an id to edit one, null when closed. */
  target: 'new' | number | null;
  canPublish: boolean;
  onClose: () => void;
}

/** 'Create New Article' / 'Edit Article': closed only by Cancel or a successful Save Article. */
export function ArticleEditorDialog({ target, canPublish, onClose }: Props) {
  const editId = typeof target === 'number' ? target : null;
  const { data: article, isLoading, isError } = useManagedArticle(editId);
  return (
    <StaticModal open={target !== null} title={editId ? 'Edit Article' : 'Create New Article'} className="max-w-4xl">
      {editId && isLoading ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading article..." />
        </div>
      ) : editId && (isError || !article) ? (
        <div className="space-y-4">
          <p role="alert" className="text-red-700">
            Failed to load the article.
          </p>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      ) : (
        <ArticleEditorForm key={editId ?? 'new'} article={editId ? (article ?? null) : null} canPublish={canPublish} onClose={onClose} />
      )}
    </StaticModal>
  );
}
