import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DraftRestoreBanner } from '@/components/ui/draft-restore-banner';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useUnsavedDraft } from '@/hooks/use-unsaved-draft';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { EDITOR_BOX_PX } from '@/components/rich-text/types';
import { IMAGE_STILL_UPLOADING } from '@/components/rich-text/upload-messages';
import type { DriveValidation } from '@/hooks/use-drive-link-validation';
import { useSaveError } from '@/hooks/use-save-error';
import { showToast } from '@/lib/toast';
import { useSaveArticle } from '../../api/admin/save-article';
import { useScheduleClock } from '../../api/admin/get-schedule-clock';
import { ARTICLE_EXCERPT_MAX, ARTICLE_TITLE_MAX, type EditableArticle, PUBLISH_DENIED } from '@hmti/contract';
import { uploadContentImage } from '../../api/admin/upload-content-image';
import { renderArticleContent } from '../../lib/article-content';
import { ArticleBody, ArticleTitle } from '../article-body';
import {
  articleDraftOf,
  initialArticleForm,
  isArticleFormChanged,
  saveErrorMessage,
  SCHEDULE_TIME_REQUIRED,
  scheduleProblem,
  siteWallNow,
  toArticleInput,
  validateArticleForm,
  type ArticleFormValues,
} from './article-form';
import { ReviewStatus } from './review-status';
import { FormError, FormField, INPUT_CLASS } from '@/components/ui/form-field';
import { ScheduleField } from './schedule-field';
import { Switch } from '@/components/ui/switch';
import { TabList, tabPanelProps } from '@/components/ui/tab-list';
import { TagsField } from './tags-field';
import { ThumbnailField } from './thumbnail-field';

type ContentTab = 'edit' | 'preview';
const CONTENT_TABS: { value: ContentTab; label: string }[] = [
  { value: 'edit', label: 'Edit' },
  { value: 'preview', label: 'Preview' },
];

interface Props {
  article: EditableArticle | null;
  /** articles.publish: publishing and scheduling. */
  canPublish: boolean;
  /** Whether the Published switch may move for this article (its author may take it back to draft). */
  canSwitchPublished: boolean;
  /** Whether a schedule may be taken off (its author may, without articles.publish). */
  canCancelSchedule: boolean;
  onClose: () => void;
}

