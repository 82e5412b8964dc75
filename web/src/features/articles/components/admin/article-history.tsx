import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { SpinnerPanel } from '@/components/ui/spinner';
import { TabList, tabPanelProps } from '@/components/ui/tab-list';
import { HtmlPreview } from '@/components/rich-text/html-preview';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { showToast } from '@/lib/toast';
import { useArticleRevision, useArticleRevisions, useRestoreArticleRevision } from '../../api/admin/article-revisions';
import type { ArticleRevision, ArticleRevisionSummary, EditableArticle } from '@hmti/contract';
import { changeSummary, compareRevision } from './revision-diff';
import { RevisionComparison } from './revision-comparison';
import { saveErrorMessage } from './article-form';

const byWhom = (entry: ArticleRevisionSummary) => (entry.actorKind === 'system' ? 'Sistem' : entry.userName);
const savedAt = (entry: ArticleRevisionSummary) => formatDateTime(entry.savedAt, undefined, true);
/** When the version a restore brought back was saved, while that one is still in the list. */
const restoredAt = (entries: ArticleRevisionSummary[], entry: ArticleRevisionSummary) => {
  const source = entries.find(({ id }) => id === entry.restoredFrom);
  return source && savedAt(source);
};

type View = 'diff' | 'content';
const VIEWS: { value: View; label: string }[] = [
  { value: 'diff', label: 'Perbedaan' },
  { value: 'content', label: 'Isi versi ini' },
];

const PICTURE_KEPT =
  'Gambar versi itu sudah dihapus dari Media Library, jadi gambar artikel yang sekarang dipertahankan.';

/**
 * "Riwayat" above the editor of a saved article: opens the article's saved versions, each comparable with the current
 * one and restorable. `onRestored`: the editor reloads the article.
 */
export function ArticleHistoryButton({ article, onRestored }: { article: EditableArticle; onRestored: () => void }) {
  const [open, setOpen] = useState(false);
  const history = useArticleRevisions(article.id, open);
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <div className="-mt-2 mb-3 flex justify-end">
      <Button variant="secondary" sizing="px-3 py-1.5 text-sm" onClick={() => setOpen(true)}>
        Riwayat
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Riwayat artikel" width="max-w-5xl" padding="p-4 sm:p-6">
        <QueryState
          query={history}
          loading="Memuat riwayat..."
          failed="Gagal memuat riwayat."
          isEmpty={(data) => data.data.length === 0}
          empty={
            <p className="rounded-lg bg-slate-50 p-4 text-slate-700">
              Belum ada riwayat. Setiap penyimpanan artikel akan tercatat di sini.
            </p>
          }
        >
          {({ data: entries }) => (
            <div className="grid grid-cols-1 gap-4 md:grid-cols-[17rem_minmax(0,1fr)]">
              <ol
                aria-label="Daftar versi"
                className={cn(
                  'space-y-2 md:max-h-[65vh] md:overflow-y-auto md:pr-1',
                  selected !== null && 'hidden md:block',
                )}
              >
                {entries.map((entry, index) => (
                  <li key={entry.id}>
                    <button
                      type="button"
                      aria-current={entry.id === selected ? 'true' : undefined}
                      data-testid="revision-entry"
                      onClick={() => setSelected(entry.id)}
                      className={cn(
                        'w-full rounded-lg border px-3 py-2 text-left text-sm hover:bg-slate-50',
                        entry.id === selected ? 'border-brand-700 bg-brand-50' : 'border-slate-200',
                      )}
                    >
                      <span className="flex items-center justify-between gap-2 font-medium text-slate-900">
                        <time dateTime={entry.savedAt}>{savedAt(entry)}</time>
                        {index === 0 ? (
                          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">Terbaru</span>
                        ) : null}
                      </span>
                      <span className="block truncate text-slate-600">{byWhom(entry)}</span>
                      <span className="block text-slate-600">
                        {changeSummary(entry.changes, entry.restoredFrom, restoredAt(entries, entry))}
                      </span>
                    </button>
                  </li>
                ))}
              </ol>
              {selected === null ? (
                <p className="hidden rounded-lg bg-slate-50 p-4 text-slate-700 md:block">
                  Pilih satu versi untuk melihat isinya dan perbedaannya dengan versi saat ini.
                </p>
              ) : (
                <RevisionDetail
                  article={article}
                  revisionId={selected}
                  onBack={() => setSelected(null)}
                  onRestored={() => {
                    setSelected(null);
                    setOpen(false);
                    onRestored();
                  }}
                />
              )}
            </div>
          )}
        </QueryState>
      </Dialog>
    </div>
  );
}

