import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "staff_second_factors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"secret" varchar,
  	"pending_secret" varchar,
  	"last_step" numeric,
  	"recovery_codes" jsonb,
  	"enabled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_security" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"second_factor_required_for_admins" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_second_factors_id" integer;
  ALTER TABLE "staff_second_factors" ADD CONSTRAINT "staff_second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "staff_second_factors_user_idx" ON "staff_second_factors" USING btree ("user_id");
  CREATE INDEX "staff_second_factors_updated_at_idx" ON "staff_second_factors" USING btree ("updated_at");
  CREATE INDEX "staff_second_factors_created_at_idx" ON "staff_second_factors" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_second_factors_fk" FOREIGN KEY ("staff_second_factors_id") REFERENCES "public"."staff_second_factors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_staff_second_factors_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_second_factors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "staff_second_factors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_security" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "staff_second_factors" CASCADE;
  DROP TABLE "staff_security" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_second_factors_fk";
  
  DROP INDEX "payload_locked_documents_rels_staff_second_factors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_second_factors_id";`)
}
