import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useMediaQuery } from '@/hooks/use-media-query';
import { attachToastContainer, TOAST_DURATION_MS, type ToastMessage } from '@/lib/toast';

/** The width up to which the toast library lays a toast across the whole screen. */
const PHONE_QUERY = '(max-width: 480px)';
/** Below the page's sticky bar (index.css's --sticky-bar), with the library's own 1rem gap. */
const BELOW_THE_BARS = { top: 'calc(var(--sticky-bar) + 1rem)' };

/** One visible at a time: a new toast closes the previous one at once. */
function displayToast({ title, description, variant }: ToastMessage) {
  toast.dismiss();
  const render = (
    <div role="status">
      <p className="font-semibold">{title}</p>
      {description ? <p className="text-sm">{description}</p> : null}
    </div>
  );
  if (variant === 'destructive') toast.error(render);
  else toast.success(render);
}

/**
 * Where toasts appear: never over the bars at the top of the pages nor over the login card, which is centred. On a
 * phone a toast spans the screen, so it sits at the bottom; on wider screens in the top-right corner, below the bars
 * and beside the centred card.
 */
export default function AppToastContainer() {
  // Runs after the library's container below has registered itself (child effects run first).
  useEffect(() => attachToastContainer(displayToast), []);
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <ToastContainer
      position={phone ? 'bottom-center' : 'top-right'}
      style={phone ? undefined : BELOW_THE_BARS}
      autoClose={TOAST_DURATION_MS}
      pauseOnHover={false}
      pauseOnFocusLoss={false}
      draggablePercent={50}
      newestOnTop
      closeOnClick
    />
  );
}