function RevisionDetail({
  article,
  revisionId,
  onBack,
  onRestored,
}: {
  article: EditableArticle;
  revisionId: number;
  onBack: () => void;
  onRestored: () => void;
}) {
  const { data: revision, isLoading } = useArticleRevision(article.id, revisionId);
  const [view, setView] = useState<View>('diff');
  const [confirming, setConfirming] = useState(false);
  const restore = useRestoreArticleRevision();
  const tabsId = `revision-${revisionId}`;
  const comparison = useMemo(() => revision && compareRevision(revision, article), [revision, article]);

  const doRestore = (entry: ArticleRevision) =>
    restore.mutate(
      { id: article.id, revisionId: entry.id },
      {
        onSuccess: (restored) => {
          // The server keeps the article's picture when the version's file has been deleted since.
          const pictureKept = entry.image !== restored.image && entry.image !== article.image;
          showToast({
            title: 'Berhasil',
            description: `Versi ${savedAt(entry)} dipulihkan${pictureKept ? `. ${PICTURE_KEPT}` : ''}`,
          });
          onRestored();
        },
        onError: (err) => showToast({ title: 'Gagal', description: saveErrorMessage(err), variant: 'destructive' }),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <section aria-label="Versi terpilih" className="min-w-0 space-y-3" data-testid="revision-detail">
      <Button variant="ghost" sizing="px-2 py-2 text-sm" className="md:hidden" onClick={onBack}>
        ← Daftar versi
      </Button>
      {isLoading ? (
        <SpinnerPanel label="Memuat versi..." />
      ) : !revision || !comparison ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          Gagal memuat versi ini.
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="text-lg font-semibold break-words text-slate-900">{revision.title}</h3>
              <p className="text-sm text-slate-600">
                Disimpan <time dateTime={revision.savedAt}>{savedAt(revision)}</time> oleh {byWhom(revision)} ·{' '}
                {revision.published ? 'Published' : 'Draft'}
              </p>
            </div>
            <Button onClick={() => setConfirming(true)} disabled={restore.isPending || !comparison.differs}>
              Pulihkan versi ini
            </Button>
          </div>
          <TabList label="Tampilan versi" idPrefix={tabsId} tabs={VIEWS} value={view} onChange={setView} />
          <div {...tabPanelProps(tabsId, view)}>
            {view === 'diff' ? (
              <RevisionComparison comparison={comparison} />
            ) : (
              <article className="rounded-lg border border-slate-200 p-3">
                {revision.excerpt ? <p className="mb-3 text-slate-600">{revision.excerpt}</p> : null}
                <HtmlPreview html={revision.content} emptyText="Tanpa isi." testId="revision-content" />
              </article>
            )}
          </div>
          <ConfirmDialog
            open={confirming}
            title="Pulihkan versi ini?"
            description={`Artikel disimpan lagi dengan judul, isi, tag dan gambar versi ${savedAt(revision)}. Status terbit artikel tidak berubah. Versi saat ini tetap ada di riwayat.`}
            confirmLabel="Pulihkan"
            pendingLabel="Memulihkan..."
            destructive={false}
            pending={restore.isPending}
            onConfirm={() => doRestore(revision)}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </section>
  );
}
