import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 43. Schema: marketing's choice at a save of the charter (emptied once read), the summary
// of the version in force, and the review delay the rules promise. Copy: only untouched default rows are rewritten; a text marketing changed stays theirs.

// The charter states its heaviest commitment, with the rules' threshold written as a token, and
// the application's dialog shows that chapter too. Members accept it as a new version.
const ENTRAIDE_ID = 'charter-entraide'
const ENTRAIDE_BEFORE =
  'On soutient les projets des autres membres : likes, commentaires, partages et retours sincères. Chaque action que tu déclares est une action que tu as vraiment faite.'
const ENTRAIDE_AFTER = `${ENTRAIDE_BEFORE}\n\nC’est l’engagement le plus exigeant de la Tryb : pour rester membre actif, tu réunis au moins {seuil_points} points par semestre (au prorata de tes semaines de membre, le semestre de ton activation). En dessous, ton compte est mis en pause à la clôture du semestre ; tu peux ensuite demander sa réactivation.`
const SUMMARY =
  'La charte dit désormais l’engagement le plus exigeant : au moins {seuil_points} points par semestre pour rester membre actif, sinon le compte est mis en pause à la clôture du semestre (section « Entraide », désormais aussi dans la candidature).'

// The footer's "Communauté" leads where the header's does.
const FOOTER_COMMUNITY_ID = '6b0789d11a22431f5dc6cd75'

// "Liste d’attente" names the Batch 2 e-mail list only; a member's account is "en attente d’activation".
const TERMS_BEFORE = 'ton compte reste sur liste d’attente :'
const TERMS_AFTER = 'ton compte reste en attente d’activation :'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_charter_change" AS ENUM('correction', 'new_version');
  ALTER TABLE "charter" ADD COLUMN "change" "enum_charter_change";
  ALTER TABLE "charter" ADD COLUMN "change_summary" varchar;
  ALTER TABLE "charter" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "rules" ADD COLUMN "application_review_hours" numeric DEFAULT 72 NOT NULL;`)

  const { rows } = await db.execute(sql`
    UPDATE "charter_sections" SET "body" = ${ENTRAIDE_AFTER}
    WHERE "id" = ${ENTRAIDE_ID} AND "body" = ${ENTRAIDE_BEFORE}
    RETURNING "id"`)
  if (rows.length > 0) {
    await db.execute(sql`
      INSERT INTO "charter_sections_chapters" ("order", "parent_id", "value")
      SELECT 2, ${ENTRAIDE_ID}, 'apply'::enum_charter_sections_chapters
      WHERE NOT EXISTS (
        SELECT 1 FROM "charter_sections_chapters" WHERE "parent_id" = ${ENTRAIDE_ID} AND "value" = 'apply'
      )`)
    await db.execute(sql`
      UPDATE "charter" SET "version" = "version" + 1, "version_summary" = ${SUMMARY},
        "last_updated" = now(), "updated_at" = now()`)
  }

  await db.execute(sql`
    UPDATE "site_footer_links" SET "href" = '/communaute'
    WHERE "id" = ${FOOTER_COMMUNITY_ID} AND "label" = 'Communauté' AND "href" = '/#community'`)
  await db.execute(sql`
    UPDATE "legal_terms_sections" SET "body" = replace("body", ${TERMS_BEFORE}, ${TERMS_AFTER})
    WHERE position(${TERMS_BEFORE} in "body") > 0`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "legal_terms_sections" SET "body" = replace("body", ${TERMS_AFTER}, ${TERMS_BEFORE})
    WHERE position(${TERMS_AFTER} in "body") > 0`)
  await db.execute(sql`
    UPDATE "site_footer_links" SET "href" = '/#community'
    WHERE "id" = ${FOOTER_COMMUNITY_ID} AND "label" = 'Communauté' AND "href" = '/communaute'`)
  const { rows } = await db.execute(sql`
    UPDATE "charter_sections" SET "body" = ${ENTRAIDE_BEFORE}
    WHERE "id" = ${ENTRAIDE_ID} AND "body" = ${ENTRAIDE_AFTER}
    RETURNING "id"`)
  if (rows.length > 0) {
    await db.execute(sql`
      DELETE FROM "charter_sections_chapters" WHERE "parent_id" = ${ENTRAIDE_ID} AND "value" = 'apply'`)
    await db.execute(sql`UPDATE "charter" SET "version" = greatest(1, "version" - 1), "updated_at" = now()`)
  }
  await db.execute(sql`
   ALTER TABLE "charter" DROP COLUMN "change";
  ALTER TABLE "charter" DROP COLUMN "change_summary";
  DROP TYPE "public"."enum_charter_change";
  ALTER TABLE "charter" DROP COLUMN "version_summary";
  ALTER TABLE "rules" DROP COLUMN "application_review_hours";`)
}
