'use client'

import { WaitingAge } from '@/components/admin/WaitingAge'
import { useRowsKeptOnceDecided } from '@/components/admin/useRowsKeptOnceDecided'
import { ACTION_TYPE_LABELS, DECLARED_ACTION_STATUS_LABELS } from '@/domain/declaredActions/declaredActions'
import { frenchDate } from '@/domain/french'
import type { AdminDeclaredActionRow } from '@/moderation/declaredActions'

import { DeclaredActionDecision } from './DeclaredActionDecision'

/**
 * A decided row stays in place though the server's re-rendered
 * list no longer holds it, until the filter or page changes.
 */
export function DeclaredActionRows({
  rows,
  caption,
  reasons,
}: {
  rows: AdminDeclaredActionRow[]
  caption: string
  reasons: string[]
}) {
  const { shown, markDecided, isDecided } = useRowsKeptOnceDecided(rows)
  if (shown.length === 0) return <p className="tryb-moderation__empty">Aucune action pour ce filtre.</p>
  return (
    <div className="tryb-moderation__table-wrap">
      <table className="tryb-moderation__table">
        <caption className="tryb-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Attente</th>
            <th scope="col">Membre</th>
            <th scope="col">Projet</th>
            <th scope="col">Type</th>
            <th scope="col">Lien</th>
            <th scope="col">Statut</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.id} data-testid={`action-${row.id}`}>
              <td data-label="Date">{frenchDate(row.createdAt)}</td>
              <td data-label="Attente">
                <WaitingAge waiting={row.waiting} />
              </td>
              <td data-label="Membre">
                {row.member ? (
                  <>
                    <span className="tryb-moderation__strong">{row.member.name}</span>
                    <br />
                    <span className="tryb-moderation__muted">{row.member.email}</span>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td data-label="Projet">
                {row.project?.href ? (
                  <a href={row.project.href} target="_blank" rel="noopener noreferrer">
                    {row.project.title}
                  </a>
                ) : (
                  (row.project?.title ?? '—')
                )}
              </td>
              <td data-label="Type">{ACTION_TYPE_LABELS[row.actionType]}</td>
              <td data-label="Lien">
                {row.url ? (
                  <a href={row.url} target="_blank" rel="noopener noreferrer" className="tryb-moderation__url">
                    Ouvrir le lien
                    <span className="tryb-sr-only"> déclaré par {row.member?.name ?? 'le membre'}</span>
                  </a>
                ) : (
                  <span className="tryb-moderation__muted tryb-moderation__url">{row.rawUrl}</span>
                )}
              </td>
              <td data-label="Statut">
                <span className={`tryb-moderation__badge tryb-moderation__badge--${row.status}`}>
                  {DECLARED_ACTION_STATUS_LABELS[row.status]}
                </span>
                {row.status === 'rejected' && row.notes ? (
                  <p className="tryb-moderation__notes">Motif : {row.notes}</p>
                ) : null}
              </td>
              <td data-label="Actions">
                {row.status === 'pending' || isDecided(row.id) ? (
                  <DeclaredActionDecision
                    id={row.id}
                    onDecided={() => markDecided(row.id)}
                    summary={`${ACTION_TYPE_LABELS[row.actionType]} de ${row.member?.name ?? 'un membre'} sur « ${row.project?.title ?? 'un projet'} »`}
                    reasons={reasons}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
