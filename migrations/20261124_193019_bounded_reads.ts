import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "target_collection_target_id_idx";
  CREATE INDEX "status_createdAt_idx" ON "members" USING btree ("status","created_at");
  CREATE INDEX "status_createdAt_1_idx" ON "projects" USING btree ("status","created_at");
  CREATE INDEX "status_exposure_week_start_idx" ON "projects" USING btree ("status","exposure_week_start");
  CREATE INDEX "status_createdAt_2_idx" ON "declared_actions" USING btree ("status","created_at");
  CREATE INDEX "member_createdAt_idx" ON "declared_actions" USING btree ("member_id","created_at");
  CREATE INDEX "member_createdAt_1_idx" ON "points_ledger" USING btree ("member_id","created_at");
  CREATE INDEX "target_collection_target_id_createdAt_idx" ON "audit_log" USING btree ("target_collection","target_id","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "status_createdAt_idx";
  DROP INDEX "status_createdAt_1_idx";
  DROP INDEX "status_exposure_week_start_idx";
  DROP INDEX "status_createdAt_2_idx";
  DROP INDEX "member_createdAt_idx";
  DROP INDEX "member_createdAt_1_idx";
  DROP INDEX "target_collection_target_id_createdAt_idx";
  CREATE INDEX "target_collection_target_id_idx" ON "audit_log" USING btree ("target_collection","target_id");`)
}
