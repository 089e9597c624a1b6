import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// One pending or validated declaration per member + project + action type; a rejected one stays as
// the record of its refusal while the action is declared again.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "member_project_action_type_idx";
  CREATE UNIQUE INDEX "declared_actions_open_per_kind_idx" ON "declared_actions" USING btree ("member_id","project_id","action_type") WHERE "declared_actions"."status" in ('pending', 'validated_auto', 'validated_manual');
  CREATE INDEX "member_project_action_type_idx" ON "declared_actions" USING btree ("member_id","project_id","action_type");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "declared_actions_open_per_kind_idx";
  DROP INDEX "member_project_action_type_idx";
  CREATE UNIQUE INDEX "member_project_action_type_idx" ON "declared_actions" USING btree ("member_id","project_id","action_type");`)
}
