'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { undoProjectDecisionAction } from '@/actions/moderateProjects'
import {
  cursorValues,
  listHref,
  ORDER_OPTIONS,
  orderValues,
  type Cursor,
  type ListOrder,
} from '@/domain/request/listParams'
import type { ModerationLists } from '@/moderation/projects'
import type { MatchedPayment } from '@/payments/paymentMatching'

import { SortLinks } from '../SortLinks'
import { UndoableDecision } from '../UndoableDecision'
import { useRowsKeptOnceDecided } from '../useRowsKeptOnceDecided'
import { WaitingAge } from '../WaitingAge'

import { Flag } from './Flag'
import { PlannedRow } from './PlannedRow'
import { OpenProjectSheet } from './OpenProjectSheet'
import { ExpectedTransfers, PaymentSearch, type PaymentSearchAnswer } from './PaymentMatching'
import { ProjectTable } from './ProjectTable'
import { SummaryCells } from './SummaryCells'

/** Every action answers with a notice, then the lists are read again. */
export function ProjectsBoard({
  lists,
  order,
  campaignPrice,
  expected,
  search = null,
  linkedProject = null,
}: {
  lists: ModerationLists
  order: ListOrder
  campaignPrice: number
  /** "Virements attendus": pending payments, the announced ones first. */
  expected: { payments: MatchedPayment[]; total: number }
  /** The admin's search by reference or amount, when the address holds one. */
  search?: PaymentSearchAnswer | null
  /** The project whose sheet the address asks to open (an admin e-mail's link). */
  linkedProject?: number | null
}) {
  const router = useRouter()
  const [openId, setOpenId] = useState<number | null>(linkedProject)
  // A project validated or published here stays in its list, marked, with "Annuler" (the sheet is closed).
  const { shown: pending, markDecided } = useRowsKeptOnceDecided(lists.pending)
  const [decisions, setDecisions] = useState<ReadonlyMap<number, { label: string; message: string }>>(new Map())
  const forget = (id: number) =>
    setDecisions((previous) => new Map([...previous].filter(([decided]) => decided !== id)))

  const done = (message: string) => {
    toast.success(message)
    router.refresh()
  }

  return (
    <div className="tryb-projects">
      {/* Money first: a bank line is matched from its reference or amount without scrolling. */}
      <PaymentSearch search={search} onOpen={setOpenId} />

      <ExpectedTransfers payments={expected.payments} total={expected.total} onOpen={setOpenId} onDone={done} />

      <ProjectTable
        id="projets-en-attente"
        title="Projets en attente"
        empty="Aucun projet en attente de modération."
        columns={['Type', 'Titre', 'Date', 'Attente', 'Image', 'Liens', 'MVP']}
        clickableRows
        paging={lists.paging.pending}
        pageHref={(cursor) => pageHref(order, cursor, lists.paging.pending.params)}
        sort={
          <SortLinks
            label="Trier les projets en attente"
            options={(Object.keys(ORDER_OPTIONS) as ListOrder[]).map((key) => ({
              key,
              label: ORDER_OPTIONS[key].label,
              href: pageHref(key, null, lists.paging.pending.params),
              current: key === order,
            }))}
          />
        }
        previousText={order === 'oldest' ? 'Plus anciens' : 'Plus récents'}
        nextText={order === 'oldest' ? 'Plus récents' : 'Plus anciens'}
        shown={lists.pending.length}
        rows={pending.map((project) => {
          const decided = decisions.get(project.id)
          if (decided) {
            return (
              <tr key={project.id} data-testid={`pending-project-${project.id}`}>
                <SummaryCells project={project} onOpen={setOpenId} />
                <td colSpan={4}>
                  <UndoableDecision
                    label={decided.label}
                    message={decided.message}
                    subject={project.title}
                    undo={() => undoProjectDecisionAction(project.id)}
                    onUndone={(message) => {
                      forget(project.id)
                      done(message)
                    }}
                  />
                </td>
              </tr>
            )
          }
          return (
            <tr key={project.id} onClick={() => setOpenId(project.id)} data-testid={`pending-project-${project.id}`}>
              <SummaryCells project={project} onOpen={setOpenId} />
              <td data-label="Attente">
                <WaitingAge waiting={project.waiting} />
              </td>
              <td data-label="Image">
                <Flag present={project.flags.image} yes="Image fournie" no="Pas d’image" />
              </td>
              <td data-label="Liens">
                <Flag present={project.flags.links} yes="Liens fournis" no="Aucun lien" />
              </td>
              <td data-label="MVP">
                <Flag present={project.flags.mvp} yes="Lien MVP fourni" no="Pas de lien MVP" />
              </td>
            </tr>
          )
        })}
      />

      <ProjectTable
        id="projets-planifies"
        title="Projets approuvés et planifiés"
        empty="Aucun projet approuvé ou planifié."
        columns={['Titre', 'Statut', 'Paiement', 'Semaine d’exposition', 'Actions']}
        paging={lists.paging.planned}
        shown={lists.planned.length}
        rows={lists.planned.map((project) => (
          <PlannedRow key={project.id} project={project} onOpen={setOpenId} onDone={done} />
        ))}
      />

      <ProjectTable
        id="modifications-demandees"
        title="Modifications demandées"
        empty="Aucun projet en attente de modifications."
        columns={['Type', 'Titre', 'Soumis le']}
        paging={lists.paging.modRequested}
        shown={lists.modRequested.length}
        rows={lists.modRequested.map((project) => (
          <tr key={project.id}>
            <SummaryCells project={project} onOpen={setOpenId} />
          </tr>
        ))}
      />

      {openId !== null && (
        <OpenProjectSheet
          key={openId}
          id={openId}
          campaignPrice={campaignPrice}
          onClose={() => setOpenId(null)}
          onDone={(message, decision) => {
            if (decision) {
              markDecided(openId)
              setDecisions((previous) => new Map(previous).set(openId, { label: decision, message }))
            }
            setOpenId(null)
            done(message)
          }}
        />
      )}
    </div>
  )
}

/** Keeps the filter the admin home links to. */
const pageHref = (order: ListOrder, cursor: Cursor | null, params: Record<string, string | undefined> = {}) =>
  listHref('/admin/projets', { ...params, ...orderValues(order), ...cursorValues(cursor) }, 1)
