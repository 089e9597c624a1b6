import Link from 'next/link'
import type { AdminViewServerProps, Payload } from 'payload'

import { KeysetPagination } from '@/components/admin/KeysetPagination'
import { ModerationView } from '@/components/admin/ModerationView'
import { EMAIL_STATE_LABELS, emailTemplateLabel } from '@/domain/email/emailLog'
import {
  EMAIL_LOG_PAGE_SIZE,
  emailLogHref,
  parseEmailLogFilters,
  type EmailLogFilters,
} from '@/domain/email/emailLogFilters'
import { frenchDateTime } from '@/domain/french'
import type { Cursor } from '@/domain/request/listParams'
import { OUTBOX_MESSAGES } from '@/domain/email/outboxMessages'
import { listEmailLog, type EmailLogPage } from '@/outbox/emailLog'

import { EmailLogFilterForm } from './EmailLogFilterForm'
import { ResendButton } from './ResendButton'

export function EmailLogView(props: AdminViewServerProps) {
  const { filters, cursor } = parseEmailLogFilters(props.searchParams ?? {})
  return (
    <ModerationView view={props} path="/envois" title="Envois">
      {() => <EmailLog payload={props.initPageResult.req.payload} filters={filters} cursor={cursor} />}
    </ModerationView>
  )
}

async function EmailLog({
  payload,
  filters,
  cursor,
}: {
  payload: Payload
  filters: EmailLogFilters
  cursor: Cursor | null
}) {
  let page: EmailLogPage
  try {
    page = await listEmailLog(payload, filters, cursor, EMAIL_LOG_PAGE_SIZE)
  } catch (error) {
    payload.logger.error({ err: error }, '[outbox] journal des envois illisible')
    return (
      <p role="alert" className="tryb-moderation__error">
        {OUTBOX_MESSAGES.logLoadFailed}
      </p>
    )
  }
  return (
    <>
      <EmailLogFilterForm filters={filters} />
      {page.rows.some((email) => email.state === 'uncertain') ? (
        <p>
          « {EMAIL_STATE_LABELS.uncertain} » : le processus d’envoi s’est arrêté ou le serveur n’a pas répondu après
          avoir reçu le message entier. Le destinataire l’a peut-être déjà ; renvoie-le seulement s’il ne l’a pas reçu.
        </p>
      ) : null}
      {page.rows.length === 0 ? (
        <p className="tryb-moderation__empty">{OUTBOX_MESSAGES.noMatch}</p>
      ) : (
        <div className="tryb-moderation__table-wrap">
          <table className="tryb-moderation__table tryb-moderation__table--cards">
            <caption className="tryb-sr-only">Envois</caption>
            <thead>
              <tr>
                <th scope="col">État</th>
                <th scope="col">Destinataire</th>
                <th scope="col">Objet</th>
                <th scope="col">Modèle</th>
                <th scope="col">Mis en file</th>
                <th scope="col">Dernier essai</th>
                <th scope="col">Tentatives</th>
                <th scope="col">
                  <span className="tryb-sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((email) => (
                <tr key={email.id} data-testid={`email-${email.id}`}>
                  <td data-label="État">
                    <span className={`tryb-moderation__badge tryb-moderation__badge--email-${email.state}`}>
                      {EMAIL_STATE_LABELS[email.state]}
                    </span>
                    {email.lastError ? <p className="tryb-moderation__notes">{email.lastError}</p> : null}
                  </td>
                  <td data-label="Destinataire" className="tryb-moderation__url">
                    {email.to}
                  </td>
                  <td data-label="Objet">
                    <Link href={`/admin/envois/${email.id}`}>{email.subject || '(sans objet)'}</Link>
                  </td>
                  <td data-label="Modèle">{emailTemplateLabel(email.template)}</td>
                  <td data-label="Mis en file">{frenchDateTime(email.queuedAt)}</td>
                  <td data-label={email.state === 'sent' ? 'Envoyé le' : 'Dernier essai'}>
                    {email.attempts > 0 || email.state === 'sent' ? frenchDateTime(email.lastAt) : '—'}
                  </td>
                  <td data-label="Tentatives">{email.attempts}</td>
                  <td data-label="Renvoi">
                    {email.state === 'queued' || email.state === 'withdrawn' ? null : (
                      <ResendButton id={email.id} subject={email.subject} to={email.to} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <KeysetPagination
        previousHref={page.previous ? emailLogHref(filters, page.previous) : null}
        nextHref={page.next ? emailLogHref(filters, page.next) : null}
      />
    </>
  )
}
