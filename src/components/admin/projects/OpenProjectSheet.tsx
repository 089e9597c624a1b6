'use client'

import { toast } from '@payloadcms/ui'
import { useEffect, useEffectEvent, useState } from 'react'

import { projectSheetAction } from '@/actions/moderateProjects'
import { PROJECT_MODERATION_MESSAGES } from '@/domain/projects/projectModeration'
import type { ModerationProject } from '@/moderation/moderationProject'

import { ProjectSheet } from './ProjectSheet'

/** Read when it opens so the page does not hold every project's whole sheet. */
export function OpenProjectSheet({
  id,
  campaignPrice,
  onClose,
  onDone,
}: {
  id: number
  campaignPrice: number
  onClose: () => void
  onDone: (message: string, decision?: string) => void
}) {
  const [project, setProject] = useState<ModerationProject | null>(null)
  const failed = useEffectEvent((message: string) => {
    toast.error(message)
    onClose()
  })
  useEffect(() => {
    let current = true
    projectSheetAction(id)
      .then((answer) => {
        if (!current) return
        if (answer.ok) setProject(answer.project)
        else failed(answer.message)
      })
      .catch(() => {
        if (current) failed(PROJECT_MODERATION_MESSAGES.sheetFailed)
      })
    return () => {
      current = false
    }
  }, [id])
  if (!project || project.id !== id) return null
  return <ProjectSheet project={project} campaignPrice={campaignPrice} onClose={onClose} onDone={onDone} />
}
