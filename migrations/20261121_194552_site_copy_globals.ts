import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_landing_hero_cards_networks" AS ENUM('linkedin', 'instagram', 'tiktok', 'x', 'facebook', 'youtube');
  CREATE TYPE "public"."enum_landing_hero_cards_icon" AS ENUM('eye', 'eye-off', 'heart', 'message', 'share', 'pen', 'user-plus', 'users', 'target', 'rocket', 'shield', 'lock', 'sparkles', 'trending-up', 'chart', 'handshake', 'lightbulb', 'flask', 'megaphone', 'badge', 'trophy', 'star', 'gift', 'briefcase', 'shopping-bag', 'coins', 'zap');
  CREATE TYPE "public"."enum_landing_features_cards_icon" AS ENUM('eye', 'eye-off', 'heart', 'message', 'share', 'pen', 'user-plus', 'users', 'target', 'rocket', 'shield', 'lock', 'sparkles', 'trending-up', 'chart', 'handshake', 'lightbulb', 'flask', 'megaphone', 'badge', 'trophy', 'star', 'gift', 'briefcase', 'shopping-bag', 'coins', 'zap');
  CREATE TYPE "public"."enum_landing_testimonials_cards_icon" AS ENUM('eye', 'eye-off', 'heart', 'message', 'share', 'pen', 'user-plus', 'users', 'target', 'rocket', 'shield', 'lock', 'sparkles', 'trending-up', 'chart', 'handshake', 'lightbulb', 'flask', 'megaphone', 'badge', 'trophy', 'star', 'gift', 'briefcase', 'shopping-bag', 'coins', 'zap');
  CREATE TYPE "public"."enum_landing_points_rows_rule" AS ENUM('like', 'comment', 'share', 'post', 'referral');
  CREATE TYPE "public"."enum_landing_referral_cards_icon" AS ENUM('eye', 'eye-off', 'heart', 'message', 'share', 'pen', 'user-plus', 'users', 'target', 'rocket', 'shield', 'lock', 'sparkles', 'trending-up', 'chart', 'handshake', 'lightbulb', 'flask', 'megaphone', 'badge', 'trophy', 'star', 'gift', 'briefcase', 'shopping-bag', 'coins', 'zap');
  CREATE TYPE "public"."enum_landing_counter_mode" AS ENUM('live', 'manual');
  CREATE TYPE "public"."enum_landing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_v_version_hero_cards_networks" AS ENUM('linkedin', 'instagram', 'tiktok', 'x', 'facebook', 'youtube');
  CREATE TYPE "public"."enum__landing_v_version_hero_cards_icon" AS ENUM('eye', 'eye-off', 'heart', 'message', 'share', 'pen', 'user-plus', 'users', 'target', 'rocket', 'shield', 'lock', 'sparkles', 'trending-up', 'chart', 'handshake', 'lightbulb', 'flask', 'megaphone', 'badge', 'trophy', 'star', 'gift', 'briefcase', 'shopping-bag', 'coins', 'zap');
  CREATE TYPE "public"."enum__landing_v_version_features_cards_icon" AS ENUM('eye', 'eye-off', 'heart', 'message', 'share', 'pen', 'user-plus', 'users', 'target', 'rocket', 'shield', 'lock', 'sparkles', 'trending-up', 'chart', 'handshake', 'lightbulb', 'flask', 'megaphone', 'badge', 'trophy', 'star', 'gift', 'briefcase', 'shopping-bag', 'coins', 'zap');
  CREATE TYPE "public"."enum__landing_v_version_testimonials_cards_icon" AS ENUM('eye', 'eye-off', 'heart', 'message', 'share', 'pen', 'user-plus', 'users', 'target', 'rocket', 'shield', 'lock', 'sparkles', 'trending-up', 'chart', 'handshake', 'lightbulb', 'flask', 'megaphone', 'badge', 'trophy', 'star', 'gift', 'briefcase', 'shopping-bag', 'coins', 'zap');
  CREATE TYPE "public"."enum__landing_v_version_points_rows_rule" AS ENUM('like', 'comment', 'share', 'post', 'referral');
  CREATE TYPE "public"."enum__landing_v_version_referral_cards_icon" AS ENUM('eye', 'eye-off', 'heart', 'message', 'share', 'pen', 'user-plus', 'users', 'target', 'rocket', 'shield', 'lock', 'sparkles', 'trending-up', 'chart', 'handshake', 'lightbulb', 'flask', 'megaphone', 'badge', 'trophy', 'star', 'gift', 'briefcase', 'shopping-bag', 'coins', 'zap');
  CREATE TYPE "public"."enum__landing_v_version_counter_mode" AS ENUM('live', 'manual');
  CREATE TYPE "public"."enum__landing_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "site_nav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_legal_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" varchar NOT NULL,
  	"login_label" varchar NOT NULL,
  	"start_label" varchar NOT NULL,
  	"tagline" varchar NOT NULL,
  	"copyright" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "landing_hero_cards_networks" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_landing_hero_cards_networks",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "landing_hero_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_landing_hero_cards_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "landing_features_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_landing_features_cards_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "landing_testimonials_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_landing_testimonials_cards_icon",
  	"name" varchar,
  	"figure" varchar,
  	"detail" varchar
  );
  
  CREATE TABLE "landing_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "landing_points_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"action" varchar,
  	"rule" "enum_landing_points_rows_rule"
  );
  
  CREATE TABLE "landing_referral_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_landing_referral_cards_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "landing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_primary_label" varchar,
  	"hero_secondary_label" varchar,
  	"hero_image_id" integer,
  	"counter_mode" "enum_landing_counter_mode" DEFAULT 'live',
  	"counter_manual_members" numeric,
  	"counter_manual_places_left" numeric,
  	"counter_manual_percent" numeric,
  	"features_title" varchar,
  	"features_intro" varchar,
  	"testimonials_title" varchar,
  	"testimonials_note" varchar,
  	"steps_title" varchar,
  	"points_title" varchar,
  	"points_intro" varchar,
  	"referral_title" varchar,
  	"referral_intro" varchar,
  	"final_cta_title" varchar,
  	"final_cta_text" varchar,
  	"final_cta_button_label" varchar,
  	"final_cta_charter_text" varchar,
  	"final_cta_charter_button_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_status" "enum_landing_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_landing_v_version_hero_cards_networks" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__landing_v_version_hero_cards_networks",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_landing_v_version_hero_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__landing_v_version_hero_cards_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v_version_features_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__landing_v_version_features_cards_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v_version_testimonials_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__landing_v_version_testimonials_cards_icon",
  	"name" varchar,
  	"figure" varchar,
  	"detail" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v_version_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v_version_points_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" varchar,
  	"rule" "enum__landing_v_version_points_rows_rule",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v_version_referral_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__landing_v_version_referral_cards_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_primary_label" varchar,
  	"version_hero_secondary_label" varchar,
  	"version_hero_image_id" integer,
  	"version_counter_mode" "enum__landing_v_version_counter_mode" DEFAULT 'live',
  	"version_counter_manual_members" numeric,
  	"version_counter_manual_places_left" numeric,
  	"version_counter_manual_percent" numeric,
  	"version_features_title" varchar,
  	"version_features_intro" varchar,
  	"version_testimonials_title" varchar,
  	"version_testimonials_note" varchar,
  	"version_steps_title" varchar,
  	"version_points_title" varchar,
  	"version_points_intro" varchar,
  	"version_referral_title" varchar,
  	"version_referral_intro" varchar,
  	"version_final_cta_title" varchar,
  	"version_final_cta_text" varchar,
  	"version_final_cta_button_label" varchar,
  	"version_final_cta_charter_text" varchar,
  	"version_final_cta_charter_button_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version__status" "enum__landing_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "pricing_batch1_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"soon" boolean DEFAULT false
  );
  
  CREATE TABLE "pricing_batch2_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"soon" boolean DEFAULT false
  );
  
  CREATE TABLE "pricing_campaign_inclusions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "pricing_claims_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"figure" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "pricing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"batch1_badge" varchar NOT NULL,
  	"batch1_name" varchar NOT NULL,
  	"batch1_price" varchar NOT NULL,
  	"batch1_period" varchar NOT NULL,
  	"batch1_note" varchar NOT NULL,
  	"batch1_cta_label" varchar NOT NULL,
  	"batch2_badge" varchar NOT NULL,
  	"batch2_name" varchar NOT NULL,
  	"batch2_price" varchar NOT NULL,
  	"batch2_period" varchar NOT NULL,
  	"batch2_note" varchar NOT NULL,
  	"batch2_cta_label" varchar NOT NULL,
  	"batch2_waitlist_intro" varchar NOT NULL,
  	"batch2_consent_label" varchar NOT NULL,
  	"batch2_waitlist_success" varchar NOT NULL,
  	"campaign_title" varchar NOT NULL,
  	"campaign_price" varchar NOT NULL,
  	"campaign_period" varchar NOT NULL,
  	"campaign_note" varchar,
  	"campaign_cta_label" varchar NOT NULL,
  	"claims_title" varchar NOT NULL,
  	"claims_note" varchar NOT NULL,
  	"meta_description" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "legal_mentions_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "legal_privacy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "legal_terms_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "legal" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"mentions_title" varchar NOT NULL,
  	"mentions_intro" varchar,
  	"mentions_last_updated" timestamp(3) with time zone NOT NULL,
  	"privacy_title" varchar NOT NULL,
  	"privacy_intro" varchar,
  	"privacy_last_updated" timestamp(3) with time zone NOT NULL,
  	"terms_title" varchar NOT NULL,
  	"terms_intro" varchar,
  	"terms_last_updated" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "site_nav" ADD CONSTRAINT "site_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_footer_links" ADD CONSTRAINT "site_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_legal_links" ADD CONSTRAINT "site_legal_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_hero_cards_networks" ADD CONSTRAINT "landing_hero_cards_networks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."landing_hero_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_hero_cards" ADD CONSTRAINT "landing_hero_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_features_cards" ADD CONSTRAINT "landing_features_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_testimonials_cards" ADD CONSTRAINT "landing_testimonials_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_steps_items" ADD CONSTRAINT "landing_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_points_rows" ADD CONSTRAINT "landing_points_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_referral_cards" ADD CONSTRAINT "landing_referral_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing" ADD CONSTRAINT "landing_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_v_version_hero_cards_networks" ADD CONSTRAINT "_landing_v_version_hero_cards_networks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_landing_v_version_hero_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_hero_cards" ADD CONSTRAINT "_landing_v_version_hero_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_features_cards" ADD CONSTRAINT "_landing_v_version_features_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_testimonials_cards" ADD CONSTRAINT "_landing_v_version_testimonials_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_steps_items" ADD CONSTRAINT "_landing_v_version_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_points_rows" ADD CONSTRAINT "_landing_v_version_points_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_referral_cards" ADD CONSTRAINT "_landing_v_version_referral_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v" ADD CONSTRAINT "_landing_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing_batch1_features" ADD CONSTRAINT "pricing_batch1_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_batch2_features" ADD CONSTRAINT "pricing_batch2_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_campaign_inclusions" ADD CONSTRAINT "pricing_campaign_inclusions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_claims_items" ADD CONSTRAINT "pricing_claims_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_mentions_sections" ADD CONSTRAINT "legal_mentions_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_privacy_sections" ADD CONSTRAINT "legal_privacy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_terms_sections" ADD CONSTRAINT "legal_terms_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_nav_order_idx" ON "site_nav" USING btree ("_order");
  CREATE INDEX "site_nav_parent_id_idx" ON "site_nav" USING btree ("_parent_id");
  CREATE INDEX "site_footer_links_order_idx" ON "site_footer_links" USING btree ("_order");
  CREATE INDEX "site_footer_links_parent_id_idx" ON "site_footer_links" USING btree ("_parent_id");
  CREATE INDEX "site_legal_links_order_idx" ON "site_legal_links" USING btree ("_order");
  CREATE INDEX "site_legal_links_parent_id_idx" ON "site_legal_links" USING btree ("_parent_id");
  CREATE INDEX "landing_hero_cards_networks_order_idx" ON "landing_hero_cards_networks" USING btree ("order");
  CREATE INDEX "landing_hero_cards_networks_parent_idx" ON "landing_hero_cards_networks" USING btree ("parent_id");
  CREATE INDEX "landing_hero_cards_order_idx" ON "landing_hero_cards" USING btree ("_order");
  CREATE INDEX "landing_hero_cards_parent_id_idx" ON "landing_hero_cards" USING btree ("_parent_id");
  CREATE INDEX "landing_features_cards_order_idx" ON "landing_features_cards" USING btree ("_order");
  CREATE INDEX "landing_features_cards_parent_id_idx" ON "landing_features_cards" USING btree ("_parent_id");
  CREATE INDEX "landing_testimonials_cards_order_idx" ON "landing_testimonials_cards" USING btree ("_order");
  CREATE INDEX "landing_testimonials_cards_parent_id_idx" ON "landing_testimonials_cards" USING btree ("_parent_id");
  CREATE INDEX "landing_steps_items_order_idx" ON "landing_steps_items" USING btree ("_order");
  CREATE INDEX "landing_steps_items_parent_id_idx" ON "landing_steps_items" USING btree ("_parent_id");
  CREATE INDEX "landing_points_rows_order_idx" ON "landing_points_rows" USING btree ("_order");
  CREATE INDEX "landing_points_rows_parent_id_idx" ON "landing_points_rows" USING btree ("_parent_id");
  CREATE INDEX "landing_referral_cards_order_idx" ON "landing_referral_cards" USING btree ("_order");
  CREATE INDEX "landing_referral_cards_parent_id_idx" ON "landing_referral_cards" USING btree ("_parent_id");
  CREATE INDEX "landing_hero_hero_image_idx" ON "landing" USING btree ("hero_image_id");
  CREATE INDEX "landing__status_idx" ON "landing" USING btree ("_status");
  CREATE INDEX "_landing_v_version_hero_cards_networks_order_idx" ON "_landing_v_version_hero_cards_networks" USING btree ("order");
  CREATE INDEX "_landing_v_version_hero_cards_networks_parent_idx" ON "_landing_v_version_hero_cards_networks" USING btree ("parent_id");
  CREATE INDEX "_landing_v_version_hero_cards_order_idx" ON "_landing_v_version_hero_cards" USING btree ("_order");
  CREATE INDEX "_landing_v_version_hero_cards_parent_id_idx" ON "_landing_v_version_hero_cards" USING btree ("_parent_id");
  CREATE INDEX "_landing_v_version_features_cards_order_idx" ON "_landing_v_version_features_cards" USING btree ("_order");
  CREATE INDEX "_landing_v_version_features_cards_parent_id_idx" ON "_landing_v_version_features_cards" USING btree ("_parent_id");
  CREATE INDEX "_landing_v_version_testimonials_cards_order_idx" ON "_landing_v_version_testimonials_cards" USING btree ("_order");
  CREATE INDEX "_landing_v_version_testimonials_cards_parent_id_idx" ON "_landing_v_version_testimonials_cards" USING btree ("_parent_id");
  CREATE INDEX "_landing_v_version_steps_items_order_idx" ON "_landing_v_version_steps_items" USING btree ("_order");
  CREATE INDEX "_landing_v_version_steps_items_parent_id_idx" ON "_landing_v_version_steps_items" USING btree ("_parent_id");
  CREATE INDEX "_landing_v_version_points_rows_order_idx" ON "_landing_v_version_points_rows" USING btree ("_order");
  CREATE INDEX "_landing_v_version_points_rows_parent_id_idx" ON "_landing_v_version_points_rows" USING btree ("_parent_id");
  CREATE INDEX "_landing_v_version_referral_cards_order_idx" ON "_landing_v_version_referral_cards" USING btree ("_order");
  CREATE INDEX "_landing_v_version_referral_cards_parent_id_idx" ON "_landing_v_version_referral_cards" USING btree ("_parent_id");
  CREATE INDEX "_landing_v_version_hero_version_hero_image_idx" ON "_landing_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_landing_v_version_version__status_idx" ON "_landing_v" USING btree ("version__status");
  CREATE INDEX "_landing_v_created_at_idx" ON "_landing_v" USING btree ("created_at");
  CREATE INDEX "_landing_v_updated_at_idx" ON "_landing_v" USING btree ("updated_at");
  CREATE INDEX "_landing_v_latest_idx" ON "_landing_v" USING btree ("latest");
  CREATE INDEX "_landing_v_autosave_idx" ON "_landing_v" USING btree ("autosave");
  CREATE INDEX "pricing_batch1_features_order_idx" ON "pricing_batch1_features" USING btree ("_order");
  CREATE INDEX "pricing_batch1_features_parent_id_idx" ON "pricing_batch1_features" USING btree ("_parent_id");
  CREATE INDEX "pricing_batch2_features_order_idx" ON "pricing_batch2_features" USING btree ("_order");
  CREATE INDEX "pricing_batch2_features_parent_id_idx" ON "pricing_batch2_features" USING btree ("_parent_id");
  CREATE INDEX "pricing_campaign_inclusions_order_idx" ON "pricing_campaign_inclusions" USING btree ("_order");
  CREATE INDEX "pricing_campaign_inclusions_parent_id_idx" ON "pricing_campaign_inclusions" USING btree ("_parent_id");
  CREATE INDEX "pricing_claims_items_order_idx" ON "pricing_claims_items" USING btree ("_order");
  CREATE INDEX "pricing_claims_items_parent_id_idx" ON "pricing_claims_items" USING btree ("_parent_id");
  CREATE INDEX "legal_mentions_sections_order_idx" ON "legal_mentions_sections" USING btree ("_order");
  CREATE INDEX "legal_mentions_sections_parent_id_idx" ON "legal_mentions_sections" USING btree ("_parent_id");
  CREATE INDEX "legal_privacy_sections_order_idx" ON "legal_privacy_sections" USING btree ("_order");
  CREATE INDEX "legal_privacy_sections_parent_id_idx" ON "legal_privacy_sections" USING btree ("_parent_id");
  CREATE INDEX "legal_terms_sections_order_idx" ON "legal_terms_sections" USING btree ("_order");
  CREATE INDEX "legal_terms_sections_parent_id_idx" ON "legal_terms_sections" USING btree ("_parent_id");`)

  // Every database, new or already running, starts with the site's initial copy (the landing
  // published, its first version), as this migration first wrote it: literals, not the live defaults.
  await db.execute(sql`
