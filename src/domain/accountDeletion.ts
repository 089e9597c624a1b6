/** The charter's promise: a deletion request is handled within 30 days. */
export const DELETION_PROCESSING_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1_000

export const DELETION_MESSAGES = {
  recorded: (date: string) =>
    `Ta demande de suppression de compte a été enregistrée le ${date}. Elle sera traitée sous ${DELETION_PROCESSING_DAYS} jours, comme le prévoit la charte.`,
  failed: 'Impossible d’enregistrer ta demande. Réessaye plus tard.',
} as const

/** What an admin reads when carrying out (or not) a request. */
export const ERASURE_MESSAGES = {
  done: (pseudonym: string) => `Compte effacé : le membre apparaît désormais comme « ${pseudonym} ».`,
  wrongName: 'Le nom saisi ne correspond pas à celui du membre : rien n’a été effacé.',
  notRequested: 'Ce membre n’a pas demandé la suppression de son compte.',
  alreadyErased: 'Ce compte a déjà été effacé.',
  failed: 'L’effacement a échoué ; rien n’a été effacé. Réessaye plus tard.',
  holdReasonMissing: 'Indique le motif qui suspend l’effacement (par exemple une facture impayée).',
} as const

/** Feedbacks and replies of an erased member keep their row (counts stay true) but lose their text. */
export const ERASED_FEEDBACK_TEXT = 'Retour supprimé à la demande de son auteur'

/** The stable pseudonym the community's records show once a member is erased. */
export const erasedPseudonym = (memberId: number) => `Membre supprimé n°${memberId}`

/**
 * Unique like any member's address (the column is), never deliverable (`.invalid`, RFC 2606),
 * so the real address is free for a new application.
 */
export const erasedEmail = (memberId: number) => `membre-supprime-${memberId}@efface.invalid`

/** The day the charter's delay ends. */
export const erasureDueAt = (requestedAt: Date | string): Date =>
  new Date(new Date(requestedAt).getTime() + DELETION_PROCESSING_DAYS * DAY_MS)

/** Whole days left before the delay ends (negative once late), counted as a person counts them. */
export const erasureDaysLeft = (requestedAt: Date | string, now: Date): number =>
  Math.ceil((erasureDueAt(requestedAt).getTime() - now.getTime()) / DAY_MS)

/** The confirmation an admin types: the member's name, spaces and case forgiven. */
export const sameName = (typed: string, name: string): boolean => {
  const plain = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr')
  return plain(typed) !== '' && plain(typed) === plain(name)
}

/** A flag's reason is its author's text too: the flag stays (the feedback's count), the words go. */
export const ERASED_FLAG_REASON = 'Motif supprimé à la demande de son auteur'
