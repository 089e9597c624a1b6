import { sql } from 'drizzle-orm'
import type { PayloadRequest, SanitizedCollectionConfig } from 'payload'

import type { drizzleFor } from '@/db/drizzleFor'
import { ERASED_FEEDBACK_TEXT, ERASED_FLAG_REASON } from '@/domain/accountDeletion'

import { memberRelationsOf } from './memberRelations'

export type ErasureContext = {
  req: PayloadRequest
  db: Awaited<ReturnType<typeof drizzleFor>>
  memberId: number
  /** The member's address before the erasure replaced it. */
  email: string
}

/**
 * What erasing a member (GDPR art. 17) does to each collection, stated once for every collection
 * of the config (`tests/int/member-erasure.int.test.ts` fails on one without a rule, and on a
 * collection naming a member whose rule says it holds nothing of them). The rows "of the member"
 * are found through the collection's member relations read from the config
 * (`memberRelationsOf`), never a hand-typed column.
 */
export type MemberDataRule =
  /** The member's own row: identity replaced by the pseudonym, secrets and sessions gone. */
  | { erasure: 'member' }
  /** The community's accounts: rows stay, their member is now "Membre supprimé n°N". */
  | { erasure: 'kept'; why: string }
  /** A legal record the law keeps unchanged. */
  | { erasure: 'legal-record'; why: string }
  /** The member's rows go. */
  | { erasure: 'deleted' }
  /** The member's uploads go, rows and files (disk or bucket). */
  | { erasure: 'uploads' }
  /** Rows stay (counts, credits), these fields (by name) take these values. */
  | { erasure: 'replaced'; values: Record<string, string | null>; why: string }
  /** Rows found otherwise than by a relation column (an address, a key, a polymorphic relation). */
  | { erasure: 'custom'; why: string; run: (context: ErasureContext) => Promise<void> }
  /** Personal data of staff or of nobody in particular, never of a member. */
  | { erasure: 'none'; why: string }

/** Never deliverable (RFC 2606), unique per row. */
const ERASED = sql.raw(`'@efface.invalid'`)

