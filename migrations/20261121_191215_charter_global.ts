import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { DEFAULT_CHARTER } from '../src/globals/Charter/defaultCharter'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "charter_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "charter_apply_dialog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "charter_signup_dialog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "charter" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Charte de la Tryb' NOT NULL,
  	"intro" varchar DEFAULT 'La Tryb est une communauté sélective de solopreneurs qui s’entraident. Cette charte fixe les règles qui nous permettent de tester nos idées, de gagner en visibilité et de faire du business ensemble, en confiance.',
  	"contact_text" varchar DEFAULT 'Une question sur la charte, un signalement ou une demande concernant tes données ?',
  	"contact_email" varchar DEFAULT 'charte@tryb.local' NOT NULL,
  	"last_updated" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "charter_sections" ADD CONSTRAINT "charter_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."charter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "charter_apply_dialog" ADD CONSTRAINT "charter_apply_dialog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."charter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "charter_signup_dialog" ADD CONSTRAINT "charter_signup_dialog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."charter"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "charter_sections_order_idx" ON "charter_sections" USING btree ("_order");
  CREATE INDEX "charter_sections_parent_id_idx" ON "charter_sections" USING btree ("_parent_id");
  CREATE INDEX "charter_apply_dialog_order_idx" ON "charter_apply_dialog" USING btree ("_order");
  CREATE INDEX "charter_apply_dialog_parent_id_idx" ON "charter_apply_dialog" USING btree ("_parent_id");
  CREATE INDEX "charter_signup_dialog_order_idx" ON "charter_signup_dialog" USING btree ("_order");
  CREATE INDEX "charter_signup_dialog_parent_id_idx" ON "charter_signup_dialog" USING btree ("_parent_id");`)
  // Every database, new or already running, starts with the charter's initial copy.
  await payload.updateGlobal({
    slug: 'charter',
    data: DEFAULT_CHARTER,
    req,
    context: { disableRevalidate: true },
  })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "charter_sections" CASCADE;
  DROP TABLE "charter_apply_dialog" CASCADE;
  DROP TABLE "charter_signup_dialog" CASCADE;
  DROP TABLE "charter" CASCADE;`)
}
