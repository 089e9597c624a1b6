import Link from 'next/link'

import { StatusBadge } from '@/components/declaredActions/StatusBadge'
import type { WeekPanelProject } from '@/dashboard/weekPanel'
import { feedbackCountLabel } from '@/domain/feedbacks'
import type { FeedbackRequest } from '@/feedbacks/feedbackRequests'
import { ACTION_TYPE_LABELS } from '@/domain/declaredActions/declaredActions'
import { countOf } from '@/domain/french'
import { firstWeekGap, proRataNote, standingGap, type ActionGain, type Standing } from '@/domain/points/standing'

function ProjectToAmplify({ project }: { project: WeekPanelProject }) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm">
      <p className="font-semibold break-words">
        {project.path ? (
          <Link href={project.path} className="text-brand-700 underline-offset-4 hover:underline">
            {project.title}
          </Link>
        ) : (
          project.title
        )}
      </p>
      {project.own ? (
        <p className="mt-1 text-sm text-stone-600">C’est ton projet : la communauté le soutient cette semaine.</p>
      ) : project.declared.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">Tu n’as encore rien déclaré sur ce projet.</p>
      ) : (
        <div className="mt-2 text-sm">
          <p className="text-stone-600">Tu as déclaré :</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1" aria-label={`Mes déclarations sur ${project.title}`}>
            {project.declared.map((action) => (
              <li key={action.type} className="inline-flex items-center gap-2">
                {ACTION_TYPE_LABELS[action.type]} <StatusBadge status={action.status} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  )
}

/** The requirement is pro rata, and said so, for a member activated during the semester. */
export function WeekPanel({
  weekLabel,
  projects,
  feedbackRequests,
  standing,
  gains,
  firstWeek = false,
}: {
  weekLabel: string
  projects: WeekPanelProject[]
  feedbackRequests: FeedbackRequest[]
  standing: Standing
  gains: ActionGain[]
  /** The member's first week: the goal and the time left, not a gap. */
  firstWeek?: boolean
}) {
  return (
    <section aria-labelledby="this-week-title" className="mt-8 rounded-3xl bg-brand-50 p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="this-week-title" className="text-xl font-bold">
          Cette semaine
        </h2>
        <p className="text-sm text-stone-600">
          Semaine du {weekLabel} · {countOf(standing.daysLeft, 'jour restant', 'jours restants')} dans le semestre
        </p>
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-3">
          <h3 className="font-semibold">À amplifier</h3>
          {projects.length === 0 ? (
            <div className="mt-3 rounded-2xl bg-white p-4 text-sm text-stone-600">
              <p>Aucun projet à amplifier cette semaine : les prochains arrivent lundi.</p>
              <p className="mt-2">
                En attendant, des idées attendent tes retours :{' '}
                <Link
                  href="/communaute/feedbacks"
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  les idées à challenger
                </Link>
                .
              </p>
            </div>
          ) : (
            <ul className="mt-3 space-y-3" data-testid="week-projects">
              {projects.map((project) => (
                <ProjectToAmplify key={project.id} project={project} />
              ))}
            </ul>
          )}
          {feedbackRequests.length > 0 && <FeedbackRequests requests={feedbackRequests} />}
        </div>
        <div className="min-w-0 lg:col-span-2">
          <h3 className="font-semibold">Mes points</h3>
          <p className="mt-2 text-4xl font-extrabold text-brand-700" data-testid="period-points">
            {countOf(standing.points, 'point', 'points')}
          </p>
          {!standing.exempt && (
            <p className="text-sm text-stone-600">sur {standing.required} nécessaires ce semestre</p>
          )}
          <div className="mt-2 space-y-1 text-sm text-stone-700" data-testid="standing">
            <p className="font-semibold">{firstWeek ? firstWeekGap(standing) : standingGap(standing)}</p>
            {standing.proRata && !standing.exempt && <p>{proRataNote(standing)}</p>}
          </div>
          <h4 id="gains-title" className="mt-4 text-sm font-semibold">
            Une action validée de plus
          </h4>
          <ul aria-labelledby="gains-title" className="mt-2 grid grid-cols-2 gap-2 text-sm">
            {gains.map((gain) => (
              <li key={gain.type} className="rounded-xl bg-white px-3 py-2">
                {gain.label} <strong className="text-brand-700">+{countOf(gain.points, 'point', 'points')}</strong>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}

function FeedbackRequests({ requests }: { requests: FeedbackRequest[] }) {
  return (
    <>
      <h3 className="mt-6 font-semibold">Ils attendent tes retours</h3>
      <ul className="mt-3 space-y-2" data-testid="feedback-requests">
        {requests.map((request) => (
          <li key={request.id} className="flex flex-wrap justify-between gap-2 rounded-2xl bg-white px-4 py-3 text-sm">
            <Link href={request.path} className="font-semibold text-brand-700 underline underline-offset-4">
              {request.title}
            </Link>
            <span className="text-stone-600">{feedbackCountLabel(request.feedbacks)}</span>
          </li>
        ))}
      </ul>
    </>
  )
}
