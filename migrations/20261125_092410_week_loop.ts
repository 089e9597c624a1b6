import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_projects_posts_to_support_network" AS ENUM('linkedin', 'instagram', 'facebook', 'other');
  CREATE TYPE "public"."enum_declared_actions_network" AS ENUM('linkedin', 'instagram', 'facebook', 'other');
  CREATE TYPE "public"."enum_notifications_kind" AS ENUM('action_validated', 'action_rejected', 'project_approved', 'project_scheduled', 'project_published', 'project_changes_requested', 'invitation_accepted', 'referral_credited', 'semester_warning', 'week_projects', 'impact_report_final');
  CREATE TABLE "projects_posts_to_support" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"network" "enum_projects_posts_to_support_network"
  );
  
  CREATE TABLE "notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"kind" "enum_notifications_kind" NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"link" varchar,
  	"dedupe_key" varchar,
  	"read_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "members" ADD COLUMN "email_digest" boolean DEFAULT true;
  ALTER TABLE "members" ADD COLUMN "email_preferences_declarations" boolean DEFAULT true;
  ALTER TABLE "members" ADD COLUMN "email_preferences_projects" boolean DEFAULT true;
  ALTER TABLE "members" ADD COLUMN "email_preferences_referrals" boolean DEFAULT true;
  ALTER TABLE "members" ADD COLUMN "email_preferences_semester" boolean DEFAULT true;
  ALTER TABLE "declared_actions" ADD COLUMN "network" "enum_declared_actions_network";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notifications_id" integer;
  ALTER TABLE "projects_posts_to_support" ADD CONSTRAINT "projects_posts_to_support_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "projects_posts_to_support_order_idx" ON "projects_posts_to_support" USING btree ("_order");
  CREATE INDEX "projects_posts_to_support_parent_id_idx" ON "projects_posts_to_support" USING btree ("_parent_id");
  CREATE INDEX "notifications_member_idx" ON "notifications" USING btree ("member_id");
  CREATE UNIQUE INDEX "notifications_dedupe_key_idx" ON "notifications" USING btree ("dedupe_key");
  CREATE INDEX "notifications_updated_at_idx" ON "notifications" USING btree ("updated_at");
  CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");
  CREATE INDEX "member_createdAt_2_idx" ON "notifications" USING btree ("member_id","created_at");
  CREATE INDEX "member_read_at_idx" ON "notifications" USING btree ("member_id","read_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notifications_fk" FOREIGN KEY ("notifications_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("notifications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects_posts_to_support" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notifications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "projects_posts_to_support" CASCADE;
  DROP TABLE "notifications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notifications_fk";
  
  DROP INDEX "payload_locked_documents_rels_notifications_id_idx";
  ALTER TABLE "members" DROP COLUMN "email_digest";
  ALTER TABLE "members" DROP COLUMN "email_preferences_declarations";
  ALTER TABLE "members" DROP COLUMN "email_preferences_projects";
  ALTER TABLE "members" DROP COLUMN "email_preferences_referrals";
  ALTER TABLE "members" DROP COLUMN "email_preferences_semester";
  ALTER TABLE "declared_actions" DROP COLUMN "network";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notifications_id";
  DROP TYPE "public"."enum_projects_posts_to_support_network";
  DROP TYPE "public"."enum_declared_actions_network";
  DROP TYPE "public"."enum_notifications_kind";`)
}
