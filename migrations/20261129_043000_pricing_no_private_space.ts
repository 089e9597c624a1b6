import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// "Espace de discussion privé" was sold as a Batch 1 benefit; no such space exists (DESIGN.md,
// decisions of 2026-11-29). Only the untouched default row, as the first copy migration wrote
// it, leaves; a line marketing rewrote stays theirs.
const ROW_ID = '6b0789d11a22431f5dc6cd98'
const TEXT = 'Espace de discussion privé'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "pricing_batch1_features" WHERE "id" = ${ROW_ID} AND "text" = ${TEXT} AND "soon" = false;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  INSERT INTO "pricing_batch1_features" ("_order", "_parent_id", "id", "text", "soon")
  SELECT 5, "id", ${ROW_ID}, ${TEXT}, false FROM "pricing"
  WHERE NOT EXISTS (SELECT 1 FROM "pricing_batch1_features" WHERE "id" = ${ROW_ID})
  LIMIT 1;`)
}
