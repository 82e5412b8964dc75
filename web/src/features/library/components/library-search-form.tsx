import type { ComponentProps } from 'react';
import { SearchForm } from '@/components/ui/search-form';
import { paths } from '@/config/paths';

type Props = Omit<ComponentProps<typeof SearchForm>, 'action' | 'label' | 'placeholder' | 'inputClassName'>;

/** The visitors' library search box (the landing's section and /library); without JavaScript it searches /library. */
export const LibrarySearchForm = (props: Props) => (
  <SearchForm
    action={paths.library.getHref()}
    label="Cari di library"
    placeholder="Cari di library..."
    inputClassName="w-full rounded-full border border-slate-300 bg-white px-5 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none"
    {...props}
  />
);
