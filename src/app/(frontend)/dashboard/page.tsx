import config from '@payload-config'
import type { Metadata } from 'next'
import Link from 'next/link'
import { getPayload } from 'payload'

import { guardMemberPage } from '@/auth/currentMember'
import { SessionKeeper } from '@/components/auth/SessionKeeper'
import { HomeTarget } from '@/components/site/HomeLink'
import { SignOutButton } from '@/components/auth/SignOutButton'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { InvitationForm } from '@/components/dashboard/InvitationForm'
import { ScoreCard } from '@/components/dashboard/ScoreCard'
import { loadDashboard } from '@/dashboard/loadDashboard'
import { ACTION_TYPE_LABELS } from '@/domain/actions'
import { countOf, frenchDate as date } from '@/domain/french'
import { projectStatusLabel, publicProjectPath, REQUEST_TYPE_LABELS } from '@/domain/projectVisibility'
import {
  ACTION_CATEGORY_LABELS,
  parseRecentActionFilter,
  RECENT_ACTION_FILTERS,
  type ActionCategory,
} from '@/domain/recentActions'

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } }

const BADGES: Record<ActionCategory, string> = {
  valid: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-800',
  invalid: 'bg-red-100 text-red-800',
}

type Props = { searchParams: Promise<{ actions?: string; reset?: string }> }

