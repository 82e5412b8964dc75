/** Class names shared by the organisation admin forms. */
export const INLINE_ERROR = 'mt-1 text-sm text-red-700';
export const PANEL = 'rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-6';
