import { frenchDate } from '@/domain/french'
import type { ModerationRow } from '@/moderation/moderationRow'

import { SheetButton } from './SheetButton'
import { TypeBadge } from './TypeBadge'

export function SummaryCells({ project, onOpen }: { project: ModerationRow; onOpen: (id: number) => void }) {
  return (
    <>
      <td data-label="Type">
        <TypeBadge type={project.requestType} />
      </td>
      <td data-label="Titre">
        <SheetButton project={project} onOpen={onOpen} />
      </td>
      <td data-label="Soumis le">{frenchDate(project.createdAt)}</td>
    </>
  )
}
