import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box over a search kept in the address: typed into freely, applied TYPING_PAUSE_MS after the typing
 * stops or at once on Enter (`submit` handles the box's form; without JavaScript the form itself asks for the page
 * with the words), and following the address when that changes otherwise (back/forward, a cleared filter).
 */
export function useSearchBox(applied: string, apply: (text: string) => void) {
  const [text, setText] = useState(applied);
  const debounced = useDebouncedValue(text);
  // Follows the address when it changes, and only then (React's "adjusting state when a prop changes"); but not while
  // words this box sent are on their way to it: what was typed meanwhile stays, and is sent in its turn.
  const [followed, setFollowed] = useState(applied);
  const [sent, setSent] = useState<string | null>(null);
  if (followed !== applied) {
    setFollowed(applied);
    if (sent === null) {
      if (text.trim() !== applied.trim()) setText(applied);
    } else if (sent.trim() === applied.trim()) setSent(null);
  }
  // The search the address has, or is about to have.
  const target = (sent ?? applied).trim();
  const send = (next: string) => {
    setSent(next);
    apply(next);
  };
  // Only a settled text moves the address; an address change (back/forward, a tag) must not re-apply an older text.
  const settle = useEffectEvent((next: string) => {
    if (next.trim() !== target) send(next);
  });
  useEffect(() => settle(debounced), [debounced]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== target) send(text);
  };
  return { text, setText, submit };
}
