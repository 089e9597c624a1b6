/** The site's two button looks, shared by links and buttons so every call to action matches. */
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60'

export const outlineButton =
  'inline-flex items-center justify-center gap-2 rounded-full border-2 border-brand-600 px-6 py-[10px] font-semibold text-brand-700 transition-colors hover:bg-brand-50'
