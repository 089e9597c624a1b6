import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { DEFAULT_LANDING } from '../src/globals/Landing/defaultLanding'
import { DEFAULT_LEGAL } from '../src/globals/Legal/defaultLegal'
import { DEFAULT_PRICING } from '../src/globals/Pricing/defaultPricing'
import { DEFAULT_SITE } from '../src/globals/Site/defaultSite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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

  // Every database, new or already running, starts with the site's initial copy.
  const context = { disableRevalidate: true }
  await payload.updateGlobal({ slug: 'site', data: DEFAULT_SITE, req, context })
  await payload.updateGlobal({ slug: 'landing', data: { ...DEFAULT_LANDING, _status: 'published' }, req, context })
  await payload.updateGlobal({ slug: 'pricing', data: DEFAULT_PRICING, req, context })
  await payload.updateGlobal({ slug: 'legal', data: DEFAULT_LEGAL, req, context })
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
