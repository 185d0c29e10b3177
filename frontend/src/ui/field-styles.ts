/** Classes shared by the form fields. */
export const fieldStyles = {
  root: 'flex flex-col gap-1.5',
  label: 'text-sm font-semibold text-slate-800',
  required: 'ml-0.5 text-red-700',
  input: [
    'block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900',
    'border-slate-300 data-[invalid]:border-red-600 aria-[invalid=true]:border-red-600',
    'placeholder:text-slate-400 shadow-xs transition-colors',
    'outline-hidden focus:border-teal-600 focus:ring-3 focus:ring-teal-600/25',
    'data-[focused]:border-teal-600 data-[focused]:ring-3 data-[focused]:ring-teal-600/25',
    'aria-[invalid=true]:focus:ring-red-600/25',
    'disabled:bg-slate-100 disabled:text-slate-500',
  ].join(' '),
  description: 'text-sm text-slate-600',
  error: 'flex items-start gap-1 text-sm font-medium text-red-700',
  /** For controls that cannot carry aria-invalid themselves (the trigger button of a select). */
  invalidBorder: 'border-red-600!',
} as const;
