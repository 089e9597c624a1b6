import type { Payload, Where } from 'payload'

import { ACTION_TYPES, OPEN_DECLARED_ACTION_STATUSES, type ActionType } from '@/domain/declaredActions'
import { DUPLICATE_DECLARED_ACTION, OWN_PROJECT_REFUSAL } from '@/domain/messages'
import { isSupportNetwork } from '@/domain/supportPosts'
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

  const sameKind: Where = {
    and: [
      { member: { equals: member.id } },
      { project: { equals: projectId } },
      { action_type: { equals: actionType } },
      { status: { in: OPEN_DECLARED_ACTION_STATUSES } },
    ],
  }
  try {
    await payload.create({
      collection: 'declared-actions',
      data: { member: member.id, project: projectId, action_type: actionType, url, network, status: 'pending' },
      overrideAccess: false,
      user: member,
    })
    return { ok: true, ...DECLARE_ACTION_MESSAGES.thanks }
  } catch (error) {
    if ((await payload.count({ collection: 'declared-actions', where: sameKind })).totalDocs > 0) {
      return { ok: false, ...DECLARE_ACTION_MESSAGES.duplicate }
    }
    if (error instanceof Error && error.message === OWN_PROJECT_REFUSAL) {
      return { ok: false, ...DECLARE_ACTION_MESSAGES.ownProject }
    }
    payload.logger.error({ err: error }, '[declared-actions] déclaration impossible')
    return { ok: false, ...DECLARE_ACTION_MESSAGES.failed }
  }
}