INSERT INTO "site" (id, brand, login_label, start_label, tagline, copyright, updated_at, created_at) VALUES
  (1, 'Tryb', 'Connexion', 'Commencer', 'Une communauté de talents indépendants qui grandissent ensemble.', '© Tryb — tous droits réservés.', now(), now());
INSERT INTO "site_nav" (_order, _parent_id, id, label, href) VALUES
  (1, 1, '6b0789d11a22431f5dc6cd71', 'Fonctionnalités', '/#features'),
  (2, 1, '6b0789d11a22431f5dc6cd72', 'Communauté', '/communaute'),
  (3, 1, '6b0789d11a22431f5dc6cd73', 'Tarifs', '/tarifs');
INSERT INTO "site_footer_links" (_order, _parent_id, id, label, href) VALUES
  (1, 1, '6b0789d11a22431f5dc6cd74', 'Fonctionnalités', '/#features'),
  (2, 1, '6b0789d11a22431f5dc6cd75', 'Communauté', '/#community'),
  (3, 1, '6b0789d11a22431f5dc6cd76', 'Tarifs', '/#pricing');
INSERT INTO "site_legal_links" (_order, _parent_id, id, label, href) VALUES
  (1, 1, '6b0789d11a22431f5dc6cd77', 'Mentions légales', '/mentions-legales'),
  (2, 1, '6b0789d11a22431f5dc6cd78', 'Confidentialité', '/confidentialite'),
  (3, 1, '6b0789d11a22431f5dc6cd79', 'CGU', '/cgu'),
  (4, 1, '6b0789d11a22431f5dc6cd7a', 'Charte', '/charte');
