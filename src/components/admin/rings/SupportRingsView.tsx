import type { AdminViewServerProps, Payload } from 'payload'

import { ModerationView } from '@/components/admin/ModerationView'
import { memberDeclarationsHref, ringThresholds, shareLabel, type RingThresholds } from '@/domain/support/supportRings'
import { findSupportRings, type SupportRing } from '@/moderation/supportRings'

/** Never a sanction by itself: for admins to look at. */
export function SupportRingsView(props: AdminViewServerProps) {
  return (
    <ModerationView view={props} path="/entraide" title="Entraide croisée">
      {() => <SupportRings payload={props.initPageResult.req.payload} />}
    </ModerationView>
  )
}

async function SupportRings({ payload }: { payload: Payload }) {
  let thresholds: RingThresholds
  let rings: SupportRing[]
  try {
    thresholds = ringThresholds(await payload.findGlobal({ slug: 'rules', depth: 0 }))
    rings = await findSupportRings(payload, thresholds)
  } catch (error) {
    payload.logger.error({ err: error }, '[moderation] entraide croisée illisible')
    return (
      <p role="alert" className="tryb-moderation__error">
        Impossible de calculer l’entraide croisée. Réessaye plus tard.
      </p>
    )
  }
  return (
    <>
      <p className="tryb-moderation__muted">
        Sur les {thresholds.windowDays} derniers jours : au moins {thresholds.minEachWay} actions validées dans chaque
        sens et au moins {thresholds.minSharePercent} % du soutien de chacun (seuils modifiables dans les règles de la
        communauté). Rien n’est sanctionné automatiquement : vérifie leurs déclarations avant d’agir.
      </p>
      {rings.length === 0 ? (
        <p className="tryb-moderation__empty">Aucun groupe d’entraide croisée sur la période.</p>
      ) : (
        <ul className="tryb-rings">
          {rings.map((ring) => (
            <li
              key={ring.members.map((member) => member.id).join('-')}
              className="tryb-rings__ring"
              data-testid="support-ring"
            >
              <p className="tryb-moderation__strong">
                {ring.members.length === 2 ? 'Paire' : `Groupe de ${ring.members.length}`} :{' '}
                {ring.members.map((member) => member.name).join(', ')}
              </p>
              <ul>
                {ring.members.map((member) => (
                  <li key={member.id}>
                    <a href={memberDeclarationsHref(member.id)}>Déclarations de {member.name}</a> — au groupe :{' '}
                    {shareLabel(member.givenInGroup, member.givenInAll)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
