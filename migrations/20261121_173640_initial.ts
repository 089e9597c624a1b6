import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'marketing');
  CREATE TYPE "public"."enum_members_motivations" AS ENUM('test_advanced_project', 'more_visibility', 'challenge_idea');
  CREATE TYPE "public"."enum_members_sectors" AS ENUM('SaaS', 'E-commerce', 'Marketing', 'Design', 'Dev Web', 'Coaching', 'Consulting', 'Formation', 'Content', 'IA', 'Finance', 'Santé', 'EdTech');
  CREATE TYPE "public"."enum_members_status" AS ENUM('waitlist', 'active', 'inactive');
  CREATE TYPE "public"."enum_members_application_status" AS ENUM('waitlist', 'accepted', 'paused');
  CREATE TYPE "public"."enum_members_source" AS ENUM('signup', 'landing /apply');
  CREATE TYPE "public"."enum_members_professional_status" AS ENUM('Salarié·e', 'En reconversion', 'Au chômage', 'Porteur·se de projet');
  CREATE TYPE "public"."enum_projects_request_type" AS ENUM('visibility', 'feedback');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('pending', 'approved', 'scheduled', 'published', 'mod_requested');
  CREATE TYPE "public"."enum_declared_actions_action_type" AS ENUM('like', 'comment', 'share', 'post');
  CREATE TYPE "public"."enum_declared_actions_status" AS ENUM('pending', 'validated_auto', 'validated_manual', 'rejected');
  CREATE TYPE "public"."enum_referrals_status" AS ENUM('pending', 'active');
  CREATE TYPE "public"."enum_points_ledger_reason" AS ENUM('like', 'comment', 'share', 'post', 'referral', 'adjustment');
  CREATE TYPE "public"."enum_points_ledger_source_type" AS ENUM('declared-action', 'referral', 'admin-adjustment');
  CREATE TYPE "public"."enum_admin_decisions_action" AS ENUM('activated', 'paused', 'deactivated', 'reactivated');
  CREATE TYPE "public"."enum_magic_link_tokens_purpose" AS ENUM('login', 'reset', 'confirm');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail');
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "members_motivations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_members_motivations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "members_sectors" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_members_sectors",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "members_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"status" "enum_members_status" DEFAULT 'waitlist' NOT NULL,
  	"application_status" "enum_members_application_status" DEFAULT 'waitlist' NOT NULL,
  	"source" "enum_members_source",
  	"email_confirmed_at" timestamp(3) with time zone,
  	"accepts_charter" boolean DEFAULT false,
  	"profile_completed" boolean DEFAULT false,
  	"score" numeric,
  	"professional_status" "enum_members_professional_status",
  	"linkedin_url" varchar,
  	"linkedin_count" numeric DEFAULT 0 NOT NULL,
  	"instagram_url" varchar,
  	"instagram_count" numeric DEFAULT 0 NOT NULL,
  	"facebook_url" varchar,
  	"facebook_count" numeric DEFAULT 0 NOT NULL,
  	"project_url" varchar,
  	"mvp_url" varchar,
  	"avatar_id" integer,
  	"bio" varchar,
  	"timezone" varchar DEFAULT 'Europe/Paris',
  	"invites_quota" numeric DEFAULT 5 NOT NULL,
  	"ai_tip" varchar,
  	"admin_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"request_type" "enum_projects_request_type" NOT NULL,
  	"status" "enum_projects_status" DEFAULT 'pending' NOT NULL,
  	"owner_id" integer,
  	"summary" varchar NOT NULL,
  	"project_url" varchar,
  	"primary_target" varchar NOT NULL,
  	"secondary_target" varchar,
  	"company_links_linkedin" varchar,
  	"company_links_instagram" varchar,
  	"company_links_facebook" varchar,
  	"company_links_website" varchar,
  	"hero_image_id" integer,
  	"hero_image_alt" varchar,
  	"feedback_request" varchar,
  	"ethics_accepted" boolean DEFAULT false,
  	"payment_commitment" boolean DEFAULT false,
  	"votes_count" numeric DEFAULT 0,
  	"exposure_week_start" timestamp(3) with time zone,
  	"exposure_week" varchar,
  	"moderation_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "votes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"member_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "declared_actions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"project_id" integer NOT NULL,
  	"action_type" "enum_declared_actions_action_type" DEFAULT 'like' NOT NULL,
  	"url" varchar NOT NULL,
  	"status" "enum_declared_actions_status" DEFAULT 'pending' NOT NULL,
  	"validated_by_id" integer,
  	"validation_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "project_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"member_id" integer NOT NULL,
  	"report_text" varchar,
  	"report_file_id" integer,
  	"processed_at" timestamp(3) with time zone,
  	"processing_summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "referrals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"referee_email" varchar NOT NULL,
  	"referee_id" integer,
  	"status" "enum_referrals_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "points_ledger" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"points" numeric NOT NULL,
  	"reason" "enum_points_ledger_reason" NOT NULL,
  	"source_type" "enum_points_ledger_source_type" DEFAULT 'admin-adjustment' NOT NULL,
  	"source_id" varchar,
  	"period" varchar,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "admin_decisions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"admin_user_id" integer,
  	"action" "enum_admin_decisions_action" NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"actor_user_id" integer,
  	"actor_member_id" integer,
  	"action" varchar NOT NULL,
  	"target_collection" varchar NOT NULL,
  	"target_id" varchar NOT NULL,
  	"from" varchar,
  	"to" varchar,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "magic_link_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"member_id" integer NOT NULL,
  	"purpose" "enum_magic_link_tokens_purpose" NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "batch2_waitlist" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"consent" boolean DEFAULT false NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "project_hero_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"uploader_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "avatars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uploader_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "report_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uploader_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"members_id" integer,
  	"projects_id" integer,
  	"votes_id" integer,
  	"declared_actions_id" integer,
  	"project_reports_id" integer,
  	"referrals_id" integer,
  	"points_ledger_id" integer,
  	"admin_decisions_id" integer,
  	"audit_log_id" integer,
  	"magic_link_tokens_id" integer,
  	"batch2_waitlist_id" integer,
  	"project_hero_images_id" integer,
  	"avatars_id" integer,
  	"report_files_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"members_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"capacity" numeric DEFAULT 50 NOT NULL,
  	"active_threshold" numeric DEFAULT 78 NOT NULL,
  	"points_like" numeric DEFAULT 1 NOT NULL,
  	"points_comment" numeric DEFAULT 3 NOT NULL,
  	"points_share" numeric DEFAULT 3 NOT NULL,
  	"points_post" numeric DEFAULT 10 NOT NULL,
  	"points_referral" numeric DEFAULT 10 NOT NULL,
  	"invites_per_semester" numeric DEFAULT 5 NOT NULL,
  	"resend_cooldown_seconds" numeric DEFAULT 60 NOT NULL,
  	"min_audience" numeric DEFAULT 500 NOT NULL,
  	"home_visibility_count" numeric DEFAULT 3 NOT NULL,
  	"home_feedback_count" numeric DEFAULT 6 NOT NULL,
  	"page_size" numeric DEFAULT 20 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members_motivations" ADD CONSTRAINT "members_motivations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members_sectors" ADD CONSTRAINT "members_sectors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members_sessions" ADD CONSTRAINT "members_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members" ADD CONSTRAINT "members_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_hero_image_id_project_hero_images_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."project_hero_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "votes" ADD CONSTRAINT "votes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "votes" ADD CONSTRAINT "votes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "declared_actions" ADD CONSTRAINT "declared_actions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "declared_actions" ADD CONSTRAINT "declared_actions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "declared_actions" ADD CONSTRAINT "declared_actions_validated_by_id_users_id_fk" FOREIGN KEY ("validated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_reports" ADD CONSTRAINT "project_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_reports" ADD CONSTRAINT "project_reports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_reports" ADD CONSTRAINT "project_reports_report_file_id_report_files_id_fk" FOREIGN KEY ("report_file_id") REFERENCES "public"."report_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "referrals" ADD CONSTRAINT "referrals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_id_members_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admin_decisions" ADD CONSTRAINT "admin_decisions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admin_decisions" ADD CONSTRAINT "admin_decisions_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_member_id_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "magic_link_tokens" ADD CONSTRAINT "magic_link_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_hero_images" ADD CONSTRAINT "project_hero_images_uploader_id_members_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "avatars" ADD CONSTRAINT "avatars_uploader_id_members_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "report_files" ADD CONSTRAINT "report_files_uploader_id_members_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_votes_fk" FOREIGN KEY ("votes_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_declared_actions_fk" FOREIGN KEY ("declared_actions_id") REFERENCES "public"."declared_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_reports_fk" FOREIGN KEY ("project_reports_id") REFERENCES "public"."project_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_referrals_fk" FOREIGN KEY ("referrals_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_points_ledger_fk" FOREIGN KEY ("points_ledger_id") REFERENCES "public"."points_ledger"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admin_decisions_fk" FOREIGN KEY ("admin_decisions_id") REFERENCES "public"."admin_decisions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_magic_link_tokens_fk" FOREIGN KEY ("magic_link_tokens_id") REFERENCES "public"."magic_link_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_batch2_waitlist_fk" FOREIGN KEY ("batch2_waitlist_id") REFERENCES "public"."batch2_waitlist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_hero_images_fk" FOREIGN KEY ("project_hero_images_id") REFERENCES "public"."project_hero_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_avatars_fk" FOREIGN KEY ("avatars_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_files_fk" FOREIGN KEY ("report_files_id") REFERENCES "public"."report_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "members_motivations_order_idx" ON "members_motivations" USING btree ("order");
  CREATE INDEX "members_motivations_parent_idx" ON "members_motivations" USING btree ("parent_id");
  CREATE INDEX "members_sectors_order_idx" ON "members_sectors" USING btree ("order");
  CREATE INDEX "members_sectors_parent_idx" ON "members_sectors" USING btree ("parent_id");
  CREATE INDEX "members_sessions_order_idx" ON "members_sessions" USING btree ("_order");
  CREATE INDEX "members_sessions_parent_id_idx" ON "members_sessions" USING btree ("_parent_id");
  CREATE INDEX "members_status_idx" ON "members" USING btree ("status");
  CREATE INDEX "members_source_idx" ON "members" USING btree ("source");
  CREATE INDEX "members_avatar_idx" ON "members" USING btree ("avatar_id");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree ("email");
  CREATE UNIQUE INDEX "projects_slug_idx" ON "projects" USING btree ("slug");
  CREATE INDEX "projects_request_type_idx" ON "projects" USING btree ("request_type");
  CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");
  CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("owner_id");
  CREATE INDEX "projects_hero_image_idx" ON "projects" USING btree ("hero_image_id");
  CREATE INDEX "projects_votes_count_idx" ON "projects" USING btree ("votes_count");
  CREATE INDEX "projects_exposure_week_start_idx" ON "projects" USING btree ("exposure_week_start");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "votes_project_idx" ON "votes" USING btree ("project_id");
  CREATE INDEX "votes_member_idx" ON "votes" USING btree ("member_id");
  CREATE INDEX "votes_updated_at_idx" ON "votes" USING btree ("updated_at");
  CREATE INDEX "votes_created_at_idx" ON "votes" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_project_idx" ON "votes" USING btree ("member_id","project_id");
  CREATE INDEX "declared_actions_member_idx" ON "declared_actions" USING btree ("member_id");
  CREATE INDEX "declared_actions_project_idx" ON "declared_actions" USING btree ("project_id");
  CREATE INDEX "declared_actions_status_idx" ON "declared_actions" USING btree ("status");
  CREATE INDEX "declared_actions_validated_by_idx" ON "declared_actions" USING btree ("validated_by_id");
  CREATE INDEX "declared_actions_updated_at_idx" ON "declared_actions" USING btree ("updated_at");
  CREATE INDEX "declared_actions_created_at_idx" ON "declared_actions" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_project_action_type_idx" ON "declared_actions" USING btree ("member_id","project_id","action_type");
  CREATE INDEX "project_reports_project_idx" ON "project_reports" USING btree ("project_id");
  CREATE INDEX "project_reports_member_idx" ON "project_reports" USING btree ("member_id");
  CREATE INDEX "project_reports_report_file_idx" ON "project_reports" USING btree ("report_file_id");
  CREATE INDEX "project_reports_updated_at_idx" ON "project_reports" USING btree ("updated_at");
  CREATE INDEX "project_reports_created_at_idx" ON "project_reports" USING btree ("created_at");
  CREATE INDEX "referrals_member_idx" ON "referrals" USING btree ("member_id");
  CREATE INDEX "referrals_referee_email_idx" ON "referrals" USING btree ("referee_email");
  CREATE INDEX "referrals_referee_idx" ON "referrals" USING btree ("referee_id");
  CREATE INDEX "referrals_status_idx" ON "referrals" USING btree ("status");
  CREATE INDEX "referrals_updated_at_idx" ON "referrals" USING btree ("updated_at");
  CREATE INDEX "referrals_created_at_idx" ON "referrals" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_referee_email_idx" ON "referrals" USING btree ("member_id","referee_email");
  CREATE INDEX "points_ledger_member_idx" ON "points_ledger" USING btree ("member_id");
  CREATE INDEX "points_ledger_period_idx" ON "points_ledger" USING btree ("period");
  CREATE INDEX "points_ledger_updated_at_idx" ON "points_ledger" USING btree ("updated_at");
  CREATE INDEX "points_ledger_created_at_idx" ON "points_ledger" USING btree ("created_at");
  CREATE UNIQUE INDEX "source_type_source_id_idx" ON "points_ledger" USING btree ("source_type","source_id");
  CREATE INDEX "member_period_idx" ON "points_ledger" USING btree ("member_id","period");
  CREATE INDEX "admin_decisions_member_idx" ON "admin_decisions" USING btree ("member_id");
  CREATE INDEX "admin_decisions_admin_user_idx" ON "admin_decisions" USING btree ("admin_user_id");
  CREATE INDEX "admin_decisions_updated_at_idx" ON "admin_decisions" USING btree ("updated_at");
  CREATE INDEX "admin_decisions_created_at_idx" ON "admin_decisions" USING btree ("created_at");
  CREATE INDEX "audit_log_actor_user_idx" ON "audit_log" USING btree ("actor_user_id");
  CREATE INDEX "audit_log_actor_member_idx" ON "audit_log" USING btree ("actor_member_id");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE INDEX "target_collection_target_id_idx" ON "audit_log" USING btree ("target_collection","target_id");
  CREATE UNIQUE INDEX "magic_link_tokens_token_hash_idx" ON "magic_link_tokens" USING btree ("token_hash");
  CREATE INDEX "magic_link_tokens_member_idx" ON "magic_link_tokens" USING btree ("member_id");
  CREATE INDEX "magic_link_tokens_expires_at_idx" ON "magic_link_tokens" USING btree ("expires_at");
  CREATE INDEX "magic_link_tokens_updated_at_idx" ON "magic_link_tokens" USING btree ("updated_at");
  CREATE INDEX "magic_link_tokens_created_at_idx" ON "magic_link_tokens" USING btree ("created_at");
  CREATE UNIQUE INDEX "batch2_waitlist_email_idx" ON "batch2_waitlist" USING btree ("email");
  CREATE INDEX "batch2_waitlist_updated_at_idx" ON "batch2_waitlist" USING btree ("updated_at");
  CREATE INDEX "batch2_waitlist_created_at_idx" ON "batch2_waitlist" USING btree ("created_at");
  CREATE INDEX "project_hero_images_uploader_idx" ON "project_hero_images" USING btree ("uploader_id");
  CREATE INDEX "project_hero_images_updated_at_idx" ON "project_hero_images" USING btree ("updated_at");
  CREATE INDEX "project_hero_images_created_at_idx" ON "project_hero_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "project_hero_images_filename_idx" ON "project_hero_images" USING btree ("filename");
  CREATE INDEX "project_hero_images_sizes_card_sizes_card_filename_idx" ON "project_hero_images" USING btree ("sizes_card_filename");
  CREATE INDEX "avatars_uploader_idx" ON "avatars" USING btree ("uploader_id");
  CREATE INDEX "avatars_updated_at_idx" ON "avatars" USING btree ("updated_at");
  CREATE INDEX "avatars_created_at_idx" ON "avatars" USING btree ("created_at");
  CREATE UNIQUE INDEX "avatars_filename_idx" ON "avatars" USING btree ("filename");
  CREATE INDEX "avatars_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "avatars" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "report_files_uploader_idx" ON "report_files" USING btree ("uploader_id");
  CREATE INDEX "report_files_updated_at_idx" ON "report_files" USING btree ("updated_at");
  CREATE INDEX "report_files_created_at_idx" ON "report_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "report_files_filename_idx" ON "report_files" USING btree ("filename");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_votes_id_idx" ON "payload_locked_documents_rels" USING btree ("votes_id");
  CREATE INDEX "payload_locked_documents_rels_declared_actions_id_idx" ON "payload_locked_documents_rels" USING btree ("declared_actions_id");
  CREATE INDEX "payload_locked_documents_rels_project_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("project_reports_id");
  CREATE INDEX "payload_locked_documents_rels_referrals_id_idx" ON "payload_locked_documents_rels" USING btree ("referrals_id");
  CREATE INDEX "payload_locked_documents_rels_points_ledger_id_idx" ON "payload_locked_documents_rels" USING btree ("points_ledger_id");
  CREATE INDEX "payload_locked_documents_rels_admin_decisions_id_idx" ON "payload_locked_documents_rels" USING btree ("admin_decisions_id");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  CREATE INDEX "payload_locked_documents_rels_magic_link_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("magic_link_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_batch2_waitlist_id_idx" ON "payload_locked_documents_rels" USING btree ("batch2_waitlist_id");
  CREATE INDEX "payload_locked_documents_rels_project_hero_images_id_idx" ON "payload_locked_documents_rels" USING btree ("project_hero_images_id");
  CREATE INDEX "payload_locked_documents_rels_avatars_id_idx" ON "payload_locked_documents_rels" USING btree ("avatars_id");
  CREATE INDEX "payload_locked_documents_rels_report_files_id_idx" ON "payload_locked_documents_rels" USING btree ("report_files_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_rels_members_id_idx" ON "payload_preferences_rels" USING btree ("members_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "members_motivations" CASCADE;
  DROP TABLE "members_sectors" CASCADE;
  DROP TABLE "members_sessions" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "votes" CASCADE;
  DROP TABLE "declared_actions" CASCADE;
  DROP TABLE "project_reports" CASCADE;
  DROP TABLE "referrals" CASCADE;
  DROP TABLE "points_ledger" CASCADE;
  DROP TABLE "admin_decisions" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "magic_link_tokens" CASCADE;
  DROP TABLE "batch2_waitlist" CASCADE;
  DROP TABLE "project_hero_images" CASCADE;
  DROP TABLE "avatars" CASCADE;
  DROP TABLE "report_files" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "rules" CASCADE;
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_members_motivations";
  DROP TYPE "public"."enum_members_sectors";
  DROP TYPE "public"."enum_members_status";
  DROP TYPE "public"."enum_members_application_status";
  DROP TYPE "public"."enum_members_source";
  DROP TYPE "public"."enum_members_professional_status";
  DROP TYPE "public"."enum_projects_request_type";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum_declared_actions_action_type";
  DROP TYPE "public"."enum_declared_actions_status";
  DROP TYPE "public"."enum_referrals_status";
  DROP TYPE "public"."enum_points_ledger_reason";
  DROP TYPE "public"."enum_points_ledger_source_type";
  DROP TYPE "public"."enum_admin_decisions_action";
  DROP TYPE "public"."enum_magic_link_tokens_purpose";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
