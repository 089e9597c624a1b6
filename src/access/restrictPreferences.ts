import type { PayloadHandler, PayloadRequest, SanitizedConfig } from 'payload'

import { isStaff } from './utilities'

export const PREFERENCES_STAFF_ONLY = 'Les préférences d’affichage sont réservées à l’équipe (administration).'
export const PREFERENCE_TOO_LARGE = 'Cette préférence est trop volumineuse (64 Ko au plus).'
export const PREFERENCE_NOT_FOUND = 'Cette préférence n’existe pas.'
export const PREFERENCE_BY_KEY = 'Une préférence s’enregistre à son adresse : /api/payload-preferences/{clé}.'

/** An admin's column choices and list settings weigh a few kilobytes. */
const MAX_PREFERENCE_BYTES = 64 * 1024

const answer = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** The body's announced length (the proxy refuses an API body that announces none). */
const bodySize = (req: PayloadRequest) => Number(req.headers.get('content-length') ?? 0)

/**
 * Payload's `/:key` endpoints check nobody's access (a member stored 1.1 MB), so only staff keep preferences, of a
 * bounded size.
 */
export function restrictPreferences(config: SanitizedConfig): SanitizedConfig {
  const preferences = config.collections.find((collection) => collection.slug === 'payload-preferences')
  if (!preferences) throw new Error('payload-preferences is missing from the sanitized config')
  const staffOnly = ({ req }: { req: PayloadRequest }) => isStaff(req.user)
  preferences.access = {
    ...preferences.access,
    read: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  }

  preferences.endpoints = (preferences.endpoints || []).map((endpoint) => {
    const handler: PayloadHandler = async (req) => {
      if (!isStaff(req.user)) return answer(403, PREFERENCES_STAFF_ONLY)
      // The admin keeps its preferences through `/:key` (an upsert of the account's own key); a
      // row made by the generic create would belong to no key.
      if (endpoint.method === 'post' && endpoint.path === '/') return answer(405, PREFERENCE_BY_KEY)
      if (endpoint.method === 'post' && bodySize(req) > MAX_PREFERENCE_BYTES) {
        return answer(413, PREFERENCE_TOO_LARGE)
      }
      try {
        return await endpoint.handler(req)
      } catch (error) {
        // Deleting a key that is not there failed inside Payload's adapter.
        if (endpoint.method === 'delete' && !(error as { isPublic?: boolean }).isPublic) {
          return answer(404, PREFERENCE_NOT_FOUND)
        }
        throw error
      }
    }
    return { ...endpoint, handler }
  })
  return config
}