INSERT INTO "landing" (id, hero_title, hero_subtitle, hero_primary_label, hero_secondary_label, hero_image_id, counter_mode, counter_manual_members, counter_manual_places_left, counter_manual_percent, features_title, features_intro, testimonials_title, testimonials_note, steps_title, points_title, points_intro, referral_title, referral_intro, final_cta_title, final_cta_text, final_cta_button_label, final_cta_charter_text, final_cta_charter_button_label, meta_title, meta_description, _status, updated_at, created_at) VALUES
  (1, 'Ensemble, plus forts.', 'La Tryb est une communauté sélective de talents indépendants qui grandissent ensemble : teste tes idées, gagne une visibilité réelle et fais du business entre solopreneurs.', 'Rejoindre la Tryb', 'En savoir plus', NULL, 'live', 27, 23, 54, 'Pourquoi rejoindre la Tryb ?', 'Une visibilité organique et humaine : pas de pods d’engagement automatisés, pas de publicité payante. Chaque interaction et chaque projet sont validés.', 'Après la Beta — Ce que les membres fondateurs ont constaté.', 'Exemples observés pendant la Beta ; les résultats varient d’un projet à l’autre.', 'Comment ça marche ?', 'Tu donnes, tu reçois.', 'Chaque action validée te rapporte des points. Reste actif : un minimum de points par semestre garde ton accès.', 'Fais grandir la communauté', 'La Tryb grandit par recommandation : invite les solopreneurs que tu estimes.', 'Prêt·e à grandir avec la Tryb ?', 'L’inscription est gratuite pour commencer, sans engagement.', 'Créer mon compte', 'En rejoignant la Tryb, tu t’engages à respecter sa charte.', 'Lire la charte', 'Tryb — Ensemble, plus forts.', 'La Tryb : une communauté sélective de solopreneurs qui testent leurs idées, gagnent une visibilité réelle et font du business ensemble.', 'published', now(), now());