/** Spec 01 "/dashboard": active members only (the guard). */
export default async function DashboardPage({ searchParams }: Props) {
  const member = await guardMemberPage('dashboard', '/dashboard')
  const params = await searchParams
  const filter = parseRecentActionFilter(params.actions)
  const data = await loadDashboard(await getPayload({ config }), member, filter)
  const used = data.invitations.quota > 0 ? Math.round((data.invitations.sent / data.invitations.quota) * 100) : 100

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <SessionKeeper />
      {/* Active members only here: the logo leads back to their dashboard. */}
      <HomeTarget href="/dashboard" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Mon dashboard</h1>
          <p className="mt-1 text-lg text-stone-600">Bienvenue {member.first_name} !</p>
        </div>
        <SignOutButton />
      </div>
      {params.reset === '1' && (
        <p role="status" className="mt-6 rounded-xl bg-green-50 p-3 text-sm font-medium text-green-800">
          Mot de passe mis à jour ✅
        </p>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="points-title" className="rounded-3xl bg-brand-50 p-6">
            <h2 id="points-title" className="text-lg font-semibold">
              Mes points
            </h2>
            <p className="mt-2 text-4xl font-extrabold text-brand-700" data-testid="period-points">
              {countOf(data.points, 'point', 'points')}
            </p>
            <p className="text-sm text-stone-600">
              ce semestre, pour un seuil de {data.threshold} ·{' '}
              {countOf(data.daysLeft, 'jour restant', 'jours restants')}
            </p>
          </section>

          <section aria-labelledby="projects-title" className="rounded-3xl border border-stone-200 bg-white p-6">
            <div className="flex items-center justify-between gap-4">
              <h2 id="projects-title" className="text-lg font-semibold">
                Mes projets
              </h2>
              <Link href="/project-submit" className={primaryButton('small')}>
                Nouveau projet
              </Link>
            </div>
            {data.projects.length === 0 ? (
              <div className="mt-4 rounded-2xl bg-stone-50 p-6 text-center">
                <p className="text-stone-600">Tu n’as pas encore proposé de projet.</p>
                <Link href="/project-submit" className={`${outlineButton('small')} mt-4`}>
                  Soumettre mon premier projet
                </Link>
              </div>
            ) : (
              <div className="mt-4 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead className="text-stone-500">
                    <tr>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Nom
                      </th>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Objectif
                      </th>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Statut
                      </th>
                      <th scope="col" className="py-2 font-medium">
                        Date
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100">
                    {data.projects.map((project) => (
                      <tr key={project.id}>
                        <td className="py-2 pr-4 font-medium">
                          {project.slug ? (
                            <Link
                              href={publicProjectPath(project.slug)}
                              className="text-brand-700 underline-offset-4 hover:underline"
                            >
                              {project.title}
                            </Link>
                          ) : (
                            project.title
                          )}
                        </td>
                        <td className="py-2 pr-4">{REQUEST_TYPE_LABELS[project.request_type]}</td>
                        <td className="py-2 pr-4">{projectStatusLabel(project.status, project.request_type)}</td>
                        <td className="py-2">{date(project.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <section aria-labelledby="week-title" className="rounded-3xl border border-stone-200 bg-white p-6">
            <div className="flex items-center justify-between gap-4">
              <h2 id="week-title" className="text-lg font-semibold">
                Mes contributions cette semaine
              </h2>
              <Link href="/contributions" className={outlineButton('small')}>
                Voir tout
              </Link>
            </div>
            {data.thisWeek.length === 0 ? (
              <p className="mt-4 text-stone-600">
                Aucune contribution ces 7 derniers jours : les projets de la semaine t’attendent.
              </p>
            ) : (
              <ul className="mt-4 divide-y divide-stone-100">
                {data.thisWeek.map((action) => (
                  <li key={action.id} className="flex items-center justify-between gap-4 py-2 text-sm">
                    <span>
                      {ACTION_TYPE_LABELS[action.action_type]}
                      {typeof action.project === 'object' && ` · ${action.project.title}`}
                    </span>
                    <span className="text-stone-500">{date(action.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="recent-title" className="rounded-3xl border border-stone-200 bg-white p-6">
            <h2 id="recent-title" className="text-lg font-semibold">
              Mes actions récentes
            </h2>
            <nav aria-label="Filtrer mes actions" className="mt-3 flex flex-wrap gap-2">
              {RECENT_ACTION_FILTERS.map((option) => (
                <Link
                  key={option.value}
                  href={option.value === 'all' ? '/dashboard' : `/dashboard?actions=${option.value}`}
                  aria-current={filter === option.value ? 'page' : undefined}
                  className="rounded-full border border-stone-300 px-3 py-1 text-sm aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
                  scroll={false}
                >
                  {option.label}
                </Link>
              ))}
            </nav>
            {data.recent.length === 0 ? (
              <p className="mt-4 text-stone-600">Aucune action pour ce filtre.</p>
            ) : (
              <div className="mt-4 overflow-x-auto">
                <table className="w-full text-left text-sm" data-testid="recent-actions">
                  <thead className="text-stone-500">
                    <tr>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Type
                      </th>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Détail
                      </th>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Points
                      </th>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Statut
                      </th>
                      <th scope="col" className="py-2 font-medium">
                        Date
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100">
                    {data.recent.map((action) => (
                      <tr key={action.key}>
                        <td className="py-2 pr-4 font-medium">{action.kind}</td>
                        <td className="max-w-[14rem] truncate py-2 pr-4">
                          {action.link ? (
                            <a
                              href={action.link}
                              target="_blank"
                              rel="noopener noreferrer"
                              className="text-brand-700 underline"
                            >
                              {action.detail ?? 'Lien'}
                            </a>
                          ) : (
                            action.detail
                          )}
                        </td>
                        <td className="py-2 pr-4">{action.points === null ? '—' : `+${action.points}`}</td>
                        <td className="py-2 pr-4">
                          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGES[action.category]}`}>
                            {ACTION_CATEGORY_LABELS[action.category]}
                          </span>
                        </td>
                        <td className="py-2">{date(action.date)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>

        <div className="space-y-6">
          <ScoreCard points={data.points} threshold={data.threshold} daysLeft={data.daysLeft} />

          <section aria-labelledby="invitations-title" className="rounded-3xl border border-stone-200 bg-white p-6">
            <h2 id="invitations-title" className="text-lg font-semibold">
              Invitations
            </h2>
            <p className="mt-2 text-sm text-stone-600" data-testid="invitations-left">
              {data.invitations.remaining} sur {data.invitations.quota} restantes ce semestre
            </p>
            <div
              className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={used}
              aria-label={`${used} % des invitations utilisées`}
            >
              <div className="h-full rounded-full bg-brand-500" style={{ width: `${used}%` }} />
            </div>
            <InvitationForm remaining={data.invitations.remaining} />
            {data.invitations.list.length > 0 && (
              <ul className="mt-4 divide-y divide-stone-100 text-sm" aria-label="Invitations envoyées">
                {data.invitations.list.map((invitation) => (
                  <li key={invitation.id} className="flex items-center justify-between gap-3 py-2">
                    <span className="truncate">{invitation.email}</span>
                    <span className="shrink-0 text-stone-600">
                      {invitation.status === 'active' && invitation.points
                        ? `Actif (+${invitation.points} pts)`
                        : invitation.status === 'active'
                          ? 'Actif'
                          : 'En attente'}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="tip-title" className="rounded-3xl bg-stone-900 p-6 text-white">
            <h2 id="tip-title" className="text-lg font-semibold">
              Le conseil de la semaine
            </h2>
            <p className="mt-2 text-stone-200" data-testid="weekly-tip">
              {data.tip}
            </p>
          </section>
        </div>
      </div>
    </main>
  )
}
