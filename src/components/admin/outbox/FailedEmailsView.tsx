import type { AdminViewServerProps, Payload } from 'payload'

import { ModerationView } from '@/components/admin/ModerationView'
import { countOf, frenchDateTime } from '@/domain/french'
import { OUTBOX_MESSAGES } from '@/domain/outboxMessages'
import { listFailedEmails, type FailedEmail } from '@/outbox/failedEmails'

import { ResendButton } from './ResendButton'

/**
 * /admin/envois — the e-mails the outbox gave up on, and those whose outcome is uncertain (the
 * server may have them), each with "Renvoyer"; admins only.
 */
export function FailedEmailsView(props: AdminViewServerProps) {
  return (
    <ModerationView view={props} path="/envois" title="Envois en échec">
      {() => <FailedEmails payload={props.initPageResult.req.payload} />}
    </ModerationView>
  )
}

async function FailedEmails({ payload }: { payload: Payload }) {
  let emails: FailedEmail[]
  try {
    emails = await listFailedEmails(payload)
  } catch (error) {
    payload.logger.error({ err: error }, '[outbox] envois en échec illisibles')
    return (
      <p role="alert" className="tryb-moderation__error">
        {OUTBOX_MESSAGES.loadFailed}
      </p>
    )
  }
  if (emails.length === 0) return <p>{OUTBOX_MESSAGES.none}</p>
  const uncertain = emails.filter((email) => email.uncertain).length
  const failed = emails.length - uncertain
  return (
    <>
      {failed > 0 && (
        <p>
          {countOf(failed, 'e-mail n’a', 'e-mails n’ont')} pas pu partir malgré plus d’une journée de nouvelles
          tentatives. Vérifie le serveur d’envoi, puis renvoie-les.
        </p>
      )}
      {uncertain > 0 && (
        <p>
          {countOf(uncertain, 'e-mail a', 'e-mails ont')} une issue incertaine : le processus d’envoi s’est arrêté ou le
          serveur n’a pas répondu après avoir reçu le message entier. Le destinataire l’a peut-être déjà ; renvoie-le
          seulement s’il ne l’a pas reçu.
        </p>
      )}
      <table className="tryb-moderation__table">
        <caption className="sr-only">Envois en échec</caption>
        <thead>
          <tr>
            <th scope="col">État</th>
            <th scope="col">Destinataire</th>
            <th scope="col">Objet</th>
            <th scope="col">Tentatives</th>
            <th scope="col">Dernière erreur</th>
            <th scope="col">Depuis le</th>
            <th scope="col">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {emails.map((email) => (
            <tr key={email.id} data-testid={`failed-email-${email.id}`}>
              <td>{email.uncertain ? OUTBOX_MESSAGES.uncertainLabel : OUTBOX_MESSAGES.failedLabel}</td>
              <td>{email.to}</td>
              <td>{email.subject}</td>
              <td>{email.tries}</td>
              <td>{email.lastError}</td>
              <td>{frenchDateTime(email.failedAt)}</td>
              <td>
                <ResendButton id={email.id} subject={email.subject} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
