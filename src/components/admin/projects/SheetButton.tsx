'use client'

import type { ModerationRow } from '@/moderation/moderationRow'

import { RowButton } from '../RowButton'

export function SheetButton({ project, onOpen }: { project: ModerationRow; onOpen: (id: number) => void }) {
  return <RowButton onOpen={() => onOpen(project.id)}>{project.title}</RowButton>
}