INSERT INTO "landing_hero_cards" (_order, _parent_id, id, icon, title, text) VALUES
  (1, 1, '6b0789d11a22431f5dc6cd7b', 'flask', 'Teste sans te griller', 'Fais tester une idée ou une offre sous une page projet, sans l’associer à ton profil personnel.'),
  (2, 1, '6b0789d11a22431f5dc6cd7c', 'target', 'Challenge-toi en sécurité', 'Des retours francs et bienveillants de solopreneurs qui passent par les mêmes étapes que toi.'),
  (3, 1, '6b0789d11a22431f5dc6cd7d', 'handshake', 'Crée du business entre solopreneurs', 'Partenariats, clients, recommandations : la communauté fait circuler les opportunités.');
INSERT INTO "landing_hero_cards_networks" ("order", parent_id, value, id) VALUES
  (1, '6b0789d11a22431f5dc6cd7b', 'linkedin', 1),
  (2, '6b0789d11a22431f5dc6cd7b', 'instagram', 2),
  (3, '6b0789d11a22431f5dc6cd7b', 'tiktok', 3),
  (4, '6b0789d11a22431f5dc6cd7b', 'x', 4);
INSERT INTO "landing_features_cards" (_order, _parent_id, id, icon, title, text) VALUES
  (1, 1, '6b0789d11a22431f5dc6cd7e', 'eye', 'Une visibilité réelle, pas artificielle', 'Chaque semaine, 3 projets de membres sont amplifiés par de vraies personnes qui likent, commentent et partagent.'),
  (2, 1, '6b0789d11a22431f5dc6cd7f', 'target', 'Touche ta cible sans budget pub', 'Tes contenus atteignent des entrepreneurs et leurs réseaux, sans dépenser un euro en publicité.'),
  (3, 1, '6b0789d11a22431f5dc6cd80', 'eye-off', 'Teste sans exposer ton image', 'Présente une idée sous une page projet : tu recueilles des avis sans engager ta réputation personnelle.'),
  (4, 1, '6b0789d11a22431f5dc6cd81', 'shield', 'Une communauté sélective', '50 membres fondateurs, choisis sur candidature ou parrainage, qui s’engagent à rester actifs.');
INSERT INTO "landing_testimonials_cards" (_order, _parent_id, id, icon, name, figure, detail) VALUES
  (1, 1, '6b0789d11a22431f5dc6cd82', 'eye', 'Camille, coach en reconversion', '12 400 vues', 'sur son post de lancement, la semaine de son amplification'),
  (2, 1, '6b0789d11a22431f5dc6cd83', 'heart', 'Yanis, développeur freelance', '+850 likes', 'en une campagne, contre une cinquantaine d’habitude'),
  (3, 1, '6b0789d11a22431f5dc6cd84', 'target', 'Sarah, consultante marketing', '4 leads qualifiés', 'reçus en message privé après sa campagne'),
  (4, 1, '6b0789d11a22431f5dc6cd85', 'flask', 'Thomas, créateur de formations', '3 offres testées', 'avant de lancer celle qui a trouvé son public'),
  (5, 1, '6b0789d11a22431f5dc6cd86', 'handshake', 'Inès, designer UX', '2 partenariats', 'noués avec d’autres membres de la Tryb'),
  (6, 1, '6b0789d11a22431f5dc6cd87', 'shopping-bag', 'Malik, e-commerçant', '27 ventes', 'la semaine de son exposition, et 5 nouveaux clients fidèles');
INSERT INTO "landing_steps_items" (_order, _parent_id, id, title, text) VALUES
  (1, 1, '6b0789d11a22431f5dc6cd88', 'Candidate', 'Remplis le formulaire en 5 étapes : profil, réseaux, motivations. L’équipe examine chaque candidature.'),
  (2, 1, '6b0789d11a22431f5dc6cd89', 'Rejoins la communauté', 'Une fois accepté·e, tu accèdes à ton espace membre et aux projets de la semaine.'),
  (3, 1, '6b0789d11a22431f5dc6cd8a', 'Soutiens les projets', 'Like, commente, partage, publie : déclare tes actions, vérifiées sous 48 h, et gagne des points.'),
  (4, 1, '6b0789d11a22431f5dc6cd8b', 'Fais amplifier le tien', 'Propose un projet par mois : une fois validé, toute la Tryb le fait rayonner pendant sa semaine d’exposition.');
INSERT INTO "landing_points_rows" (_order, _parent_id, id, action, rule) VALUES
  (1, 1, '6b0789d11a22431f5dc6cd8c', 'Liker un post', 'like'),
  (2, 1, '6b0789d11a22431f5dc6cd8d', 'Commenter un post', 'comment'),
  (3, 1, '6b0789d11a22431f5dc6cd8e', 'Partager un post', 'share'),
  (4, 1, '6b0789d11a22431f5dc6cd8f', 'Publier un post sur un projet', 'post'),
  (5, 1, '6b0789d11a22431f5dc6cd90', 'Parrainer un membre devenu actif', 'referral');
INSERT INTO "landing_referral_cards" (_order, _parent_id, id, icon, title, text) VALUES
  (1, 1, '6b0789d11a22431f5dc6cd91', 'user-plus', '5 invitations par semestre', 'Depuis ton espace membre, invite jusqu’à 5 personnes par semestre.'),
  (2, 1, '6b0789d11a22431f5dc6cd92', 'gift', 'Des points pour toi', 'Quand ton filleul devient membre actif, ton parrainage te rapporte des points.'),
  (3, 1, '6b0789d11a22431f5dc6cd93', 'badge', 'La même sélection pour tous', 'Le parrainage ne dispense pas de l’examen : chaque candidature est étudiée.');
INSERT INTO "_landing_v" (id, version_hero_title, version_hero_subtitle, version_hero_primary_label, version_hero_secondary_label, version_hero_image_id, version_counter_mode, version_counter_manual_members, version_counter_manual_places_left, version_counter_manual_percent, version_features_title, version_features_intro, version_testimonials_title, version_testimonials_note, version_steps_title, version_points_title, version_points_intro, version_referral_title, version_referral_intro, version_final_cta_title, version_final_cta_text, version_final_cta_button_label, version_final_cta_charter_text, version_final_cta_charter_button_label, version_meta_title, version_meta_description, version__status, version_updated_at, version_created_at, created_at, updated_at, latest, autosave) VALUES
  (1, 'Ensemble, plus forts.', 'La Tryb est une communauté sélective de talents indépendants qui grandissent ensemble : teste tes idées, gagne une visibilité réelle et fais du business entre solopreneurs.', 'Rejoindre la Tryb', 'En savoir plus', NULL, 'live', 27, 23, 54, 'Pourquoi rejoindre la Tryb ?', 'Une visibilité organique et humaine : pas de pods d’engagement automatisés, pas de publicité payante. Chaque interaction et chaque projet sont validés.', 'Après la Beta — Ce que les membres fondateurs ont constaté.', 'Exemples observés pendant la Beta ; les résultats varient d’un projet à l’autre.', 'Comment ça marche ?', 'Tu donnes, tu reçois.', 'Chaque action validée te rapporte des points. Reste actif : un minimum de points par semestre garde ton accès.', 'Fais grandir la communauté', 'La Tryb grandit par recommandation : invite les solopreneurs que tu estimes.', 'Prêt·e à grandir avec la Tryb ?', 'L’inscription est gratuite pour commencer, sans engagement.', 'Créer mon compte', 'En rejoignant la Tryb, tu t’engages à respecter sa charte.', 'Lire la charte', 'Tryb — Ensemble, plus forts.', 'La Tryb : une communauté sélective de solopreneurs qui testent leurs idées, gagnent une visibilité réelle et font du business ensemble.', 'published', now(), now(), now(), now(), true, false);
