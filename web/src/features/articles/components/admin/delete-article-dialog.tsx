import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { showToast } from '@/lib/toast';
import { useDeleteArticle } from '../../api/admin/delete-article';
import type { ManagedArticle } from '../../api/admin/types';

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
    <Dialog open={article !== null} onClose={() => (remove.isPending ? undefined : onClose())} title="Are you sure you want to delete this article?" description={article?.title} className="max-w-md">
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
