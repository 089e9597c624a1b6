import type { GlobalConfig } from 'payload'

import { adminOnly, adminOnlyField } from '@/access/adminOnly'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { publicAccess } from '@/access/publicAccess'
import { POINTS_RULES } from '@/domain/declaredActions/declaredActions'
import { DEFAULT_REFUSAL_REASONS, DEFAULT_RULES } from '@/domain/rules'

import { revalidateOnSave } from '../hooks/revalidateOnSave'
import { openBatch2 } from './openBatch2'
import { wholeNumber } from '@/validation/wholeNumber'
import { UNUSED_VERSION_ENDPOINTS } from '../../collections/endpoints/refuseUnusedEndpoints'

const integer = (name: string, label: string, defaultValue: number, description?: string) => ({
  name,
  type: 'number' as const,
  label,
  required: true,
  min: 0,
  defaultValue,
  admin: { step: 1, description },
  validate: wholeNumber(0, 1_000_000),
})

type NumberRule = {
  [K in keyof typeof DEFAULT_RULES]: (typeof DEFAULT_RULES)[K] extends number ? K : never
}[keyof typeof DEFAULT_RULES]

const rule = (name: NumberRule, label: string, description?: string) =>
  integer(name, label, DEFAULT_RULES[name], description)

/** Public to read: the landing's points table shows them. */
export const Rules: GlobalConfig = {
  slug: 'rules',
  label: 'Règles de la communauté',
  admin: { group: 'Administration', hidden: hiddenFromNonAdmins },
  access: { read: publicAccess, update: adminOnly },
  // No versions: their history's addresses are a French 404.
  endpoints: [...UNUSED_VERSION_ENDPOINTS],
  hooks: { afterChange: [openBatch2, revalidateOnSave] },
  fields: [
    rule('capacity', 'Places de membres fondateurs'),
    {
      name: 'batch2_open',
      type: 'checkbox',
      label: 'Batch 2 ouvert',
      defaultValue: false,
      admin: {
        description:
          'À l’ouverture, chaque adresse de la liste d’attente du Batch 2 reçoit l’annonce, puis la liste est effacée (la politique de confidentialité le promet) et le formulaire de liste d’attente ne prend plus d’adresse.',
      },
    },
    rule(
      'active_threshold',
      'Seuil de points par semestre',
      'En dessous, un membre actif devient inactif à la clôture du semestre.',
    ),
    {
      name: 'points',
      type: 'group',
      label: 'Points par action validée',
      fields: POINTS_RULES.map(({ value, label }) => integer(value, label, DEFAULT_RULES.points[value])),
    },
    rule(
      'application_review_hours',
      'Délai de réponse à une candidature ou une inscription (heures)',
      'Annoncé sur /apply, /signup, /thanks, /welcome et dans l’e-mail d’accusé de réception (72 → « sous 72 h », 168 → « sous 7 jours »).',
    ),
    rule('invites_per_semester', 'Invitations par semestre'),
    rule('resend_cooldown_seconds', 'Délai avant un nouvel envoi de lien (secondes)'),
    rule('min_audience', 'Audience minimale pour candidater', 'Sur au moins un réseau (relations, abonnés ou amis).'),
    rule('home_visibility_count', 'Projets « À amplifier cette semaine »'),
    rule('home_feedback_count', 'Projets « Idées à challenger »'),
    rule('page_size', 'Lignes par page'),
    rule(
      'campaign_price',
      'Prix d’une campagne de visibilité (€)',
      'Affiché au porteur (formulaire, paiement, e-mail de validation), sur les tarifs et dans la modération.',
    ),
    {
      type: 'collapsible',
      label: 'Délais promis par la charte',
      admin: {
        description:
          'Au-delà, un élément en attente est « en retard » sur l’accueil de l’admin et dans l’e-mail quotidien des retards.',
      },
      fields: [
        rule('action_verification_hours', 'Vérification d’une action déclarée (heures)'),
        rule('feedback_moderation_hours', 'Modération d’un projet feedback (heures)'),
        rule('visibility_answer_hours', 'Réponse à une demande de visibilité (heures)'),
      ],
    },
    rule('feedback_helpful_points', 'Points d’un retour jugé « Utile »'),
    rule(
      'feedback_helpful_cap',
      'Retours « Utile » par auteur et par projet',
      'Au-delà, le porteur ne peut plus marquer d’autre retour de ce membre comme utile.',
    ),
    {
      type: 'collapsible',
      label: 'Entraide croisée',
      admin: {
        description:
          'Membres dont les actions validées vont surtout les uns aux autres, montrés aux admins sur l’accueil (aucune sanction automatique).',
      },
      // Admins only: a public threshold would tell how to stay just under it.
      fields: [
        { ...rule('ring_window_days', 'Période observée (jours)'), access: { read: adminOnlyField } },
        {
          ...rule('ring_min_each_way', 'Actions validées minimum dans chaque sens'),
          access: { read: adminOnlyField },
        },
        {
          ...rule('ring_min_share_percent', 'Part minimum du soutien de chacun (%)'),
          access: { read: adminOnlyField },
        },
      ],
    },
    {
      name: 'refusal_reasons',
      type: 'array',
      label: 'Motifs de refus prêts à l’emploi',
      labels: { singular: 'Motif', plural: 'Motifs' },
      admin: { description: 'Proposés à côté du texte libre quand un admin refuse une action déclarée.' },
      access: { read: adminOnlyField },
      maxRows: 20,
      defaultValue: DEFAULT_REFUSAL_REASONS.map((reason) => ({ reason })),
      fields: [{ name: 'reason', type: 'text', label: 'Motif', required: true, maxLength: 300 }],
    },
  ],
}