INSERT INTO "_landing_v_version_hero_cards" (_order, _parent_id, id, icon, title, text, _uuid) VALUES
  (1, 1, 1, 'flask', 'Teste sans te griller', 'Fais tester une idée ou une offre sous une page projet, sans l’associer à ton profil personnel.', '6b0789d11a22431f5dc6cd7b'),
  (2, 1, 2, 'target', 'Challenge-toi en sécurité', 'Des retours francs et bienveillants de solopreneurs qui passent par les mêmes étapes que toi.', '6b0789d11a22431f5dc6cd7c'),
  (3, 1, 3, 'handshake', 'Crée du business entre solopreneurs', 'Partenariats, clients, recommandations : la communauté fait circuler les opportunités.', '6b0789d11a22431f5dc6cd7d');
INSERT INTO "_landing_v_version_hero_cards_networks" ("order", parent_id, value, id) VALUES
  (1, 1, 'linkedin', 1),
  (2, 1, 'instagram', 2),
  (3, 1, 'tiktok', 3),
  (4, 1, 'x', 4);
INSERT INTO "_landing_v_version_features_cards" (_order, _parent_id, id, icon, title, text, _uuid) VALUES
  (1, 1, 1, 'eye', 'Une visibilité réelle, pas artificielle', 'Chaque semaine, 3 projets de membres sont amplifiés par de vraies personnes qui likent, commentent et partagent.', '6b0789d11a22431f5dc6cd7e'),
  (2, 1, 2, 'target', 'Touche ta cible sans budget pub', 'Tes contenus atteignent des entrepreneurs et leurs réseaux, sans dépenser un euro en publicité.', '6b0789d11a22431f5dc6cd7f'),
  (3, 1, 3, 'eye-off', 'Teste sans exposer ton image', 'Présente une idée sous une page projet : tu recueilles des avis sans engager ta réputation personnelle.', '6b0789d11a22431f5dc6cd80'),
  (4, 1, 4, 'shield', 'Une communauté sélective', '50 membres fondateurs, choisis sur candidature ou parrainage, qui s’engagent à rester actifs.', '6b0789d11a22431f5dc6cd81');
INSERT INTO "_landing_v_version_testimonials_cards" (_order, _parent_id, id, icon, name, figure, detail, _uuid) VALUES
  (1, 1, 1, 'eye', 'Camille, coach en reconversion', '12 400 vues', 'sur son post de lancement, la semaine de son amplification', '6b0789d11a22431f5dc6cd82'),
  (2, 1, 2, 'heart', 'Yanis, développeur freelance', '+850 likes', 'en une campagne, contre une cinquantaine d’habitude', '6b0789d11a22431f5dc6cd83'),
  (3, 1, 3, 'target', 'Sarah, consultante marketing', '4 leads qualifiés', 'reçus en message privé après sa campagne', '6b0789d11a22431f5dc6cd84'),
  (4, 1, 4, 'flask', 'Thomas, créateur de formations', '3 offres testées', 'avant de lancer celle qui a trouvé son public', '6b0789d11a22431f5dc6cd85'),
  (5, 1, 5, 'handshake', 'Inès, designer UX', '2 partenariats', 'noués avec d’autres membres de la Tryb', '6b0789d11a22431f5dc6cd86'),
  (6, 1, 6, 'shopping-bag', 'Malik, e-commerçant', '27 ventes', 'la semaine de son exposition, et 5 nouveaux clients fidèles', '6b0789d11a22431f5dc6cd87');
INSERT INTO "_landing_v_version_steps_items" (_order, _parent_id, id, title, text, _uuid) VALUES
  (1, 1, 1, 'Candidate', 'Remplis le formulaire en 5 étapes : profil, réseaux, motivations. L’équipe examine chaque candidature.', '6b0789d11a22431f5dc6cd88'),
  (2, 1, 2, 'Rejoins la communauté', 'Une fois accepté·e, tu accèdes à ton espace membre et aux projets de la semaine.', '6b0789d11a22431f5dc6cd89'),
  (3, 1, 3, 'Soutiens les projets', 'Like, commente, partage, publie : déclare tes actions, vérifiées sous 48 h, et gagne des points.', '6b0789d11a22431f5dc6cd8a'),
  (4, 1, 4, 'Fais amplifier le tien', 'Propose un projet par mois : une fois validé, toute la Tryb le fait rayonner pendant sa semaine d’exposition.', '6b0789d11a22431f5dc6cd8b');
INSERT INTO "_landing_v_version_points_rows" (_order, _parent_id, id, action, rule, _uuid) VALUES
  (1, 1, 1, 'Liker un post', 'like', '6b0789d11a22431f5dc6cd8c'),
  (2, 1, 2, 'Commenter un post', 'comment', '6b0789d11a22431f5dc6cd8d'),
  (3, 1, 3, 'Partager un post', 'share', '6b0789d11a22431f5dc6cd8e'),
  (4, 1, 4, 'Publier un post sur un projet', 'post', '6b0789d11a22431f5dc6cd8f'),
  (5, 1, 5, 'Parrainer un membre devenu actif', 'referral', '6b0789d11a22431f5dc6cd90');
INSERT INTO "_landing_v_version_referral_cards" (_order, _parent_id, id, icon, title, text, _uuid) VALUES
  (1, 1, 1, 'user-plus', '5 invitations par semestre', 'Depuis ton espace membre, invite jusqu’à 5 personnes par semestre.', '6b0789d11a22431f5dc6cd91'),
  (2, 1, 2, 'gift', 'Des points pour toi', 'Quand ton filleul devient membre actif, ton parrainage te rapporte des points.', '6b0789d11a22431f5dc6cd92'),
  (3, 1, 3, 'badge', 'La même sélection pour tous', 'Le parrainage ne dispense pas de l’examen : chaque candidature est étudiée.', '6b0789d11a22431f5dc6cd93');
