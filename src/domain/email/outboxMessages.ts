export const OUTBOX_MESSAGES = {
  resent: 'E-mail remis dans la file d’envoi ✅',
  alreadyResent: 'Cet e-mail n’est plus à renvoyer : il a déjà été remis dans la file.',
  resendFailed: 'Impossible de renvoyer cet e-mail. Réessaye plus tard.',
  loadFailed: 'Impossible de charger les envois en échec.',
  logLoadFailed: 'Impossible de charger les envois. Réessaye plus tard.',
  unknownEmail: 'Cet e-mail n’est plus dans le journal des envois.',
  stillQueued: 'Cet e-mail est encore dans la file d’envoi : il partira sans que tu le renvoies.',
  withdrawn: 'Cet e-mail a été retiré avant son envoi : la décision qu’il annonçait a été annulée.',
  oneTimeLink:
    'Cet e-mail contient un lien à usage unique, peut-être déjà utilisé ou expiré : il n’est pas renvoyé. Le membre en reçoit un nouveau en le redemandant depuis la page de connexion (« Recevoir un lien de connexion » ou « Mot de passe oublié »).',
  noMatch: 'Aucun e-mail pour ces filtres.',
  none: 'Aucun envoi en échec : tous les e-mails sont partis.',
  failedLabel: 'Échec',
  uncertainLabel: 'Issue incertaine',
  /** Kept as the job's error when the server may hold a message whose acceptance never came. */
  uncertainError:
    'Issue incertaine : le message entier est parti vers le serveur d’envoi, mais sa réponse n’est jamais arrivée. Il a peut-être été reçu ; il n’est pas renvoyé sans toi.',
} as const
