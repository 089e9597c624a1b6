'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import {
  submitProject,
  uploadHeroImage,
  type HeroImageUploadResult,
  type ProjectSubmitResult,
} from '@/projects/submitProject'
import { resubmitProject } from '@/projects/resubmitProject'
import type { ProjectSubmitValues } from '@/validation/projectSubmit'

/** /project-submit's image field: the chosen file, checked and stored at once. */
export async function uploadProjectHeroImageAction(form: FormData): Promise<HeroImageUploadResult> {
  const chosen = form.get('hero_image_file')
  const file =
    chosen instanceof File && chosen.size > 0
      ? { data: Buffer.from(await chosen.arrayBuffer()), mimetype: chosen.type, name: chosen.name, size: chosen.size }
      : null
  return uploadHeroImage(await getPayload({ config }), await currentMember(), file)
}

/** /project-submit's "Envoyer ma demande". */
export async function submitProjectAction(values: ProjectSubmitValues): Promise<ProjectSubmitResult> {
  return submitProject(await getPayload({ config }), await currentMember(), values)
}

/** /project-submit?modifier={slug}: the owner sends their corrected project back to moderation. */
export async function resubmitProjectAction(slug: string, values: ProjectSubmitValues): Promise<ProjectSubmitResult> {
  return resubmitProject(await getPayload({ config }), await currentMember(), slug, values)
}
