import type { ArrayField, Field, SelectField, TextField } from 'payload'

import { isSitePath } from '@/domain/request/sitePath'

import { ICON_OPTIONS } from './iconOptions'

export const text = (name: string, label: string, extra: Partial<TextField> = {}): Field =>
  ({ name, type: 'text', label, required: true, ...extra }) as Field

export const longText = (name: string, label: string, required = true): Field => ({
  name,
  type: 'textarea',
  label,
  required,
  admin: { description: 'Une ligne vide sépare deux paragraphes.' },
})

export const icon = (name = 'icon', label = 'Icône'): SelectField => ({
  name,
  type: 'select',
  label,
  required: true,
  options: ICON_OPTIONS.map(({ value, label }) => ({ value, label })),
})

type Rows = { exactly: number } | { min?: number; max?: number }

/** A list of cards; `exactly` fixes the count where the page's layout is built for it. */
export const list = (name: string, label: string, rows: Rows, fields: Field[]): ArrayField => ({
  name,
  type: 'array',
  label,
  required: true,
  minRows: 'exactly' in rows ? rows.exactly : (rows.min ?? 1),
  maxRows: 'exactly' in rows ? rows.exactly : rows.max,
  labels: { singular: 'Élément', plural: 'Éléments' },
  fields,
})

export const sectionList = (name: string, label: string, rows: Rows = { min: 1 }): ArrayField => ({
  ...list(name, label, rows, [text('heading', 'Titre'), longText('body', 'Texte')]),
  labels: { singular: 'Section', plural: 'Sections' },
})

export const linkList = (name: string, label: string): ArrayField => ({
  ...list(name, label, { min: 1, max: 8 }, [
    text('label', 'Libellé'),
    text('href', 'Lien', {
      admin: { description: 'Chemin du site, par exemple /tarifs ou /#features.' },
      validate: (value: unknown) =>
        (typeof value === 'string' && isSitePath(value)) ||
        'Indique un chemin du site commençant par « / », par exemple /tarifs ou /#features.',
    }),
  ]),
  labels: { singular: 'Lien', plural: 'Liens' },
})
