import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reactivation_requests_status" AS ENUM('open', 'reactivated', 'dismissed');
  CREATE TABLE "reactivation_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"message" varchar,
  	"status" "enum_reactivation_requests_status" DEFAULT 'open' NOT NULL,
  	"handled_by_id" integer,
  	"handled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reactivation_requests_id" integer;
  ALTER TABLE "reactivation_requests" ADD CONSTRAINT "reactivation_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reactivation_requests" ADD CONSTRAINT "reactivation_requests_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reactivation_requests_member_idx" ON "reactivation_requests" USING btree ("member_id");
  CREATE INDEX "reactivation_requests_handled_by_idx" ON "reactivation_requests" USING btree ("handled_by_id");
  CREATE INDEX "reactivation_requests_updated_at_idx" ON "reactivation_requests" USING btree ("updated_at");
  CREATE INDEX "reactivation_requests_created_at_idx" ON "reactivation_requests" USING btree ("created_at");
  CREATE INDEX "status_createdAt_3_idx" ON "reactivation_requests" USING btree ("status","created_at");
  CREATE INDEX "member_status_idx" ON "reactivation_requests" USING btree ("member_id","status");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reactivation_requests_fk" FOREIGN KEY ("reactivation_requests_id") REFERENCES "public"."reactivation_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reactivation_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("reactivation_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reactivation_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reactivation_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reactivation_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_reactivation_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reactivation_requests_id";
  DROP TYPE "public"."enum_reactivation_requests_status";`)
}
