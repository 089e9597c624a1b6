import { ACTION_TYPE_WORDS, ACTION_TYPES, type PointsRule } from '@/domain/declaredActions/declaredActions'
import { countOf } from '@/domain/french'

import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

type Standing = { to: string; firstName: string; points: number; required: number; url: string }

/** Stated from the rules as they are, so a changed value or a new action type reads as it counts. */
export const howToEarn = (rulePoints: Record<PointsRule, number>) =>
  `Chaque action validée compte : ${[
    ...ACTION_TYPES.map(
      (type) => `${ACTION_TYPE_WORDS[type].indefinite} (${countOf(rulePoints[type], 'point', 'points')})`,
    ),
    `un parrainage devenu actif (${countOf(rulePoints.referral, 'point', 'points')})`,
  ].join(', ')}.`

export function semesterReminderEmail({
  to,
  firstName,
  points,
  required,
  url,
  daysLeft,
  rulePoints,
}: Standing & { daysLeft: number; rulePoints: Record<PointsRule, number> }): OutgoingEmail {
  const missing = required - points
  const paragraphs = [
    `Bonjour ${firstName},`,
    `Le semestre se termine dans ${countOf(daysLeft, 'jour', 'jours')}. Tu as ${countOf(points, 'point', 'points')} sur les ${required} nécessaires pour rester membre actif : il t’en manque ${missing}.`,
    howToEarn(rulePoints),
    'Sous le seuil à la clôture, ton compte passera inactif. Tu peux encore y arriver : les projets de la semaine t’attendent.',
  ]
  return {
    to,
    ...composeEmail({
      template: 'semesterReminder',
      audience: 'member',
      subject: `Plus que ${countOf(daysLeft, 'jour', 'jours')} pour garder ta place dans la Tryb`,
      paragraphs,
      button: { label: 'Voir mon dashboard', url },
    }),
  }
}

export function semesterDeactivatedEmail({ to, firstName, points, required, url }: Standing): OutgoingEmail {
  const paragraphs = [
    `Bonjour ${firstName},`,
    `Le semestre est clos avec ${countOf(points, 'point', 'points')} sur les ${required} nécessaires : ton compte Tryb est désormais inactif.`,
    'Pour revenir, réponds à cet e-mail ou écris-nous en expliquant comment tu comptes participer : l’équipe peut réactiver ton compte. Tes points et ton historique sont conservés.',
  ]
  return {
    to,
    ...composeEmail({
      template: 'semesterDeactivated',
      audience: 'member',
      subject: 'Ton compte Tryb est passé inactif',
      paragraphs,
      button: { label: 'Relire la charte', url },
    }),
  }
}
