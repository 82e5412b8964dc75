import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_DURATION_MS } from '@/lib/toast';

export default function AppToastContainer() {
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
