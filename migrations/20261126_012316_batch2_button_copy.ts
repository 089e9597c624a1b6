import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The Batch 2 button has read "Rejoindre la liste d'attente" (straight apostrophe, the product's
// copy) since 2026-11-22, but only in databases created since: 20261121_194552 first wrote it with
// a curly one. Changed where the marketing team left it as written. Data only: the schema and its
// snapshot (20261125_222105) are unchanged.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "pricing" SET "batch2_cta_label" = 'Rejoindre la liste d''attente'
    WHERE "batch2_cta_label" = 'Rejoindre la liste d’attente';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "pricing" SET "batch2_cta_label" = 'Rejoindre la liste d’attente'
    WHERE "batch2_cta_label" = 'Rejoindre la liste d''attente';`)
}
