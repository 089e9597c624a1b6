import type { GlobalBeforeChangeHook } from 'payload'

import { nextCharterVersion, type CharterText } from '@/domain/charter'

/**
 * Members accept a new version at their next visit (docs/PRODUCT-RULES.md#charter); fixing the contact does not make
 * one.
 */
export const publishCharterVersion: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const previous = (originalDoc ?? {}) as Partial<CharterText> & { version?: number | null; last_updated?: string }
  const next = { ...previous, ...data } as CharterText
  const version = nextCharterVersion(
    {
      title: previous.title ?? '',
      intro: previous.intro,
      sections: previous.sections ?? [],
      version: previous.version,
    },
    { title: next.title ?? '', intro: next.intro, sections: next.sections ?? [] },
  )
  const published = version !== (previous.version ?? 1) || !previous.last_updated
  return {
    ...data,
    version,
    last_updated: published ? new Date().toISOString() : previous.last_updated,
  }
}
