import { CloseIcon } from '@/components/ui/close-icon';
import { useObjectUrl } from '@/hooks/use-object-url';
import { CHAT_TEXTS } from '../lib/chat-texts';

/** The chosen image before it is sent, with a button to take it off again. */
export function ImagePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const src = useObjectUrl(file);
  return (
    <div className="relative mb-2 inline-block" data-testid="chat-image-preview">
      {src ? (
        <img
          src={src}
          alt={CHAT_TEXTS.imagePreviewAlt}
          className="h-20 w-auto max-w-40 rounded-lg border border-slate-200 object-cover"
        />
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        aria-label={CHAT_TEXTS.removeImage}
        className="absolute -top-2 -right-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-slate-800 text-white shadow hover:bg-slate-900"
      >
        <CloseIcon className="h-3.5 w-3.5" strokeWidth={3} />
      </button>
    </div>
  );
}
