import { frenchDate, frenchDateTime } from '@/domain/french'
import type { ModerationProject } from '@/moderation/moderationProject'
import type { ProjectHistory } from '@/moderation/projects'

export function ProjectHistorySection({
  titleId,
  createdAt,
  journal,
}: {
  titleId: string
  createdAt: ModerationProject['createdAt']
  journal: ProjectHistory | { error: string } | null
}) {
  return (
    <section aria-labelledby={`${titleId}-historique`} className="tryb-project-sheet__history">
      <h3 id={`${titleId}-historique`}>Historique</h3>
      {!journal ? (
        <p aria-busy="true">Chargement de l’historique…</p>
      ) : 'error' in journal ? (
        <p role="alert" className="tryb-dialog__error">
          {journal.error}
        </p>
      ) : journal.history.length === 0 ? (
        <p>Aucun changement de statut depuis la soumission du {frenchDate(createdAt)}.</p>
      ) : (
        <ol>
          {journal.history.map((entry) => (
            <li key={entry.id}>
              <span className="tryb-project-sheet__history-date">{frenchDateTime(entry.date)}</span> —{' '}
              <strong>{entry.label}</strong>
              {entry.from && entry.to && entry.from !== entry.to ? ` (${entry.from} → ${entry.to})` : ''} · {entry.by}
              {entry.notes && <p className="tryb-project-sheet__text">{entry.notes}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
