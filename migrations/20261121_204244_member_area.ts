import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_semester_notices_kind" AS ENUM('reminder_3_weeks', 'reminder_1_week', 'deactivated');
  CREATE TABLE "semester_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"period" varchar NOT NULL,
  	"kind" "enum_semester_notices_kind" NOT NULL,
  	"points" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tips_tips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "tips" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"fallback" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "members" ADD COLUMN "threshold_exempt" boolean DEFAULT false;
  ALTER TABLE "members" ADD COLUMN "deletion_requested_at" timestamp(3) with time zone;
  ALTER TABLE "referrals" ADD COLUMN "code" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "semester_notices_id" integer;
  ALTER TABLE "semester_notices" ADD CONSTRAINT "semester_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tips_tips" ADD CONSTRAINT "tips_tips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "semester_notices_member_idx" ON "semester_notices" USING btree ("member_id");
  CREATE INDEX "semester_notices_period_idx" ON "semester_notices" USING btree ("period");
  CREATE INDEX "semester_notices_updated_at_idx" ON "semester_notices" USING btree ("updated_at");
  CREATE INDEX "semester_notices_created_at_idx" ON "semester_notices" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_period_kind_idx" ON "semester_notices" USING btree ("member_id","period","kind");
  CREATE INDEX "tips_tips_order_idx" ON "tips_tips" USING btree ("_order");
  CREATE INDEX "tips_tips_parent_id_idx" ON "tips_tips" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_semester_notices_fk" FOREIGN KEY ("semester_notices_id") REFERENCES "public"."semester_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "referrals_code_idx" ON "referrals" USING btree ("code");
  CREATE INDEX "payload_locked_documents_rels_semester_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("semester_notices_id");`)

  // Every database starts with the weekly tips' initial copy, as this migration first wrote it:
  // literals, not the live defaults.
  await db.execute(sql`
INSERT INTO "tips" (id, fallback, updated_at, created_at) VALUES
  (1, 'Commente les projets proches de ton secteur : tes retours y comptent double.', now(), now());
INSERT INTO "tips_tips" (_order, _parent_id, id, text) VALUES
  (1, 1, '6b0789d21a22431f5dc6cdbe', 'Commente les projets proches de ton secteur : tes retours y comptent double.'),
  (2, 1, '6b0789d21a22431f5dc6cdbf', 'Un commentaire de trois phrases vaut mieux que trois likes : pose une question au porteur du projet.'),
  (3, 1, '6b0789d21a22431f5dc6cdc0', 'Partage un projet avec une phrase personnelle : pourquoi il mérite d’être vu par ton réseau ?'),
  (4, 1, '6b0789d21a22431f5dc6cdc1', 'Invite un solopreneur que tu estimes : quand il devient actif, ton parrainage te rapporte des points.'),
  (5, 1, '6b0789d21a22431f5dc6cdc2', 'Déclare tes actions le jour même : elles sont vérifiées sous 48 h.'),
  (6, 1, '6b0789d21a22431f5dc6cdc3', 'Complète ton profil (bio, secteurs) : l’équipe active plus vite les profils complets.');
SELECT setval('"tips_id_seq"', 1, true);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "semester_notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tips_tips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tips" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "semester_notices" CASCADE;
  DROP TABLE "tips_tips" CASCADE;
  DROP TABLE "tips" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_semester_notices_fk";
  
  DROP INDEX "referrals_code_idx";
  DROP INDEX "payload_locked_documents_rels_semester_notices_id_idx";
  ALTER TABLE "members" DROP COLUMN "threshold_exempt";
  ALTER TABLE "members" DROP COLUMN "deletion_requested_at";
  ALTER TABLE "referrals" DROP COLUMN "code";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "semester_notices_id";
  DROP TYPE "public"."enum_semester_notices_kind";`)
}
