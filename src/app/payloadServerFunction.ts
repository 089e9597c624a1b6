'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { canAccessAdmin, createLocalReq, getPayload } from 'payload'

import { PAYLOAD_SERVER_FUNCTIONS } from '@/domain/request/payloadServerFunctions'
import { actionRefusal } from '@/errors/serverActionRequests'
import { formValues, object, text, tuple } from '@/validation/actionArguments'

import { ActionRefused, defineAction } from '@/actions/defineAction'

const KNOWN_SERVER_FUNCTIONS = new Set<string>(PAYLOAD_SERVER_FUNCTIONS)

/** Payload answers some outsiders with an English "Unauthorized" inside a success, others with a 500. */
async function refuseOutsiders() {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  try {
    await canAccessAdmin({ req })
  } catch {
    const refusal = actionRefusal(user ? 403 : 401)
    throw new ActionRefused(refusal.status, refusal.message)
  }
}

export const payloadServerFunction = defineAction(
  tuple([object({ name: text(100).refine((name) => KNOWN_SERVER_FUNCTIONS.has(name)), args: formValues() })]),
  async ({ name, args }): Promise<unknown> => {
    await refuseOutsiders()
    // Loaded when called: the admin's modules (and their stylesheets) stay out of this module's imports.
    const { handleServerFunctions } = await import('@payloadcms/next/layouts')
    const { importMap } = await import('@/app/(payload)/admin/importMap.js')
    return handleServerFunctions({ name, args, config, importMap })
  },
)
