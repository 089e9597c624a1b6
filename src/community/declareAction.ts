import type { Payload } from 'payload'

import { ACTION_TYPES, type ActionType } from '@/domain/declaredActions/declaredActions'
import { DUPLICATE_DECLARED_ACTION, OWN_PROJECT_REFUSAL } from '@/domain/messages'
import { declarationRefusal } from '@/errors/declarationRefusal'
import { isSupportNetwork } from '@/domain/support/supportPosts'
import { normalizeUrl } from '@/domain/webUrl'
import type { Member } from '@/payload-types'

export const DECLARE_ACTION_MESSAGES = {
  incomplete: { title: 'Erreur', description: "Veuillez remplir tous les champs et cocher l'attestation" },
  thanks: { title: 'Merci 💛', description: 'Ton action est enregistrée et sera vérifiée sous 48h.' },
  duplicate: { title: 'Déjà déclarée', description: DUPLICATE_DECLARED_ACTION },
  notActive: {
    title: 'Accès refusé',
    description: 'La déclaration d’actions est disponible après activation de ton compte.',
  },
  ownProject: { title: 'Accès refusé', description: OWN_PROJECT_REFUSAL },
  failed: { title: 'Erreur', description: "Impossible d'enregistrer ton action. Réessaye plus tard." },
} as const

export type DeclareActionResult = { ok: boolean; title: string; description: string }

/** Written as the member so the collection's rules apply (active, visible project, not their own, one per type). */
export async function declareAction(
  payload: Payload,
  member: Member & { collection: 'members' },
  projectId: number,
  input: { actionType: unknown; url: unknown; network?: unknown; attested: unknown },
): Promise<DeclareActionResult> {
  const actionType = ACTION_TYPES.includes(input.actionType as ActionType) ? (input.actionType as ActionType) : null
  const url = normalizeUrl(String(input.url ?? ''))
  const network = input.network ? (isSupportNetwork(input.network) ? input.network : undefined) : null
  if (!actionType || !url || network === undefined || input.attested !== 'on')
    return { ok: false, ...DECLARE_ACTION_MESSAGES.incomplete }
  if (member.status !== 'active') return { ok: false, ...DECLARE_ACTION_MESSAGES.notActive }

  try {
    await payload.create({
      collection: 'declared-actions',
      data: { member: member.id, project: projectId, action_type: actionType, url, network, status: 'pending' },
      overrideAccess: false,
      user: member,
    })
    return { ok: true, ...DECLARE_ACTION_MESSAGES.thanks }
  } catch (error) {
    const refusal = declarationRefusal(error)
    if (refusal) return { ok: false, ...DECLARE_ACTION_MESSAGES[refusal] }
    payload.logger.error({ err: error }, '[declared-actions] déclaration impossible')
    return { ok: false, ...DECLARE_ACTION_MESSAGES.failed }
  }
}
