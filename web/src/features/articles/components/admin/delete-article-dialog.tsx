import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { showToast } from '@/lib/toast';
import { useDeleteArticle } from '../../api/admin/delete-article';
import type { ManagedArticle } from '@hmti/contract';

/** Asks 'Are you sure you want to delete this article?' and deletes only on confirmation. */
export function DeleteArticleDialog({ article, onClose }: { article: ManagedArticle | null; onClose: () => void }) {
  const remove = useDeleteArticle();
  const confirm = () => {
    if (!article) return;
    remove.mutate(article.id, {
      onSuccess: () => showToast({ title: 'Success', description: 'Article deleted successfully' }),
      onError: () => showToast({ title: 'Error', description: 'Failed to delete article', variant: 'destructive' }),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={article !== null}
      title="Are you sure you want to delete this article?"
      description={article?.title}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      cancelLabel="Cancel"
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
