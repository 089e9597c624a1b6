import Link from 'next/link'

import { Icon } from '@/components/Icon'
import type { MemberDeclaredActionRow } from '@/community/findMemberDeclaredActions'
import type { ActionType } from '@/domain/declaredActions/declaredActions'
import { countOf, frenchDate } from '@/domain/french'
import type { IconName } from '@/domain/iconNames'

import { ACTION_TYPE_LABELS } from '@/domain/declaredActions/declaredActions'

import { RefusedCorrection } from './RefusedCorrection'
import { StatusBadge } from './StatusBadge'

const ACTION_ICONS: Record<ActionType, IconName> = { like: 'heart', comment: 'message', share: 'share', post: 'pen' }

function ActionType({ type }: { type: ActionType }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Icon name={ACTION_ICONS[type]} className="size-4 shrink-0 text-brand-600" />
      {ACTION_TYPE_LABELS[type]}
    </span>
  )
}

function Points({ points }: { points: number | null }) {
  if (points === null) {
    return (
      <>
        <span aria-hidden="true" className="text-stone-400">
          —
        </span>
        <span className="sr-only">Aucun point</span>
      </>
    )
  }
  return <span className="font-semibold text-green-800">+{countOf(points, 'pt', 'pts')}</span>
}

function ProjectName({ project }: { project: MemberDeclaredActionRow['project'] }) {
  if (!project) return <span className="italic text-stone-500">Projet non public</span>
  if (!project.href) return <span className="break-words">{project.title}</span>
  return (
    <Link href={project.href} className="break-words font-medium text-brand-700 underline underline-offset-2">
      {project.title}
    </Link>
  )
}

/** `inline` keeps a 40 px tall target on the line of the row's text (negative margins). */
function SeeLink({ url, inline = false }: { url: string | null; inline?: boolean }) {
  if (!url) return <span className="text-stone-400">—</span>
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex min-h-10 items-center gap-1 font-medium text-brand-700 underline underline-offset-2 ${inline ? '-my-2.5' : ''}`}
    >
      Voir
      <Icon name="external-link" className="size-3.5" />
      <span className="sr-only"> (nouvel onglet)</span>
    </a>
  )
}

function Notes({ notes }: { notes: string | null }) {
  if (!notes) return null
  return (
    <p className="mt-1 break-words text-sm text-red-800">
      <span className="font-semibold">Motif : </span>
      {notes}
    </p>
  )
}

/** Only one of table and cards is displayed, so assistive technologies meet each row once. */
export function MemberDeclaredActionsList({ rows }: { rows: MemberDeclaredActionRow[] }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table" data-testid="contributions-table">
        <caption className="sr-only">Mes actions déclarées, les plus récentes d’abord</caption>
        <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
          <tr>
            <th scope="col" className="py-3 pr-4 font-semibold">
              Date
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              Projet
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              Action
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              Points
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              Statut
            </th>
            <th scope="col" className="py-3 font-semibold">
              Lien
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.id} data-status={row.status} className="align-top">
              <td className="whitespace-nowrap py-3 pr-4 text-stone-600">{frenchDate(row.createdAt)}</td>
              <td className="max-w-64 py-3 pr-4">
                <ProjectName project={row.project} />
              </td>
              <td className="whitespace-nowrap py-3 pr-4">
                <ActionType type={row.actionType} />
              </td>
              <td className="whitespace-nowrap py-3 pr-4">
                <Points points={row.points} />
              </td>
              <td className="max-w-72 py-3 pr-4">
                <StatusBadge status={row.status} />
                <Notes notes={row.notes} />
                {row.status === 'rejected' && <RefusedCorrection row={row} />}
              </td>
              <td className="py-3">
                <SeeLink url={row.url} inline />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="flex flex-col gap-3 md:hidden" data-testid="contributions-cards">
        {rows.map((row) => (
          <li key={row.id} data-status={row.status} className="rounded-2xl border border-stone-200 p-4">
            <div className="flex items-center justify-between gap-3">
              <span className="text-sm text-stone-600">{frenchDate(row.createdAt)}</span>
              <StatusBadge status={row.status} />
            </div>
            <p className="mt-2">
              <ProjectName project={row.project} />
            </p>
            <div className="mt-2 flex items-center justify-between gap-3 text-sm">
              <ActionType type={row.actionType} />
              <Points points={row.points} />
            </div>
            <Notes notes={row.notes} />
            <div className="mt-1 text-sm">
              <SeeLink url={row.url} />
            </div>
            {row.status === 'rejected' && <RefusedCorrection row={row} />}
          </li>
        ))}
      </ul>
    </>
  )
}
