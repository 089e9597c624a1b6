import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_feedbacks_kind" AS ENUM('works', 'blocks', 'idea');
  CREATE TYPE "public"."enum_feedbacks_status" AS ENUM('visible', 'withdrawn', 'hidden');
  CREATE TYPE "public"."enum_feedback_reports_status" AS ENUM('open', 'kept', 'hidden');
  CREATE TYPE "public"."enum_beta_test_requests_status" AS ENUM('requested', 'accepted', 'declined');
  ALTER TYPE "public"."enum_points_ledger_reason" ADD VALUE 'feedback';
  ALTER TYPE "public"."enum_points_ledger_source_type" ADD VALUE 'feedback-helpful';
  ALTER TYPE "public"."enum_points_ledger_source_type" ADD VALUE 'feedback-helpful-reversal';
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'feedback_received';
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'feedback_answered';
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'feedback_helpful';
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'feedback_hidden';
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'beta_test_accepted';
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'beta_test_declined';
  CREATE TABLE "feedbacks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"author_id" integer NOT NULL,
  	"kind" "enum_feedbacks_kind" NOT NULL,
  	"text" varchar NOT NULL,
  	"status" "enum_feedbacks_status" DEFAULT 'visible' NOT NULL,
  	"helpful" boolean DEFAULT false,
  	"helpful_marks" numeric DEFAULT 0,
  	"hidden_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feedback_replies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"feedback_id" integer NOT NULL,
  	"project_id" integer,
  	"author_id" integer,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feedback_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"feedback_id" integer NOT NULL,
  	"member_id" integer NOT NULL,
  	"reason" varchar NOT NULL,
  	"status" "enum_feedback_reports_status" DEFAULT 'open' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "beta_test_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"member_id" integer NOT NULL,
  	"status" "enum_beta_test_requests_status" DEFAULT 'requested' NOT NULL,
  	"decided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "members" ADD COLUMN "email_preferences_feedback" boolean DEFAULT true;
  ALTER TABLE "projects" ADD COLUMN "feedback_closed" boolean DEFAULT false;
  ALTER TABLE "projects" ADD COLUMN "beta_places" numeric DEFAULT 0;
  ALTER TABLE "projects" ADD COLUMN "beta_instructions" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feedbacks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feedback_replies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feedback_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "beta_test_requests_id" integer;
  ALTER TABLE "rules" ADD COLUMN "feedback_helpful_points" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "rules" ADD COLUMN "feedback_helpful_cap" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedbacks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedbacks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beta_test_requests" ADD CONSTRAINT "beta_test_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beta_test_requests" ADD CONSTRAINT "beta_test_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "feedbacks_project_idx" ON "feedbacks" USING btree ("project_id");
  CREATE INDEX "feedbacks_author_idx" ON "feedbacks" USING btree ("author_id");
  CREATE INDEX "feedbacks_status_idx" ON "feedbacks" USING btree ("status");
  CREATE INDEX "feedbacks_updated_at_idx" ON "feedbacks" USING btree ("updated_at");
  CREATE INDEX "feedbacks_created_at_idx" ON "feedbacks" USING btree ("created_at");
  CREATE INDEX "project_status_createdAt_idx" ON "feedbacks" USING btree ("project_id","status","created_at");
  CREATE INDEX "author_project_idx" ON "feedbacks" USING btree ("author_id","project_id");
  CREATE INDEX "feedback_replies_feedback_idx" ON "feedback_replies" USING btree ("feedback_id");
  CREATE INDEX "feedback_replies_project_idx" ON "feedback_replies" USING btree ("project_id");
  CREATE INDEX "feedback_replies_author_idx" ON "feedback_replies" USING btree ("author_id");
  CREATE INDEX "feedback_replies_updated_at_idx" ON "feedback_replies" USING btree ("updated_at");
  CREATE INDEX "feedback_replies_created_at_idx" ON "feedback_replies" USING btree ("created_at");
  CREATE INDEX "feedback_reports_feedback_idx" ON "feedback_reports" USING btree ("feedback_id");
  CREATE INDEX "feedback_reports_member_idx" ON "feedback_reports" USING btree ("member_id");
  CREATE INDEX "feedback_reports_updated_at_idx" ON "feedback_reports" USING btree ("updated_at");
  CREATE INDEX "feedback_reports_created_at_idx" ON "feedback_reports" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_feedback_idx" ON "feedback_reports" USING btree ("member_id","feedback_id");
  CREATE INDEX "status_createdAt_4_idx" ON "feedback_reports" USING btree ("status","created_at");
  CREATE INDEX "beta_test_requests_project_idx" ON "beta_test_requests" USING btree ("project_id");
  CREATE INDEX "beta_test_requests_member_idx" ON "beta_test_requests" USING btree ("member_id");
  CREATE INDEX "beta_test_requests_updated_at_idx" ON "beta_test_requests" USING btree ("updated_at");
  CREATE INDEX "beta_test_requests_created_at_idx" ON "beta_test_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_project_1_idx" ON "beta_test_requests" USING btree ("member_id","project_id");
  CREATE INDEX "project_status_idx" ON "beta_test_requests" USING btree ("project_id","status");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedbacks_fk" FOREIGN KEY ("feedbacks_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_replies_fk" FOREIGN KEY ("feedback_replies_id") REFERENCES "public"."feedback_replies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_reports_fk" FOREIGN KEY ("feedback_reports_id") REFERENCES "public"."feedback_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_beta_test_requests_fk" FOREIGN KEY ("beta_test_requests_id") REFERENCES "public"."beta_test_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_feedbacks_id_idx" ON "payload_locked_documents_rels" USING btree ("feedbacks_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_replies_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_replies_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_reports_id");
  CREATE INDEX "payload_locked_documents_rels_beta_test_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("beta_test_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "feedbacks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feedback_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feedback_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "beta_test_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "feedbacks" CASCADE;
  DROP TABLE "feedback_replies" CASCADE;
  DROP TABLE "feedback_reports" CASCADE;
  DROP TABLE "beta_test_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feedbacks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feedback_replies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feedback_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_beta_test_requests_fk";
  
  ALTER TABLE "points_ledger" ALTER COLUMN "reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_points_ledger_reason";
  CREATE TYPE "public"."enum_points_ledger_reason" AS ENUM('like', 'comment', 'share', 'post', 'referral', 'adjustment');
  ALTER TABLE "points_ledger" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_points_ledger_reason" USING "reason"::"public"."enum_points_ledger_reason";
  ALTER TABLE "points_ledger" ALTER COLUMN "source_type" SET DATA TYPE text;
  ALTER TABLE "points_ledger" ALTER COLUMN "source_type" SET DEFAULT 'admin-adjustment'::text;
  DROP TYPE "public"."enum_points_ledger_source_type";
  CREATE TYPE "public"."enum_points_ledger_source_type" AS ENUM('declared-action', 'referral', 'admin-adjustment');
  ALTER TABLE "points_ledger" ALTER COLUMN "source_type" SET DEFAULT 'admin-adjustment'::"public"."enum_points_ledger_source_type";
  ALTER TABLE "points_ledger" ALTER COLUMN "source_type" SET DATA TYPE "public"."enum_points_ledger_source_type" USING "source_type"::"public"."enum_points_ledger_source_type";
  ALTER TABLE "notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_kind";
  CREATE TYPE "public"."enum_notifications_kind" AS ENUM('action_validated', 'action_rejected', 'project_approved', 'project_scheduled', 'project_published', 'project_changes_requested', 'invitation_accepted', 'referral_credited', 'semester_warning', 'week_projects', 'impact_report_final');
  ALTER TABLE "notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_notifications_kind" USING "kind"::"public"."enum_notifications_kind";
  DROP INDEX "payload_locked_documents_rels_feedbacks_id_idx";
  DROP INDEX "payload_locked_documents_rels_feedback_replies_id_idx";
  DROP INDEX "payload_locked_documents_rels_feedback_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_beta_test_requests_id_idx";
  ALTER TABLE "members" DROP COLUMN "email_preferences_feedback";
  ALTER TABLE "projects" DROP COLUMN "feedback_closed";
  ALTER TABLE "projects" DROP COLUMN "beta_places";
  ALTER TABLE "projects" DROP COLUMN "beta_instructions";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feedbacks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feedback_replies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feedback_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "beta_test_requests_id";
  ALTER TABLE "rules" DROP COLUMN "feedback_helpful_points";
  ALTER TABLE "rules" DROP COLUMN "feedback_helpful_cap";
  DROP TYPE "public"."enum_feedbacks_kind";
  DROP TYPE "public"."enum_feedbacks_status";
  DROP TYPE "public"."enum_feedback_reports_status";
  DROP TYPE "public"."enum_beta_test_requests_status";`)
}