/** The fields of the article editor; creates when no article is given, updates otherwise. */
export function ArticleEditorForm({ article, canPublish, canSwitchPublished, canCancelSchedule, onClose }: Props) {
  const id = useId();
  const [initial] = useState(() => initialArticleForm(article));
  // The version the form started from: a save over one saved elsewhere since is refused (the article query may load
  // the newer one meanwhile, when the window regains focus, without changing what the form shows).
  const [basedOn] = useState(article?.updatedAt);
  const [values, setValues] = useState(initial);
  // Published or not before Jadwalkan was ticked: unticking it puts that back (a live article stays live).
  const publishedBeforeSchedule = useRef(initial.published);
  const dirty = isArticleFormChanged(initial, values);
  const draftValue = useMemo(() => articleDraftOf(initial, values), [initial, values]);
  const draft = useUnsavedDraft({
    key: `article:${article?.id ?? 'new'}`,
    label: article ? `Artikel: ${values.title || article.title}` : `Artikel baru: ${values.title || 'Tanpa judul'}`,
    href: paths.dashboard.articles.getHref(article?.id ?? 'new'),
    value: draftValue,
    dirty,
  });
  const { leave: cancel, discardDialog } = useLeaveGuard({
    dirty,
    onLeave: onClose,
    onDiscard: () => {
      draft.clear();
      onClose();
    },
  });
  const [drive, setDrive] = useState<DriveValidation>({ state: 'idle' });
  const [uploading, setUploading] = useState(false);
  const problem = uploading ? { field: 'content', message: IMAGE_STILL_UPLOADING } : validateArticleForm(values, drive);
  const { error, tried, wasTried, markOf } = useSaveError(values, problem, `${id}-error`);
  const formRef = useRef<HTMLFormElement>(null);
  // The schedule is judged at its field, on the site's clock: a past time as soon as it is chosen, a missing one
  // once Save is pressed.
  const clock = useScheduleClock();
  const siteNow = () => (clock.data ? siteWallNow(clock.data.nowLocal, clock.dataUpdatedAt) : null);
  const schedule = scheduleProblem(values, initial.scheduledAt, siteNow());
  const scheduleError = schedule === SCHEDULE_TIME_REQUIRED && !wasTried ? null : schedule;
  const [tab, setTab] = useState<ContentTab>('edit');
  // Images put into a new article's content are filed under a temporary id until it has a real one.
  const [uploadId] = useState(() => article?.id ?? `temp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  const saveArticle = useSaveArticle();
  const saving = saveArticle.isPending;

  const patch = (change: Partial<ArticleFormValues>) => setValues((v) => ({ ...v, ...change }));
  // What the title and the excerpt share; the one the shown problem is in is marked.
  const textProps = (field: 'title' | 'excerpt') => ({
    id: `${id}-${field}`,
    value: values[field],
    disabled: saving,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => patch({ [field]: e.target.value }),
    className: INPUT_CLASS,
    ...markOf(field),
  });

  /** Saves the form; `submitForReview`: and asks a publisher to publish it ('Ajukan terbit'), false: takes that back. */
  const save = (submitForReview?: boolean) => {
    tried();
    if (problem) return goTo(problem.field ?? '');
    if (scheduleProblem(values, initial.scheduledAt, siteNow())) return;
    saveArticle.mutate(
      { id: article?.id, input: { ...toArticleInput(values), submitForReview, basedOn } },
      {
        onSuccess: () => {
          draft.clear();
          showToast({
            title: 'Success',
            description: submitForReview
              ? 'Artikel diajukan untuk terbit. Menunggu persetujuan.'
              : submitForReview === false
                ? 'Pengajuan terbit dibatalkan. Artikel kembali menjadi draf.'
                : article
                  ? 'Article updated successfully'
                  : 'Article created successfully',
          });
          onClose();
        },
        onError: (err) => showToast({ title: 'Error', description: saveErrorMessage(err), variant: 'destructive' }),
      },
    );
  };
  /** Takes the editor to the field with the problem (on a phone it may be far above the Save button). */
  const goTo = (field: string) => {
    if (field === 'content' && tab !== 'edit') flushSync(() => setTab('edit'));
    const control = formRef.current?.querySelector<HTMLElement>(
      `#${CSS.escape(`${id}-${field}`)}, [data-field="${field}"] :is(input:not([type=radio]), textarea, [contenteditable=true])`,
    );
    control?.focus({ preventScroll: true });
    control?.scrollIntoView({ block: 'center' });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  // Someone who may not publish asks for it instead, for a draft nobody has asked for yet.
  const mayAsk = !canPublish && !values.published && !values.scheduled && !article?.submittedAt;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      {draft.offered ? (
        <DraftRestoreBanner
          savedAt={draft.offered.savedAt}
          onRestore={() => {
            const { data } = draft.offered ?? {};
            if (data) patch({ ...data, file: null });
            draft.dismissOffer();
          }}
          onDiscard={draft.clear}
        />
      ) : null}
      <FormField id={`${id}-title`} label="Article Title">
        <input {...textProps('title')} data-autofocus maxLength={ARTICLE_TITLE_MAX} />
      </FormField>
      <FormField id={`${id}-excerpt`} label="Short Excerpt">
        <textarea {...textProps('excerpt')} maxLength={ARTICLE_EXCERPT_MAX} rows={3} />
      </FormField>
      <div data-field="tags">
        <TagsField tags={values.tags} onChange={(tags) => patch({ tags })} disabled={saving} />
      </div>
      <div data-field="image">
        <ThumbnailField
          values={values}
          onChange={patch}
          onDriveValidation={setDrive}
          disabled={saving}
          problemId={markOf('image')['aria-describedby']}
        />
      </div>

      <div data-field="content">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <p id={`${id}-content-label`} className="text-sm font-medium text-slate-700">
            Article Content
          </p>
          <TabList
            label="Article Content view"
            idPrefix={`${id}-content`}
            tabs={CONTENT_TABS}
            value={tab}
            onChange={setTab}
          />
        </div>
        <div {...tabPanelProps(`${id}-content`, tab)}>
          <div hidden={tab !== 'edit'}>
            <RichTextEditor
              label="Article Content"
              value={values.content}
              onChange={(content) => patch({ content })}
              uploadImage={(file, signal) => uploadContentImage(file, uploadId, signal)}
              onUploadingChange={setUploading}
              disabled={saving}
            />
          </div>
          {tab === 'preview' ? (
            <article
              className="rounded-lg border border-slate-200 p-4"
              style={{ minHeight: EDITOR_BOX_PX }}
              data-testid="article-preview"
            >
              <ArticleTitle as="h3">{values.title || 'Untitled'}</ArticleTitle>
              {values.excerpt ? <p className="mt-4 text-slate-600">{values.excerpt}</p> : null}
              {/* The body as its readers will see it: the public page's rendering and typography. */}
              {values.content.trim() ? (
                <div className="mt-8">
                  <ArticleBody html={renderArticleContent(values.content)} />
                </div>
              ) : (
                <p className="mt-8 text-slate-600">Belum ada konten.</p>
              )}
            </article>
          ) : null}
        </div>
      </div>

      {article?.submittedAt ? (
        <ReviewStatus
          submittedAt={article.submittedAt}
          canPublish={canPublish}
          onWithdraw={() => save(false)}
          disabled={saving}
        />
      ) : null}
      {/* Shown disabled, with the reason, to someone who may not move it for this article. */}
      <div className="flex flex-wrap items-center gap-3">
        <Switch
          checked={values.published}
          onChange={(published) => patch({ published })}
          disabled={!canSwitchPublished || saving || values.scheduled}
          aria-label="Published"
          aria-describedby={canSwitchPublished ? undefined : 'publish-switch-hint'}
        />
        <span className="text-sm font-medium text-slate-800" aria-hidden="true">
          {values.published ? 'Published' : 'Draft'}
        </span>
        {canSwitchPublished ? null : (
          <span id="publish-switch-hint" className="text-sm text-slate-600">
            {PUBLISH_DENIED}
          </span>
        )}
      </div>
      {mayAsk ? (
        <p className="text-sm text-slate-600">
          Tekan <span className="font-medium text-slate-800">Ajukan terbit</span>: pengurus yang berizin mempublikasikan
          akan menerbitkannya.
        </p>
      ) : null}
      <ScheduleField
        scheduled={values.scheduled}
        scheduledAt={values.scheduledAt}
        onChange={(next) => {
          if (next.scheduled && !values.scheduled) publishedBeforeSchedule.current = values.published;
          const published = next.scheduled ? false : values.scheduled ? publishedBeforeSchedule.current : undefined;
          setValues((v) => ({ ...v, ...next, published: published ?? v.published }));
        }}
        canSchedule={canPublish}
        canCancel={canCancelSchedule}
        storedAt={initial.scheduledAt}
        disabled={saving}
        error={scheduleError}
      />

      <FormError id={`${id}-error`} data-testid="article-form-error">
        {error}
      </FormError>

      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4 [&>button]:whitespace-nowrap">
        <Button variant="secondary" onClick={cancel} disabled={saving}>
          Cancel
        </Button>
        {mayAsk ? (
          <Button variant="secondary" onClick={() => save(true)} disabled={saving}>
            Ajukan terbit
          </Button>
        ) : null}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Article'}
        </Button>
      </div>
      {discardDialog}
    </form>
  );
}
