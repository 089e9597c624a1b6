import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The terms said payment was not open yet; it is. Only the untouched default paragraph is rewritten.
const BEFORE =
  'Une campagne d’amplification coûte 100 €. Le paiement en ligne n’est pas encore ouvert (bientôt disponible) : aucune somme n’est prélevée aujourd’hui. Les conditions de paiement te seront présentées avant tout engagement, et ces conditions seront mises à jour à l’ouverture du paiement.'
const AFTER =
  'Une campagne d’amplification est payante, au prix affiché sur la page Tarifs. Le paiement est dû dans les 24 heures qui suivent la validation du projet, par virement bancaire, ou par carte lorsque le paiement en ligne est proposé ; la campagne n’est planifiée qu’une fois payée. Chaque paiement donne lieu à une facture, et chaque remboursement à un avoir.'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "legal_terms_sections" SET "body" = replace("body", ${BEFORE}, ${AFTER})
  WHERE position(${BEFORE} in "body") > 0;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "legal_terms_sections" SET "body" = replace("body", ${AFTER}, ${BEFORE})
  WHERE position(${AFTER} in "body") > 0;`)
}
