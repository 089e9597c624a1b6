import type { ServerProps } from 'payload'

import { isAdmin } from '@/access/utilities'
import { mayRemindAgain } from '@/domain/members/atRisk'
import { countOf, frenchDate, frenchDateTime, wordsFor } from '@/domain/french'
import { waitingAge } from '@/domain/moderation/moderationDelays'
import { MODERATION_QUEUES, QUEUE_DEFINITIONS } from '@/domain/moderation/moderationQueues'
import { loadCockpit } from '@/moderation/cockpit'
import type { SignedInAdmin } from '@/auth/signedInAdmin'
import { queuesForRender } from '@/moderation/queues'

import { DeletionRequestsPanel } from './DeletionRequestsPanel'
import { LatePaymentsPanel } from './LatePaymentsPanel'
import { UnderPromisePanel } from './UnderPromisePanel'
import { ReactivationRequestsPanel } from './ReactivationRequestsPanel'
import { FeedbackFlagsPanel } from './FeedbackFlagsPanel'
import { RemindButton } from './RemindButton'
import { SellerPlaceholderNotice } from './SellerPlaceholderNotice'

/** Admins only; a marketing user sees Payload's home as before. */
export async function Cockpit({ user, payload }: ServerProps) {
  if (!isAdmin(user ?? null)) return null
  const now = new Date()
  // The queues are the menu's read of this render, shared rather than counted twice.
  const [cockpit, queues] = await Promise.all([loadCockpit(payload, user, now), queuesForRender(payload, user)])
  const { calendar, atRisk, activity, audit } = cockpit
  return (
    <div className="tryb-cockpit" lang="fr">
      <section className="tryb-cockpit__panel" aria-labelledby="cockpit-todo">
        <h2 id="cockpit-todo">À traiter</h2>
        <SellerPlaceholderNotice payload={payload} />
        <table>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">En attente</th>
              <th scope="col">Plus ancien</th>
              <th scope="col">En retard</th>
            </tr>
          </thead>
          <tbody>
            {MODERATION_QUEUES.map((queue) => {
              const { label, href } = QUEUE_DEFINITIONS[queue]
              const { count, oldest, late } = queues[queue]
              return (
                <tr key={queue} data-queue={queue}>
                  <th scope="row" data-label="File">
                    <a href={href}>{label}</a>
                  </th>
                  <td data-cell="count" data-label="En attente">
                    {count}
                  </td>
                  <td data-cell="oldest" data-label="Plus ancien">
                    {oldest ? waitingAge(oldest, now) : '—'}
                  </td>
                  <td data-cell="late" data-label="En retard">
                    {late === null ? (
                      <span className="tryb-cockpit__muted">sans délai promis</span>
                    ) : late > 0 ? (
                      <span className="tryb-cockpit__late">{late} en retard</span>
                    ) : (
                      '0 en retard'
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        <p className="tryb-cockpit__muted">
          Délais promis : {cockpit.delays.actions} h pour les déclarations d’actions, {cockpit.delays.feedback} h pour
          les projets feedbacks, {cockpit.delays.visibility} h pour une demande de visibilité.
        </p>
        <ReactivationRequestsPanel payload={payload} admin={user as SignedInAdmin} />
        <DeletionRequestsPanel payload={payload} admin={user as SignedInAdmin} />
        <LatePaymentsPanel payload={payload} admin={user as SignedInAdmin} />
        <UnderPromisePanel payload={payload} admin={user as SignedInAdmin} />
        <FeedbackFlagsPanel payload={payload} admin={user as SignedInAdmin} />
      </section>

      <section className="tryb-cockpit__panel" aria-labelledby="cockpit-calendar">
        <h2 id="cockpit-calendar">Calendrier d&apos;amplification</h2>
        <ul className="tryb-cockpit__weeks">
          {calendar.map((week) => (
            <li key={week.monday} data-week={week.monday}>
              <strong>
                {week.current ? 'Cette semaine' : 'Semaine du'} {week.label}
              </strong>{' '}
              <span className="tryb-cockpit__muted">({countOf(week.projects.length, 'projet', 'projets')})</span>
              {week.flag ? <p className="tryb-cockpit__flag">⚠ {week.flag}</p> : null}
              {week.projects.length > 0 ? (
                <ul>
                  {week.projects.map((project) => (
                    <li key={project.id}>
                      <a href={`/admin/collections/projects/${project.id}`}>{project.title}</a>{' '}
                      <span className="tryb-cockpit__muted">({project.status})</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section className="tryb-cockpit__panel" aria-labelledby="cockpit-at-risk">
        <h2 id="cockpit-at-risk">Membres à risque</h2>
        {atRisk.members.length === 0 ? (
          <p>Aucun membre actif sous son minimum du semestre, ni de demande de réactivation.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Membre</th>
                <th scope="col">Points</th>
                <th scope="col">Manquent</th>
                <th scope="col">Jours restants</th>
                <th scope="col">Relance</th>
              </tr>
            </thead>
            <tbody>
              {atRisk.members.map((member) => (
                <tr key={member.id} data-member={member.id}>
                  <th scope="row" data-label="Membre">
                    <a href={`/admin/collections/members/${member.id}`}>{member.name}</a>
                    <p className="tryb-cockpit__muted" data-cell="reason">
                      {member.reason}
                    </p>
                  </th>
                  <td data-label="Points">
                    {member.points} / {member.required}
                  </td>
                  <td data-label="Manquent">{member.missing}</td>
                  <td data-label="Jours restants">{atRisk.daysLeft}</td>
                  <td data-label="Relance">
                    {member.reactivationAsked ? (
                      <a href="#cockpit-reactivations">Voir la demande</a>
                    ) : (
                      <RemindButton
                        id={member.id}
                        name={member.name}
                        remindedOn={member.remindedAt ? frenchDate(member.remindedAt) : null}
                        mayRemind={mayRemindAgain(member.remindedAt, now)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="tryb-cockpit__panel" aria-labelledby="cockpit-activity">
        <h2 id="cockpit-activity">Activité de la semaine</h2>
        <ul className="tryb-cockpit__figures">
          <li>
            <strong>{activity.validatedActions}</strong>{' '}
            {wordsFor(activity.validatedActions, 'action déclarée validée', 'actions déclarées validées')}
          </li>
          <li>
            <strong>{activity.pointsCredited}</strong>{' '}
            {wordsFor(activity.pointsCredited, 'point crédité', 'points crédités')}
          </li>
          <li>
            <strong>{activity.newMembers}</strong> {wordsFor(activity.newMembers, 'nouveau membre', 'nouveaux membres')}
          </li>
          <li>
            <strong>{activity.publishedProjects}</strong>{' '}
            {wordsFor(activity.publishedProjects, 'projet publié', 'projets publiés')}
          </li>
        </ul>
        <h3>Dernières entrées du journal</h3>
        {audit.length === 0 ? (
          <p>Le journal est vide.</p>
        ) : (
          <ul className="tryb-cockpit__history" data-testid="cockpit-history">
            {audit.map((entry) => (
              <li key={entry.id}>
                <span className="tryb-cockpit__muted">{frenchDateTime(entry.date)}</span> —{' '}
                {entry.sentence.map((part, index) =>
                  part.href ? (
                    <a key={index} href={part.href}>
                      {part.text}
                    </a>
                  ) : (
                    <span key={index}>{part.text}</span>
                  ),
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
