import { format } from 'date-fns'
import config from '@payload-config'
import type { Field } from 'payload'
import { formatLabels, toWords } from 'payload/shared'
import { describe, expect, it } from 'vitest'

/**
 * Payload labels a field it was given no label for with its own name ("member" → "Member"), an
 * array's rows and a collection the same way: the admin then speaks English. These words read
 * the same in French ("Like" and "Post" are the site's own names of action types), so a label
 * equal to the name is allowed for them only.
 */
const SAME_IN_FRENCH = new Set([
  'Action',
  'Bio',
  'Facebook',
  'Instagram',
  'Like',
  'Motivations',
  'Notification',
  'Notifications',
  'Notes',
  'Points',
  'Post',
  'Section',
  'Sections',
  'Slug',
  'Source',
  'Vote',
  'Votes',
])

/** English labels someone could type by hand (the simple cases; the rule above catches the rest). */
const ENGLISH = /^(member|project|status|user|email|name|title|created at|updated at|date|uploader|key|from|to)$/i

/** A day, a moment, or a month written in words (a page's "Octobre 2025"). */
const FRENCH_DATE = /^(dd\/MM\/yyyy( HH:mm)?|MMMM yyyy)$/

type Problem = string

function walk(fields: Field[], path: string, problems: Problem[]) {
  for (const field of fields) {
    // Hidden or disabled fields never reach a screen (Payload's own session list, upload sizes).
    const admin = field.admin as { disabled?: boolean; hidden?: boolean } | undefined
    if (admin?.disabled || ('hidden' in field && field.hidden) || admin?.hidden) continue
    const here = 'name' in field && field.name ? `${path}.${field.name}` : path
    if ('name' in field && field.name) {
      // A function is Payload translating its own fields (createdAt, email…) into the admin's language.
      const label = field.label
      if (typeof label !== 'function') {
        if (typeof label !== 'string' || label.trim() === '') problems.push(`${here}: pas de libellé`)
        else if (ENGLISH.test(label)) problems.push(`${here}: libellé anglais « ${label} »`)
        else if (label === toWords(field.name) && !SAME_IN_FRENCH.has(label))
          problems.push(`${here}: libellé tiré du nom « ${label} »`)
      }
      const rows = formatLabels(field.name).singular
      if (field.type === 'array' && field.labels?.singular === rows && !SAME_IN_FRENCH.has(rows))
        problems.push(`${here}: lignes sans libellé (labels.singular/plural)`)
      // The picker of an edit screen has its own format, American unless told ("MMM d, yyy h:mm a").
      if (
        field.type === 'date' &&
        typeof label !== 'function' &&
        !FRENCH_DATE.test(field.admin?.date?.displayFormat ?? '')
      )
        problems.push(`${here}: date sans format français (admin.date.displayFormat)`)
    }
    if ('fields' in field) walk(field.fields, here, problems)
    if (field.type === 'tabs')
      for (const tab of field.tabs) walk(tab.fields, 'name' in tab ? `${here}.${tab.name}` : here, problems)
    if (field.type === 'blocks') for (const block of field.blocks) walk(block.fields, `${here}.${block.slug}`, problems)
  }
}

// Payload's own collections and globals (jobs, preferences, migrations…) are hidden from the menu.
const ours = ({ slug }: { slug: string }) => !slug.startsWith('payload-')

describe('the admin speaks French', () => {
  it('labels every field of every collection and global in French', async () => {
    const { collections, globals } = await config
    const problems: Problem[] = []
    for (const collection of collections.filter(ours)) {
      const auto = formatLabels(collection.slug)
      const untold = (mine: unknown, auto: string) => mine === auto && !SAME_IN_FRENCH.has(auto)
      if (untold(collection.labels.singular, auto.singular) || untold(collection.labels.plural, auto.plural))
        problems.push(`${collection.slug}: collection sans libellés (labels)`)
      walk(collection.fields, collection.slug, problems)
    }
    for (const global of globals.filter(ours)) {
      if (typeof global.label !== 'string' || global.label === toWords(global.slug))
        problems.push(`${global.slug}: global sans libellé`)
      walk(global.fields, global.slug, problems)
    }
    expect(problems).toEqual([])
  })

  it('shows dates as French readers write them: day first, on a 24-hour clock', async () => {
    // date-fns is what Payload's admin formats `admin.dateFormat` with.
    expect(format(new Date(2026, 10, 23, 20, 42), (await config).admin.dateFormat)).toBe('23/11/2026 20:42')
  })
})
