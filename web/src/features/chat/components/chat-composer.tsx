import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { useCountdown } from '@/hooks/use-countdown';
import type { SendChatInput } from '../api/send-message';
import { CHAT_TEXTS } from '../lib/chat-texts';
import { CHAT_IMAGE_TYPES, type ChatLimits } from '@hmti/contract';
import { imageProblem } from '../lib/image-file';
import { ImagePreview } from './image-preview';

interface ChatComposerProps {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  pending: boolean;
  retryUntil: number | null;
  /** The server's limits: the text box takes no more characters, and a bigger image is refused here already. */
  limits: ChatLimits;
  onSend: (input: SendChatInput) => void;
}

const ICON_BUTTON =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition-colors disabled:cursor-not-allowed';

/** Text box, image attachment with preview, and send. Enter sends; Shift+Enter starts a new line. */
export function ChatComposer({ inputRef, pending, retryUntil, limits, onSend }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const attachRef = useRef<HTMLButtonElement>(null);
  const waitSeconds = useCountdown(retryUntil);
  const canSend = !pending && waitSeconds === 0 && (text.trim() !== '' || image !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    onSend({ message: text, image });
    setText('');
    setImage(null);
    setProblem(null);
    inputRef.current?.focus();
  };

  const pick = (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    const reason = imageProblem(file, limits.imageMaxMb);
    setProblem(reason);
    if (!reason) setImage(file);
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white px-3 pt-3 pb-3">
      {image ? (
        <ImagePreview
          file={image}
          onRemove={() => {
            setImage(null);
            attachRef.current?.focus();
          }}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="mb-2 text-xs text-red-700">
          {problem}
        </p>
      ) : null}
      {waitSeconds > 0 ? (
        <p className="mb-2 text-xs text-amber-800" data-testid="chat-retry-wait">
          {CHAT_TEXTS.retryCountdown(waitSeconds)}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileRef}
          type="file"
          accept={CHAT_IMAGE_TYPES.join(',')}
          className="hidden"
          tabIndex={-1}
          aria-label={CHAT_TEXTS.attach}
          onChange={(e) => pick(e.target.files?.[0])}
          data-testid="chat-image-input"
        />
        <button
          ref={attachRef}
          type="button"
          onClick={() => fileRef.current?.click()}
          aria-label={CHAT_TEXTS.attach}
          className={`${ICON_BUTTON} text-slate-600 hover:bg-slate-100`}
        >
          <StrokeIcon>
            <path d="M21 11.5l-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l8.6-8.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6l7.9-7.9" />
          </StrokeIcon>
        </button>
        <label htmlFor="chat-message-input" className="sr-only">
          {CHAT_TEXTS.messageLabel}
        </label>
        <textarea
          ref={inputRef}
          id="chat-message-input"
          rows={1}
          value={text}
          maxLength={limits.messageMaxChars}
          placeholder={CHAT_TEXTS.placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
          }}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm [field-sizing:content] focus:border-brand-500 focus:outline-none"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={CHAT_TEXTS.send}
          className={`${ICON_BUTTON} bg-brand-700 text-white hover:bg-brand-900 disabled:bg-slate-300`}
        >
          <StrokeIcon>
            <path d="M22 2L11 13M22 2l-7 20-4-9-9-4 20-7z" />
          </StrokeIcon>
        </button>
      </div>
    </form>
  );
}
