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
import { formData, formValues, text, tuple } from '@/validation/actionArguments'
import type { ProjectSubmitValues } from '@/validation/projectSubmitForm'

import { defineAction } from './defineAction'

const projectValues = formValues<ProjectSubmitValues>()

export const uploadProjectHeroImageAction = defineAction(
  tuple([formData]),
  async (form): Promise<HeroImageUploadResult> => {
    const chosen = form.get('hero_image_file')
    const file =
      chosen instanceof File && chosen.size > 0
        ? { data: Buffer.from(await chosen.arrayBuffer()), mimetype: chosen.type, name: chosen.name, size: chosen.size }
        : null
    return uploadHeroImage(await getPayload({ config }), await currentMember(), file)
  },
)

export const submitProjectAction = defineAction(tuple([projectValues]), async (values): Promise<ProjectSubmitResult> =>
  submitProject(await getPayload({ config }), await currentMember(), values),
)

export const resubmitProjectAction = defineAction(
  tuple([text(300), projectValues]),
  async (slug, values): Promise<ProjectSubmitResult> =>
    resubmitProject(await getPayload({ config }), await currentMember(), slug, values),
)
