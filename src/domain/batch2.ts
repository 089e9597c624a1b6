/**
 * The Batch 2 list (`batch2-waitlist`): kept with consent to announce Batch 2's opening,
 * so it is cleared when Batch 2 opens (each address told first) and when its owner withdraws consent,
 * as `/confidentialite` says; otherwise after `RETENTION.batch2List`.
 */
export const BATCH2_MESSAGES = {
  /** The landing's form once the team has opened Batch 2: the list has no purpose any more. */
  alreadyOpen: 'Le Batch 2 est ouvert : candidate directement depuis la page « Candidater ».',
} as const

/** The journal's actions (`audit-log`), one per clearing. */
export const BATCH2_AUDIT = {
  opened: 'batch2.opened',
  withdrawn: 'batch2_waitlist.withdrawn',
} as const

export const batch2OpenedNotes = (count: number): string =>
  count === 0
    ? 'Liste d’attente vide.'
    : `${count} adresse${count > 1 ? 's' : ''} prévenue${count > 1 ? 's' : ''} de l’ouverture puis effacée${count > 1 ? 's' : ''}.`
