import {
  APIError,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { isMember } from '@/access/utilities'
import { HERO_IMAGE_FIXED_MESSAGE } from '@/domain/projects/heroImage'
import { PROJECT_STATUSES } from '@/domain/projects/projectVisibility'
import { ownerMayEditContent } from '@/domain/projects/projectTransitions'

/** The statuses in which the team has moderated a project: its owner no longer edits it. */
const MODERATED_STATUSES = PROJECT_STATUSES.filter((status) => !ownerMayEditContent(status))

/**
 * The image is what the team approved, so its uploader asks for a
 * modification instead. Refused before Payload writes the new file.
 */
async function refuseIfModerated(req: PayloadRequest, imageId: number | string | undefined) {
  if (!isMember(req.user) || imageId === undefined) return
  const { totalDocs } = await req.payload.count({
    collection: 'projects',
    where: { hero_image: { equals: imageId }, status: { in: MODERATED_STATUSES } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) throw new APIError(HERO_IMAGE_FIXED_MESSAGE, 403, null, true)
}

export const keepModeratedImageOnUpdate: CollectionBeforeValidateHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'update') await refuseIfModerated(req, originalDoc?.id)
  return data
}

export const keepModeratedImageOnDelete: CollectionBeforeDeleteHook = ({ id, req }) => refuseIfModerated(req, id)
