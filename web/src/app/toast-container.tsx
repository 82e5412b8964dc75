import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { attachToastContainer, TOAST_DURATION_MS, type ToastMessage } from '@/lib/toast';

function ToastBody({ title, description }: ToastMessage) {
  return (
    <div role="status">
      <p className="font-semibold">{title}</p>
      {description ? <p className="text-sm">{description}</p> : null}
    </div>
  );
}

/** One visible at a time: a new toast closes the previous one at once. */
function displayToast(message: ToastMessage) {
  toast.dismiss();
  const render = <ToastBody {...message} />;
  if (message.variant === 'destructive') toast.error(render, { autoClose: TOAST_DURATION_MS });
  else toast.success(render, { autoClose: TOAST_DURATION_MS });
}

export default function AppToastContainer() {
  // Runs after the library's container below has registered itself (child effects run first).
  useEffect(() => attachToastContainer(displayToast), []);
  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST_DURATION_MS}
      pauseOnHover={false}
      pauseOnFocusLoss={false}
      draggablePercent={50}
      newestOnTop
      closeOnClick
    />
  );
}
