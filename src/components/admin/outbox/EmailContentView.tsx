import Link from 'next/link'
import type { AdminViewServerProps, Payload } from 'payload'

import { ModerationView } from '@/components/admin/ModerationView'
import { EMAIL_STATE_LABELS, emailTemplateLabel } from '@/domain/email/emailLog'
import { frenchDateTime } from '@/domain/french'
import { OUTBOX_MESSAGES } from '@/domain/email/outboxMessages'
import { readLoggedEmail, type LoggedEmailContent } from '@/outbox/emailLog'

import { ResendButton } from './ResendButton'

function messageId(segments: string[] | undefined): number | null {
  const raw = segments?.[1]
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null
}

/** The HTML is drawn in a sandboxed frame that runs and loads nothing; one-time links are masked. */
export function EmailContentView(props: AdminViewServerProps) {
  const id = messageId(props.params?.segments as string[] | undefined)
  return (
    <ModerationView view={props} path={`/envois/${id ?? ''}`} title="E-mail envoyé">
      {() => <EmailContent payload={props.initPageResult.req.payload} id={id} />}
    </ModerationView>
  )
}

async function EmailContent({ payload, id }: { payload: Payload; id: number | null }) {
  let email: LoggedEmailContent | null = null
  try {
    email = id === null ? null : await readLoggedEmail(payload, id)
  } catch (error) {
    payload.logger.error({ err: error }, '[outbox] e-mail illisible')
    return (
      <p role="alert" className="tryb-moderation__error">
        {OUTBOX_MESSAGES.logLoadFailed}
      </p>
    )
  }
  const back = <Link href="/admin/envois">← Tous les envois</Link>
  if (!email) {
    return (
      <>
        <p>{OUTBOX_MESSAGES.unknownEmail}</p>
        <p>{back}</p>
      </>
    )
  }
  return (
    <article className="tryb-email" data-testid="email-content">
      <p>{back}</p>
      <dl className="tryb-email__facts">
        <dt>Destinataire</dt>
        <dd>{email.to}</dd>
        <dt>Objet</dt>
        <dd>{email.subject}</dd>
        <dt>Modèle</dt>
        <dd>{emailTemplateLabel(email.template)}</dd>
        <dt>État</dt>
        <dd>
          {EMAIL_STATE_LABELS[email.state]}
          {email.lastError ? ` — ${email.lastError}` : ''}
        </dd>
        <dt>Mis en file</dt>
        <dd>{frenchDateTime(email.queuedAt)}</dd>
        <dt>{email.state === 'sent' ? 'Envoyé le' : 'Dernier essai'}</dt>
        <dd>{email.attempts > 0 || email.state === 'sent' ? frenchDateTime(email.lastAt) : '—'}</dd>
        <dt>Tentatives</dt>
        <dd>{email.attempts}</dd>
        {email.resentFrom ? (
          <>
            <dt>Renvoi de</dt>
            <dd>
              <Link href={`/admin/envois/${email.resentFrom}`}>l’e-mail n° {email.resentFrom}</Link>
            </dd>
          </>
        ) : null}
      </dl>
      {email.state === 'queued' || email.state === 'withdrawn' ? null : (
        <ResendButton id={email.id} subject={email.subject} to={email.to} />
      )}
      <h2>Texte</h2>
      <pre className="tryb-email__text">{email.text}</pre>
      {email.html ? (
        <>
          <h2>Version mise en forme</h2>
          <iframe
            title={`Version mise en forme de « ${email.subject} »`}
            sandbox=""
            srcDoc={email.html}
            className="tryb-email__html"
          />
        </>
      ) : null}
    </article>
  )
}
