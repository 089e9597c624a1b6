import config from '@payload-config'
import { invitationStatusText } from '@/domain/members/invitations'
import type { Metadata } from 'next'
import Link from 'next/link'
import { getPayload } from 'payload'

import { guardMemberPage } from '@/auth/currentMember'
import { SessionKeeper } from '@/components/auth/SessionKeeper'
import { HomeTarget } from '@/components/site/HomeLink'
import { SignOutButton } from '@/components/auth/SignOutButton'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { InvitationForm } from '@/components/dashboard/InvitationForm'
import { MyProjects, RecentActions } from '@/components/dashboard/DashboardLists'
import { FirstWeekPanel } from '@/components/dashboard/FirstWeekPanel'
import { PeriodPointsCard } from '@/components/dashboard/PeriodPointsCard'
import { WeekPanel } from '@/components/dashboard/WeekPanel'
import { loadDashboard } from '@/dashboard/loadDashboard'
import { ACTION_TYPE_LABELS } from '@/domain/declaredActions/declaredActions'
import { frenchDate as date } from '@/domain/french'
import { firstWeekGoal, isFirstWeek } from '@/domain/members/onboarding'
import { parseRecentActionFilter, RECENT_ACTION_FILTERS } from '@/domain/declaredActions/recentActions'
import { visibilityQuotaNotice } from '@/projects/visibilityQuota'

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } }

type Props = { searchParams: Promise<{ actions?: string; reset?: string }> }

export default async function DashboardPage({ searchParams }: Props) {
  const member = await guardMemberPage('dashboard', '/dashboard')
  const params = await searchParams
  const filter = parseRecentActionFilter(params.actions)
  const payload = await getPayload({ config })
  const [data, visibilityLimit] = await Promise.all([
    loadDashboard(payload, member, filter),
    visibilityQuotaNotice(payload, member.id),
  ])
  const firstWeek = isFirstWeek(member.activated_at, new Date())
    ? firstWeekGoal({
        threshold: data.standing.threshold,
        commentPoints: data.week.gains.find((gain) => gain.type === 'comment')?.points ?? 1,
      })
    : null
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

      <WeekPanel
        weekLabel={data.week.weekLabel}
        projects={data.week.projects}
        feedbackRequests={data.week.feedbackRequests}
        standing={data.standing}
        gains={data.week.gains}
        firstWeek={Boolean(firstWeek)}
      />
      {firstWeek && <FirstWeekPanel sentence={firstWeek.sentence} />}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <section aria-labelledby="projects-title" className="rounded-3xl border border-stone-200 bg-white p-6">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <h2 id="projects-title" className="text-lg font-semibold">
                Mes projets
              </h2>
              <Link
                href={visibilityLimit ? '/project-submit?type=feedback' : '/project-submit'}
                className={primaryButton('small')}
              >
                Nouveau projet
              </Link>
            </div>
            {visibilityLimit && (
              <p className="mt-3 rounded-xl bg-orange-50 p-3 text-sm text-orange-950" data-testid="visibility-limit">
                {visibilityLimit} Les demandes de feedbacks restent ouvertes.
              </p>
            )}
            {data.projects.length === 0 ? (
              <div className="mt-4 rounded-2xl bg-stone-50 p-6 text-center">
                <p className="text-stone-600">Tu n’as pas encore proposé de projet.</p>
                <Link href="/project-submit" className={`${outlineButton('small')} mt-4`}>
                  Soumettre mon premier projet
                </Link>
              </div>
            ) : (
              <MyProjects projects={data.projects} />
            )}
          </section>

          <section aria-labelledby="week-title" className="rounded-3xl border border-stone-200 bg-white p-6">
            <div className="flex flex-wrap items-center justify-between gap-4">
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
              <RecentActions actions={data.recent} />
            )}
          </section>
        </div>

        <div className="min-w-0 space-y-6">
          <PeriodPointsCard standing={data.standing} firstWeek={firstWeek?.sentence} />

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
                      {invitationStatusText(invitation.status, invitation.points)}
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
