/** The console's native fields (search, selects, dates): one look for all of them. */
export const inputClass = 'min-h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm';