INSERT INTO "pricing" (id, title, intro, batch1_badge, batch1_name, batch1_price, batch1_period, batch1_note, batch1_cta_label, batch2_badge, batch2_name, batch2_price, batch2_period, batch2_note, batch2_cta_label, batch2_waitlist_intro, batch2_consent_label, batch2_waitlist_success, campaign_title, campaign_price, campaign_period, campaign_note, campaign_cta_label, claims_title, claims_note, meta_description, updated_at, created_at) VALUES
  (1, 'Tarifs', 'Rejoins la Tryb gratuitement pendant le Batch 1, puis fais amplifier tes projets quand tu es prêt·e.', 'Batch 1', 'Membre (presque) Fondateur', '0 €', 'par 6 mois', 'Gratuit pour les 50 premiers membres', 'Rejoindre la Tryb', 'Batch 2', 'Membre Actif', '50 €', 'par 6 mois', 'Accès sélectif', 'Rejoindre la liste d’attente', 'Le Batch 2 ouvrira quand les places fondatrices seront prises. Laisse ton e-mail : tu seras prévenu·e en premier.', 'J’accepte que la Tryb conserve mon e-mail pour me prévenir de l’ouverture du Batch 2.', 'C’est noté ! Tu seras prévenu·e dès l’ouverture du Batch 2.', 'Campagne d’amplification', '100 €', 'par campagne', 'Payable sous 24 h après la validation du projet. Le reporting de ta semaine d’exposition t’est envoyé le lundi suivant.', 'Soumettre un projet', 'Ce que la Beta a montré', 'Moyennes des 20 premières campagnes de la Beta.', 'Les offres de la Tryb : Batch 1 gratuit pour les 50 premiers membres, Batch 2 à 50 € par 6 mois, campagne d’amplification à 100 €.', now(), now());
INSERT INTO "pricing_batch1_features" (_order, _parent_id, id, text, soon) VALUES
  (1, 1, '6b0789d11a22431f5dc6cd94', 'Accès complet à la communauté', false),
  (2, 1, '6b0789d11a22431f5dc6cd95', 'Participation aux campagnes d’amplification', false),
  (3, 1, '6b0789d11a22431f5dc6cd96', '1 proposition de projet par mois', false),
  (4, 1, '6b0789d11a22431f5dc6cd97', '5 invitations par semestre', false),
  (5, 1, '6b0789d11a22431f5dc6cd98', 'Espace de discussion privé', false);
INSERT INTO "pricing_batch2_features" (_order, _parent_id, id, text, soon) VALUES
  (1, 1, '6b0789d11a22431f5dc6cd99', 'Tous les avantages fondateurs', false),
  (2, 1, '6b0789d11a22431f5dc6cd9a', 'Bonus de parrainage et de visibilité', false),
  (3, 1, '6b0789d11a22431f5dc6cd9b', 'Analyse d’engagement par IA', true),
  (4, 1, '6b0789d11a22431f5dc6cd9c', 'Priorité sur les campagnes', false),
  (5, 1, '6b0789d11a22431f5dc6cd9d', 'Statistiques de performance détaillées', false);
INSERT INTO "pricing_campaign_inclusions" (_order, _parent_id, id, text) VALUES
  (1, 1, '6b0789d11a22431f5dc6cd9e', 'Validation et modération du projet'),
  (2, 1, '6b0789d11a22431f5dc6cd9f', 'Amplification collective par les membres'),
  (3, 1, '6b0789d11a22431f5dc6cda0', 'Suivi des performances et reporting d’impact');
INSERT INTO "pricing_claims_items" (_order, _parent_id, id, figure, label) VALUES
  (1, 1, '6b0789d11a22431f5dc6cda1', '10 000 à 20 000', 'vues par campagne'),
  (2, 1, '6b0789d11a22431f5dc6cda2', '+320 %', 'de portée moyenne'),
  (3, 1, '6b0789d11a22431f5dc6cda3', 'x3', 'd’engagement'),
  (4, 1, '6b0789d11a22431f5dc6cda4', '2 à 5', 'leads qualifiés par projet');
INSERT INTO "legal" (id, mentions_title, mentions_intro, mentions_last_updated, privacy_title, privacy_intro, privacy_last_updated, terms_title, terms_intro, terms_last_updated, updated_at, created_at) VALUES
  (1, 'Mentions légales', 'Cette page présente qui édite le site de la Tryb, où il est hébergé et comment nous joindre. Elle s’applique à toutes les pages du site, publiques comme réservées aux membres.', '2025-10-01 00:00:00+00', 'Politique de confidentialité', 'La Tryb ne collecte que les données dont la communauté a besoin pour fonctionner, les garde sur ses propres serveurs et ne les vend jamais. Cette page t’explique, conformément au Règlement général sur la protection des données (RGPD), quelles données nous traitons, pourquoi, combien de temps, et comment exercer tes droits.', '2025-10-01 00:00:00+00', 'Conditions générales d’utilisation', 'Ces conditions fixent les règles d’utilisation de la Tryb, pour les visiteurs comme pour les membres. En créant un compte, tu les acceptes, ainsi que la charte de la communauté.', '2025-10-01 00:00:00+00', now(), now());
