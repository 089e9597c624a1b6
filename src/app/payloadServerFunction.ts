'use server'

import config from '@payload-config'

import { formValues, object, text, tuple } from '@/validation/actionArguments'

import { defineAction } from '@/actions/defineAction'

/** The server functions Payload 3.90's admin calls (`handleServerFunctions`); we add none. */
const PAYLOAD_SERVER_FUNCTIONS = new Set([
  'copy-data-from-locale',
  'form-state',
  'get-default-layout',
  'get-folder-results-component-and-data',
  'get-upcoming-scheduled-publish',
  'render-document',
  'render-document-slots',
  'render-field',
  'render-list',
  'render-widget',
  'schedule-publish',
  'slugify',
  'table-state',
])

/** Server functions of the admin UI (form state, table state…), run against our config. */
export const payloadServerFunction = defineAction(
  tuple([object({ name: text(100).refine((name) => PAYLOAD_SERVER_FUNCTIONS.has(name)), args: formValues() })]),
  async ({ name, args }): Promise<unknown> => {
    // Loaded when called: the admin's modules (and their stylesheets) stay out of this module's imports.
    const { handleServerFunctions } = await import('@payloadcms/next/layouts')
    const { importMap } = await import('@/app/(payload)/admin/importMap.js')
    return handleServerFunctions({ name, args, config, importMap })
  },
)
