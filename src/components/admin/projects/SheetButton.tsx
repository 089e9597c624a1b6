'use client'

import type { ModerationRow } from '@/moderation/moderationRow'

export function SheetButton({ project, onOpen }: { project: ModerationRow; onOpen: (id: number) => void }) {
  return (
    <button
      type="button"
      className="tryb-moderation__row-button"
      aria-haspopup="dialog"
      onClick={(event) => {
        // The row opens the sheet too; one opening is enough.
        event.stopPropagation()
        onOpen(project.id)
      }}
    >
      {project.title}
    </button>
  )
}