INSERT INTO "legal_mentions_sections" (_order, _parent_id, id, heading, body) VALUES
  (1, 1, '6b0789d11a22431f5dc6cda5', 'Éditeur du site', 'Le site est édité par Tryb, communauté en ligne éditée par son équipe fondatrice. Le projet est en cours d’immatriculation.

Les informations administratives complètes de l’éditeur (dénomination, numéro d’immatriculation, adresse) sont communiquées sur simple demande par e-mail à contact@tryb.local.'),
  (2, 1, '6b0789d11a22431f5dc6cda6', 'Directeur de la publication', 'La publication est dirigée par l’équipe fondatrice de la Tryb, que tu peux joindre à l’adresse contact@tryb.local.'),
  (3, 1, '6b0789d11a22431f5dc6cda7', 'Hébergement', 'Le site et ses données sont hébergés sur les serveurs de la Tryb, dans l’Union européenne.

Le site ne fait appel à aucun réseau de diffusion de contenu (CDN), à aucune police de caractères et à aucun outil de mesure ou de suivi fournis par un tiers : toutes les ressources affichées sont servies par nos propres serveurs.'),
  (4, 1, '6b0789d11a22431f5dc6cda8', 'Propriété intellectuelle', 'La marque Tryb, le design du site, ses textes, ses illustrations et son code sont la propriété de l’éditeur. Toute reproduction ou réutilisation, totale ou partielle, sans accord écrit préalable est interdite.

Les projets, idées et contenus publiés par les membres restent la propriété de leurs auteurs, comme le rappelle la charte de la communauté (page /charte). Ils ne peuvent pas être repris ou exploités sans l’accord écrit de leur auteur.'),
  (5, 1, '6b0789d11a22431f5dc6cda9', 'Liens vers d’autres sites', 'Le site contient des liens vers des sites extérieurs, notamment les pages et réseaux sociaux des projets présentés par les membres. Ces sites ne sont pas édités par la Tryb, qui n’est pas responsable de leur contenu ni de leurs pratiques en matière de données personnelles.

Si un lien te semble renvoyer vers un contenu illicite ou trompeur, signale-le-nous par e-mail : nous le retirerons après vérification.'),
  (6, 1, '6b0789d11a22431f5dc6cdaa', 'Données personnelles', 'La façon dont la Tryb collecte, utilise et protège tes données est décrite dans la politique de confidentialité (page /confidentialite). Les règles d’utilisation du site sont dans les conditions générales d’utilisation (page /cgu).'),
  (7, 1, '6b0789d11a22431f5dc6cdab', 'Contact', 'Pour toute question sur le site, une demande d’information sur l’éditeur ou le signalement d’un contenu, écris-nous à contact@tryb.local. Nous répondons dans les meilleurs délais.');
INSERT INTO "legal_privacy_sections" (_order, _parent_id, id, heading, body) VALUES
  (1, 1, '6b0789d11a22431f5dc6cdac', 'Responsable du traitement', 'Le responsable du traitement de tes données est Tryb, communauté en ligne éditée par son équipe fondatrice.

Pour toute question sur tes données ou pour exercer tes droits, écris à contact@tryb.local.'),
  (2, 1, '6b0789d11a22431f5dc6cdad', 'Les données que nous collectons', 'Ton compte : ton adresse e-mail, ton nom, ton prénom et ton mot de passe, que nous ne conservons jamais en clair (seule une empreinte chiffrée est stockée). Ton profil : ta bio, ta photo, ton statut professionnel, tes secteurs, les liens vers ton projet, ton MVP et tes réseaux sociaux, et les audiences que tu y déclares.

Ta candidature et tes motivations ; les projets que tu soumets (textes, visuels, liens, fichiers de reporting) ; les actions que tu déclares (type d’action, lien vers la publication) et les points qui en découlent ; tes parrainages, pour lesquels nous enregistrons l’adresse e-mail de la personne que tu invites.

Si tu rejoins la liste d’attente du Batch 2 sans être membre, nous ne conservons que ton adresse e-mail, avec ton consentement.'),
  (3, 1, '6b0789d11a22431f5dc6cdae', 'Pourquoi nous les utilisons', 'Tes données servent à examiner les candidatures, à faire vivre la communauté (profils, projets, votes, retours), à calculer tes points et à vérifier que tu atteins le seuil qui maintient ton accès, à modérer les contenus et les actions déclarées, et à t’envoyer les e-mails de service (confirmation d’adresse, lien de connexion, réinitialisation du mot de passe, suivi de ta candidature et de tes projets).

Un score indicatif, calculé à partir des réponses de ta candidature, aide l’équipe à les examiner, mais chaque décision est prise par une personne de l’équipe. Nous ne t’envoyons aucune publicité et ne faisons aucun profilage commercial.'),
  (4, 1, '6b0789d11a22431f5dc6cdaf', 'Sur quelles bases légales', 'L’essentiel des traitements est nécessaire à l’exécution du contrat qui nous lie, c’est-à-dire des conditions générales d’utilisation que tu acceptes en créant ton compte.

La liste d’attente du Batch 2 repose sur ton consentement, que tu peux retirer à tout moment. La protection du site contre les abus et la fraude (limitation des tentatives, vérification des actions déclarées, journal de modération) repose sur notre intérêt légitime à assurer la sécurité de la communauté.'),
  (5, 1, '6b0789d11a22431f5dc6cdb0', 'Qui peut y accéder', 'Seule l’équipe de la Tryb accède à tes données, dans la limite de ce dont elle a besoin pour ses missions (examen des candidatures, modération, support). Elles ne sont jamais vendues, louées ni cédées à des tiers.

Les autres membres voient ce que tu choisis de montrer sur ton profil. L’identité du porteur d’un projet n’est jamais montrée aux autres membres ni aux visiteurs : tu peux tester une idée sans l’associer à ton profil.'),
  (6, 1, '6b0789d11a22431f5dc6cdb1', 'Combien de temps nous les gardons', 'Les données de ton compte sont conservées tant que ton compte existe. À sa suppression, tes données personnelles sont anonymisées : l’historique des points et des décisions de modération est conservé sous une forme qui ne permet plus de t’identifier, afin que les comptes de la communauté restent justes.

L’adresse laissée sur la liste d’attente du Batch 2 est conservée jusqu’à l’ouverture du Batch 2 ou jusqu’au retrait de ton consentement, et 24 mois au plus. Un lien de connexion envoyé par e-mail expire au bout de 15 minutes et ne sert qu’une seule fois.'),
  (7, 1, '6b0789d11a22431f5dc6cdb2', 'Cookies', 'Le site utilise un seul cookie : un cookie de session, strictement nécessaire pour te garder connecté. Il ne demande pas ton consentement, car le service ne peut pas fonctionner sans lui.

Aucun cookie publicitaire ni de mesure d’audience n’est déposé, et aucune ressource n’est chargée depuis un autre site : ta navigation sur la Tryb n’est partagée avec personne.'),
  (8, 1, '6b0789d11a22431f5dc6cdb3', 'Tes droits', 'Tu peux à tout moment demander l’accès à tes données, leur rectification, leur effacement ou leur portabilité, t’opposer à un traitement fondé sur notre intérêt légitime, ou retirer ton consentement à la liste d’attente. Écris-nous à contact@tryb.local depuis l’adresse liée à ton compte : nous te répondons dans un délai de 30 jours.

Si tu estimes que nous ne respectons pas tes droits, tu peux introduire une réclamation auprès de la CNIL (Commission nationale de l’informatique et des libertés), sur cnil.fr.'),
  (9, 1, '6b0789d11a22431f5dc6cdb4', 'Sécurité', 'Les mots de passe sont stockés sous forme chiffrée et jamais en clair, les liens de connexion et de réinitialisation sont à usage unique et limités dans le temps, et le nombre de tentatives est limité côté serveur.

L’accès à l’administration est réservé à l’équipe, chaque acte de modération est tracé, et les données restent sur nos serveurs dans l’Union européenne. Si une violation de données devait te concerner, nous t’en informerions dans les conditions prévues par le RGPD.');
INSERT INTO "legal_terms_sections" (_order, _parent_id, id, heading, body) VALUES
  (1, 1, '6b0789d11a22431f5dc6cdb5', 'Objet', 'La Tryb est une communauté en ligne sélective de solopreneurs et de freelances qui testent leurs idées, donnent de la visibilité à leurs projets et s’entraident. Ces conditions décrivent comment on y entre, ce que chaque membre s’engage à faire et ce que la Tryb s’engage à fournir.

La visibilité apportée est organique et humaine : pas de pods d’engagement automatisés, pas de publicité payante.'),
  (2, 1, '6b0789d11a22431f5dc6cdb6', 'Accès et sélection', 'La première promotion compte 50 places de membres fondateurs. On y entre sur candidature ou par le parrainage d’un membre ; dans les deux cas, l’équipe de la Tryb examine chaque demande, et un parrainage ne dispense pas de cet examen.

Tant que ta candidature est examinée, ou si toutes les places sont prises, ton compte reste sur liste d’attente : tu peux te connecter, compléter ton profil et proposer un projet, mais les fonctions réservées aux membres actifs s’ouvrent à ton activation. L’inscription est gratuite et sans engagement.'),
  (3, 1, '6b0789d11a22431f5dc6cdb7', 'Ton compte', 'Tu t’engages à fournir des informations exactes et à les tenir à jour, y compris les audiences que tu déclares sur tes réseaux. Un seul compte est autorisé par personne.

Ton mot de passe et les liens de connexion que tu reçois sont personnels : garde-les confidentiels et préviens-nous à contact@tryb.local si tu penses qu’un tiers a accédé à ton compte. Tu peux demander la suppression de ton compte à tout moment à la même adresse.'),
  (4, 1, '6b0789d11a22431f5dc6cdb8', 'Engagement actif et points', 'La Tryb vit de l’entraide. Tu gagnes des points quand tu likes, commentes, partages ou publies pour soutenir les projets des autres membres, et quand une personne que tu as parrainée devient membre active.

Pour garder ton accès, tu dois atteindre, à chaque semestre, un minimum de points : le seuil affiché dans l’espace membre (calculé au prorata si tu as été activé en cours de semestre). Si tu ne l’atteins pas à la clôture du semestre, ton compte devient inactif ; l’équipe peut le réactiver.'),
  (5, 1, '6b0789d11a22431f5dc6cdb9', 'Actions déclarées', 'Les actions que tu déclares doivent être réelles : faites par toi, depuis tes propres comptes, sur la publication indiquée. Chaque déclaration est vérifiée, en général sous 48 heures, notamment à partir des reportings transmis par les porteurs de projet.

Une déclaration fausse ou invérifiable est refusée et ne rapporte aucun point. Des déclarations fausses répétées ou volontaires peuvent entraîner les sanctions prévues par la charte.'),
  (6, 1, '6b0789d11a22431f5dc6cdba', 'Projets et campagnes d’amplification', 'Chaque projet proposé est examiné par l’équipe, qui peut l’approuver, demander des modifications ou le refuser s’il ne respecte pas la charte. Une fois sélectionné, un projet de visibilité est amplifié par la communauté pendant sa semaine d’exposition, et son porteur envoie le lundi suivant un reporting des actions reçues.

Une campagne d’amplification coûte 100 €. Le paiement en ligne n’est pas encore ouvert (bientôt disponible) : aucune somme n’est prélevée aujourd’hui. Les conditions de paiement te seront présentées avant tout engagement, et ces conditions seront mises à jour à l’ouverture du paiement.'),
  (7, 1, '6b0789d11a22431f5dc6cdbb', 'Charte et sanctions', 'Chaque membre respecte la charte de la Tryb (page /charte) : confidentialité des échanges, respect des personnes, propriété des idées des autres membres.

En cas de manquement, l’équipe de modération peut, selon la gravité et la répétition : adresser un avertissement, suspendre temporairement l’accès, ou prononcer une exclusion définitive. Un contenu contraire à la charte peut être retiré sans préavis.'),
  (8, 1, '6b0789d11a22431f5dc6cdbc', 'Propriété intellectuelle et responsabilité', 'Tes projets, tes idées et tes contenus restent ta propriété. En les publiant, tu autorises seulement la Tryb à les afficher sur le site pour les besoins du service, tant qu’ils y sont publiés. Tu garantis disposer des droits sur ce que tu publies. Le site lui-même (marque, design, textes, code) reste la propriété de l’éditeur.

La Tryb fait de son mieux pour que le service soit disponible et fiable, sans pouvoir le garantir en permanence. Les résultats d’une campagne dépendent de l’engagement de la communauté et ne sont pas garantis : les chiffres annoncés sur le site sont des moyennes observées, pas des promesses. Chaque membre reste responsable des contenus qu’il publie et des liens qu’il partage.'),
  (9, 1, '6b0789d11a22431f5dc6cdbd', 'Modification des CGU et droit applicable', 'Ces conditions peuvent évoluer avec la communauté. La date de dernière mise à jour figure en haut de cette page ; en cas de changement important, les membres sont prévenus par e-mail avant son entrée en vigueur.

Ces conditions sont soumises au droit français. En cas de désaccord, écris-nous d’abord à contact@tryb.local pour chercher une solution amiable ; à défaut, le litige sera porté devant les tribunaux français compétents.');
SELECT setval('"site_id_seq"', 1, true);
SELECT setval('"landing_id_seq"', 1, true);
SELECT setval('"landing_hero_cards_networks_id_seq"', 4, true);
SELECT setval('"_landing_v_id_seq"', 1, true);
SELECT setval('"_landing_v_version_hero_cards_id_seq"', 3, true);
SELECT setval('"_landing_v_version_hero_cards_networks_id_seq"', 4, true);
SELECT setval('"_landing_v_version_features_cards_id_seq"', 4, true);
SELECT setval('"_landing_v_version_testimonials_cards_id_seq"', 6, true);
SELECT setval('"_landing_v_version_steps_items_id_seq"', 4, true);
SELECT setval('"_landing_v_version_points_rows_id_seq"', 5, true);
SELECT setval('"_landing_v_version_referral_cards_id_seq"', 3, true);
SELECT setval('"pricing_id_seq"', 1, true);
SELECT setval('"legal_id_seq"', 1, true);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_nav" CASCADE;
  DROP TABLE "site_footer_links" CASCADE;
  DROP TABLE "site_legal_links" CASCADE;
  DROP TABLE "site" CASCADE;
  DROP TABLE "landing_hero_cards_networks" CASCADE;
  DROP TABLE "landing_hero_cards" CASCADE;
  DROP TABLE "landing_features_cards" CASCADE;
  DROP TABLE "landing_testimonials_cards" CASCADE;
  DROP TABLE "landing_steps_items" CASCADE;
  DROP TABLE "landing_points_rows" CASCADE;
  DROP TABLE "landing_referral_cards" CASCADE;
  DROP TABLE "landing" CASCADE;
  DROP TABLE "_landing_v_version_hero_cards_networks" CASCADE;
  DROP TABLE "_landing_v_version_hero_cards" CASCADE;
  DROP TABLE "_landing_v_version_features_cards" CASCADE;
  DROP TABLE "_landing_v_version_testimonials_cards" CASCADE;
  DROP TABLE "_landing_v_version_steps_items" CASCADE;
  DROP TABLE "_landing_v_version_points_rows" CASCADE;
  DROP TABLE "_landing_v_version_referral_cards" CASCADE;
  DROP TABLE "_landing_v" CASCADE;
  DROP TABLE "pricing_batch1_features" CASCADE;
  DROP TABLE "pricing_batch2_features" CASCADE;
  DROP TABLE "pricing_campaign_inclusions" CASCADE;
  DROP TABLE "pricing_claims_items" CASCADE;
  DROP TABLE "pricing" CASCADE;
  DROP TABLE "legal_mentions_sections" CASCADE;
  DROP TABLE "legal_privacy_sections" CASCADE;
  DROP TABLE "legal_terms_sections" CASCADE;
  DROP TABLE "legal" CASCADE;
  DROP TYPE "public"."enum_landing_hero_cards_networks";
  DROP TYPE "public"."enum_landing_hero_cards_icon";
  DROP TYPE "public"."enum_landing_features_cards_icon";
  DROP TYPE "public"."enum_landing_testimonials_cards_icon";
  DROP TYPE "public"."enum_landing_points_rows_rule";
  DROP TYPE "public"."enum_landing_referral_cards_icon";
  DROP TYPE "public"."enum_landing_counter_mode";
  DROP TYPE "public"."enum_landing_status";
  DROP TYPE "public"."enum__landing_v_version_hero_cards_networks";
  DROP TYPE "public"."enum__landing_v_version_hero_cards_icon";
  DROP TYPE "public"."enum__landing_v_version_features_cards_icon";
  DROP TYPE "public"."enum__landing_v_version_testimonials_cards_icon";
  DROP TYPE "public"."enum__landing_v_version_points_rows_rule";
  DROP TYPE "public"."enum__landing_v_version_referral_cards_icon";
  DROP TYPE "public"."enum__landing_v_version_counter_mode";
  DROP TYPE "public"."enum__landing_v_version_status";`)
}
