import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/copy-text';
import { showToast } from '@/lib/toast';
import { StrokeIcon } from '@/components/ui/stroke-icon';

/**
 * Native share sheet when the browser has one, otherwise the URL goes to the clipboard. Both need the app: without
 * JavaScript the address bar is the way to share, and the button is not shown.
 */
export function ShareButton({ title, text, url }: { title: string; text?: string; url: string }) {
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await copyText(url);
      showToast({ title: 'Tautan disalin', description: 'Tautan artikel telah disalin ke clipboard.' });
    } catch {
      showToast({ title: 'Gagal menyalin tautan', description: url, variant: 'destructive' });
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()} className="noscript:hidden">
      <StrokeIcon className="h-4 w-4">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
      </StrokeIcon>
      Bagikan
    </Button>
  );
}
