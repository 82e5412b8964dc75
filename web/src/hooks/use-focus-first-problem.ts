import { useEffect, type RefObject } from 'react';

/**
 * After a submit, the first field that shows a problem (aria-invalid) is focused and scrolled to the middle of the
 * view: the form's own checks answer at once, the server's (a taken name) a moment later. A long dialog's top fields
 * are otherwise out of sight on a phone, and nothing seems to happen.
 */
export function useFocusFirstProblem(row: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const form = row.current?.closest('form');
    if (!form) return;
    let submitted = false;
    const focusProblem = () => {
      const first = submitted ? form.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
      if (!first) return;
      submitted = false;
      first.focus({ preventScroll: true });
      first.scrollIntoView({ block: 'center' });
    };
    const observer = new MutationObserver(focusProblem);
    observer.observe(form, { subtree: true, attributeFilter: ['aria-invalid'] });
    // Problems already shown before this submit change no attribute: looked for once the submit's render is done.
    const onSubmit = () => {
      submitted = true;
      setTimeout(focusProblem);
    };
    // Typing after the submit ends the wait: a field checked as it is typed in does not pull the focus.
    const onInput = () => (submitted = false);
    form.addEventListener('submit', onSubmit);
    form.addEventListener('input', onInput);
    return () => {
      observer.disconnect();
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('input', onInput);
    };
  }, [row]);
}
