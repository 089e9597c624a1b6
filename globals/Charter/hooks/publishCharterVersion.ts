import { ValidationError, type GlobalBeforeChangeHook } from 'payload'

import { charterSave, type CharterText } from '@/domain/charter'

type StoredCharter = Partial<CharterText> & {
  version?: number | null
  last_updated?: string
  version_summary?: string | null
}

/**
 * A changed text is either marketing's correction (the version stays) or a new version, with the
 * summary members read before accepting it at their next visit (docs/PRODUCT-RULES.md#charter);
 * fixing the contact changes nothing. Every door passes here, the REST API as the admin's form.
 */
export const publishCharterVersion: GlobalBeforeChangeHook = ({ data, originalDoc, req }) => {
  const previous = (originalDoc ?? {}) as StoredCharter
  const next = { ...previous, ...data } as CharterText
  const saved = charterSave(
    {
      title: previous.title ?? '',
      intro: previous.intro,
      sections: previous.sections ?? [],
      version: previous.version,
      version_summary: previous.version_summary,
    },
    { title: next.title ?? '', intro: next.intro, sections: next.sections ?? [] },
    data.change,
    data.change_summary,
  )
  if (!saved.ok) {
    throw new ValidationError({ global: 'charter', errors: [{ path: saved.path, message: saved.message }] }, req.t)
  }
  return {
    ...data,
    // Read once: emptied, so the next save of the text asks again.
    change: null,
    change_summary: null,
    version: saved.version,
    version_summary: saved.summary,
    last_updated: saved.published || !previous.last_updated ? new Date().toISOString() : previous.last_updated,
  }
}
