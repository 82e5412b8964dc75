import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { EditableArticle } from '@hmti/contract';
import { ArticleHistoryDialog } from './article-history-dialog';

/** "Riwayat" above the editor of a saved article: opens its history. */
export function ArticleHistoryButton({ article, onRestored }: { article: EditableArticle; onRestored: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="-mt-2 mb-3 flex justify-end">
      <Button variant="secondary" sizing="px-3 py-1.5 text-sm" onClick={() => setOpen(true)}>
        Riwayat
      </Button>
      <ArticleHistoryDialog
        article={article}
        open={open}
        onClose={() => setOpen(false)}
        onRestored={() => {
          setOpen(false);
          onRestored();
        }}
      />
    </div>
  );
}
