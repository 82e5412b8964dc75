import { useEffect, useEffectEvent, useRef, type FormEvent, type ReactNode } from 'react';
import { SEARCH_MAX_LENGTH } from '@hmti/contract';

interface SearchFormProps {
  /** The page the words go to as `?q=` when the browser sends the form itself (without JavaScript). */
  action: string;
  /** Other choices of that page's address the form sends along (hidden fields), e.g. the chosen tags. */
  keep?: ReadonlyArray<readonly [name: string, value: string]>;
  /** What Enter does once the app runs (the app's handler prevents the browser's own sending). */
  onSubmit: (event: FormEvent) => void;
  id: string;
  /** Names the box for screen readers. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
  inputClassName: string;
  /** More controls inside the form, after the box. */
  children?: ReactNode;
}

/**
 * A search box in a real `<form method="get">`: with the app it searches as its page decides; without JavaScript,
 * Enter asks the server for the page with the words in its address. Words typed into the server-rendered box before
 * the app has taken the page over are the box's value from then on: React keeps them in the box but tells no one
 * (facebook/react#26974), so the box hands them on once.
 */
export function SearchForm({
  action,
  keep = [],
  onSubmit,
  id,
  label,
  placeholder,
  value,
  onChange,
  className,
  inputClassName,
  children,
}: SearchFormProps) {
  const box = useRef<HTMLInputElement>(null);
  const adoptTyped = useEffectEvent(() => {
    const typed = box.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  });
  // Once, on taking the page over: later the box and `value` agree through onChange.
  useEffect(() => adoptTyped(), []);
  return (
    <form role="search" method="get" action={action} onSubmit={onSubmit} className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {keep.map(([name, kept]) => (
        <input key={`${name}=${kept}`} type="hidden" name={name} value={kept} />
      ))}
      <input
        ref={box}
        id={id}
        type="search"
        name="q"
        value={value}
        // The lists read no more of a search than this, and the box takes no more: the words sent are the words kept.
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={inputClassName}
      />
      {children}
    </form>
  );
}