export const MEMBER_DATA_RULES: Record<string, MemberDataRule> = {
  members: { erasure: 'member' },
  projects: {
    erasure: 'kept',
    why: 'Les campagnes restent l’historique de la communauté (votes, actions, paiements) ; leur porteur devient le pseudonyme, leur image part avec les fichiers.',
  },
  votes: { erasure: 'kept', why: 'Les votes comptent dans les campagnes.' },
  'declared-actions': {
    erasure: 'replaced',
    values: { url: '' },
    why: 'La ligne justifie des points du registre ; l’adresse de la publication désignerait son auteur sur le réseau.',
  },
  'project-reports': {
    erasure: 'replaced',
    values: { report_text: null },
    why: 'Le reporting traité reste celui de la campagne ; le texte libre du porteur part, son fichier avec les fichiers.',
  },
  referrals: {
    erasure: 'custom',
    why: 'Les parrainages justifient des points : la ligne reste, les adresses (invitées par le membre, ou la sienne sur l’invitation reçue) partent.',
    run: async ({ db, memberId }) => {
      await db.execute(sql`
        update referrals set referee_email = 'invitation-' || id || ${ERASED}, updated_at = now()
        where member_id = ${memberId} or referee_id = ${memberId}`)
    },
  },
  'points-ledger': { erasure: 'kept', why: 'Le registre des points est la vérité des comptes de la communauté.' },
  notifications: { erasure: 'deleted' },
  'admin-decisions': { erasure: 'kept', why: 'Les décisions de modération restent justifiables.' },
  'audit-log': { erasure: 'kept', why: 'Le journal d’audit reste complet (qui a fait quoi).' },
  'magic-link-tokens': { erasure: 'deleted' },
  // The file's parts (derived.data_export_parts) go with their row (on delete cascade).
  'data-exports': { erasure: 'deleted' },
  'staff-second-factors': { erasure: 'none', why: 'Les seconds facteurs de l’équipe.' },
  'rate-limits': {
    erasure: 'custom',
    why: 'Les compteurs nommés par l’identifiant ou l’adresse du membre.',
    run: async ({ db, memberId, email }) => {
      await db.execute(sql`
        delete from rate_limits
        where key like ${`%:member:${memberId}`} or right(key, ${email.length + 1}::int) = ${`:${email}`}`)
    },
  },
  'semester-notices': { erasure: 'kept', why: 'Chaque acte du semestre n’a lieu qu’une fois par membre.' },
  'batch2-waitlist': {
    erasure: 'custom',
    why: 'L’adresse du membre laissée sur la liste d’attente du Batch 2.',
    run: async ({ db, email }) => {
      await db.execute(sql`delete from batch2_waitlist where lower(email) = lower(${email})`)
    },
  },
  'reactivation-requests': {
    erasure: 'replaced',
    values: { message: null },
    why: 'La demande et sa décision restent ; le message du membre part.',
  },
  feedbacks: {
    erasure: 'replaced',
    values: { text: ERASED_FEEDBACK_TEXT },
    why: 'La ligne reste pour les comptes (retours, « Utile ») ; le texte part.',
  },
  'feedback-replies': {
    erasure: 'replaced',
    values: { text: ERASED_FEEDBACK_TEXT },
    why: 'La ligne reste pour le fil ; le texte part.',
  },
  'feedback-reports': {
    erasure: 'replaced',
    values: { reason: ERASED_FLAG_REASON },
    why: 'Le signalement compte pour le retour signalé ; le motif écrit par le membre part.',
  },
  'beta-test-requests': { erasure: 'kept', why: 'Les places de bêta-test restent comptées.' },
  'project-hero-images': { erasure: 'uploads' },
  avatars: { erasure: 'uploads' },
  'report-files': { erasure: 'uploads' },
  media: { erasure: 'none', why: 'Les images du site, déposées par l’équipe.' },
  payments: {
    erasure: 'kept',
    why: 'Pièces comptables liées aux factures (Code de commerce, L123-22) ; le payeur devient le pseudonyme.',
  },
  invoices: {
    erasure: 'legal-record',
    why: 'Factures et avoirs sont conservés sans changement 10 ans (Code de commerce, L123-22).',
  },
  'invoice-counters': { erasure: 'none', why: 'Les numéros de facture de chaque année.' },
  users: { erasure: 'none', why: 'Les comptes de l’équipe.' },
  'payload-kv': { erasure: 'none', why: 'Les marques des tâches (un e-mail par jour et par administrateur).' },
  'payload-jobs': {
    erasure: 'custom',
    why: 'Les copies des e-mails envoyés au membre, ou qui le nomment (l’e-mail de sa demande aux administrateurs).',
    run: async ({ db, email }) => {
      await db.execute(sql`
        delete from payload_jobs
        where task_slug = 'sendEmail' and (lower(email_to) = lower(${email}) or strpos(lower(input::text), lower(${email})) > 0)`)
    },
  },
  'payload-locked-documents': {
    erasure: 'custom',
    why: 'Les verrous d’édition posés sur la fiche du membre.',
    run: async ({ db, memberId }) => {
      await db.execute(sql`
        delete from payload_locked_documents where id in (
          select parent_id from payload_locked_documents_rels where members_id = ${memberId})`)
    },
  },
  'payload-preferences': {
    erasure: 'custom',
    why: 'Les préférences d’affichage du membre.',
    run: async ({ db, memberId }) => {
      await db.execute(sql`
        delete from payload_preferences where id in (
          select parent_id from payload_preferences_rels where members_id = ${memberId})`)
    },
  },
  'payload-migrations': { erasure: 'none', why: 'L’état du schéma.' },
}

/**
 * Collections of the config whose rule is missing, or says "holds nothing" of a collection that
 * names a member: every collection states one (the erasure and the export read it).
 */
export function collectionsWithoutRule(collections: readonly SanitizedCollectionConfig[]): string[] {
  return collections
    .filter((collection) => {
      const rule = Object.hasOwn(MEMBER_DATA_RULES, collection.slug) ? MEMBER_DATA_RULES[collection.slug] : undefined
      return !rule || (rule.erasure === 'none' && memberRelationsOf(collection).length > 0)
    })
    .map((collection) => collection.slug)
}

/**
 * How the export (GDPR art. 15 and 20) departs from its default for a collection: by default,
 * every row naming the member through any member relation, with the fields the member may read
 * (field access), whatever the collection's own read rule — they are the member's data.
 */
export type ExportRule =
  /** Left out, and the export says why. */
  | { skip: string }
  /** Only these fields, for rows the member cannot read through the site (the team's records about them). */
  | { fields: readonly string[] }

export const EXPORT_RULES: Record<string, ExportRule> = {
  members: { skip: 'Ta fiche est en tête de l’export (« member »).' },
  'magic-link-tokens': { skip: 'Des secrets à usage unique, valables quelques minutes, effacés ensuite.' },
  'data-exports': { skip: 'Tes exports précédents : des copies de ces mêmes données, effacées 7 jours après.' },
  'payload-locked-documents': { skip: 'Des verrous d’édition de l’équipe, sans donnée te concernant.' },
  'payload-preferences': { skip: 'Des réglages d’affichage de l’interface.' },
  'admin-decisions': { fields: ['action', 'createdAt'] },
  'audit-log': { fields: ['action', 'target_collection', 'target_id', 'createdAt'] },
  'semester-notices': { fields: ['period', 'kind', 'points', 'createdAt'] },
}
