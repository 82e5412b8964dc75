/** Class names shared by the organisation admin forms. */
export const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100';
export const INLINE_ERROR = 'mt-1 text-sm text-red-700';
export const PANEL = 'rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-6';
