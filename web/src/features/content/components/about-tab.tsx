import { useId, useState } from 'react';
import { HtmlPreview } from '@/components/rich-text/html-preview';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { EDITOR_BOX_PX } from '@/components/rich-text/types';
import { uploadImage } from '@/lib/upload-image';
import { TabList, tabPanelProps } from '@/components/ui/tab-list';

type Mode = 'edit' | 'preview';
const MODES: { value: Mode; label: string }[] = [
  { value: 'edit', label: 'Edit' },
  { value: 'preview', label: 'Preview' },
];

/** 'Tentang Kami': rich text with a preview. */
export function AboutTab({
  value,
  onChange,
  onUploadingChange,
  disabled,
}: {
  value: string;
  onChange: (html: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('edit');
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-700">Tentang Kami</p>
        <TabList label="Tampilan Tentang Kami" idPrefix={id} tabs={MODES} value={mode} onChange={setMode} />
      </div>
      <div {...tabPanelProps(id, mode)}>
        <div hidden={mode !== 'edit'}>
          <RichTextEditor
            label="Tentang Kami"
            value={value}
            onChange={onChange}
            uploadImage={(file, signal) => uploadImage(file, 'content', signal)}
            onUploadingChange={onUploadingChange}
            disabled={disabled}
          />
        </div>
        {mode === 'preview' ? (
          <div
            className="rounded-lg border border-slate-200 p-4"
            style={{ minHeight: EDITOR_BOX_PX }}
            data-testid="about-preview"
          >
            <HtmlPreview html={value} emptyText="Belum ada konten." />
          </div>
        ) : null}
      </div>
    </div>
  );
}
