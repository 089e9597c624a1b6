import type { GlobalConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { publicAccess } from '@/access/publicAccess'
import { DEFAULT_RULES } from '@/domain/rules'

import { revalidateOnSave } from '../revalidateOnSave'
import { wholeNumber } from '@/validation/wholeNumber'

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

/**
 * Business constants of the community. Public to read, since the
 * landing's points table shows them; only admins change them.
 */
export const Rules: GlobalConfig = {
  slug: 'rules',
  label: 'Règles de la communauté',
  admin: { group: 'Administration', hidden: hiddenFromNonAdmins },
  access: { read: publicAccess, update: adminOnly },
  hooks: { afterChange: [revalidateOnSave] },
  fields: [
    integer('capacity', 'Places de membres fondateurs', DEFAULT_RULES.capacity),
    integer(
      'active_threshold',
      'Seuil de points par semestre',
      DEFAULT_RULES.active_threshold,
      'En dessous, un membre actif devient inactif à la clôture du semestre.',
    ),
    {
      name: 'points',
      type: 'group',
      label: 'Points par action validée',
      fields: [
        integer('like', 'Like', DEFAULT_RULES.points.like),
        integer('comment', 'Commentaire', DEFAULT_RULES.points.comment),
        integer('share', 'Partage', DEFAULT_RULES.points.share),
        integer('post', 'Post', DEFAULT_RULES.points.post),
        integer('referral', 'Parrainage actif', DEFAULT_RULES.points.referral),
      ],
    },
    integer('invites_per_semester', 'Invitations par semestre', DEFAULT_RULES.invites_per_semester),
    integer(
      'resend_cooldown_seconds',
      'Délai avant un nouvel envoi de lien (secondes)',
      DEFAULT_RULES.resend_cooldown_seconds,
    ),
    integer(
      'min_audience',
      'Audience minimale pour candidater',
      DEFAULT_RULES.min_audience,
      'Sur au moins un réseau (relations, abonnés ou amis).',
    ),
    integer('home_visibility_count', 'Projets « À amplifier cette semaine »', DEFAULT_RULES.home_visibility_count),
    integer('home_feedback_count', 'Projets « Idées à challenger »', DEFAULT_RULES.home_feedback_count),
    integer('page_size', 'Lignes par page', DEFAULT_RULES.page_size),
    integer(
      'campaign_price',
      'Prix d’une campagne de visibilité (€)',
      DEFAULT_RULES.campaign_price,
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
        integer(
          'action_verification_hours',
          'Vérification d’une action déclarée (heures)',
          DEFAULT_RULES.action_verification_hours,
        ),
        integer(
          'feedback_moderation_hours',
          'Modération d’un projet feedback (heures)',
          DEFAULT_RULES.feedback_moderation_hours,
        ),
        integer(
          'visibility_answer_hours',
          'Réponse à une demande de visibilité (heures)',
          DEFAULT_RULES.visibility_answer_hours,
        ),
      ],
    },
  ],
}
