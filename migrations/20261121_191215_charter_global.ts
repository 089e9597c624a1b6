import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
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
  // Every database, new or already running, starts with the charter's initial copy, as this
  // migration first wrote it (literals: the live defaults and config may change since).
  await db.execute(sql`
INSERT INTO "charter" (id, title, intro, contact_text, contact_email, last_updated, updated_at, created_at) VALUES
  (1, 'Charte de la Tryb', 'La Tryb est une communauté sélective de solopreneurs qui s’entraident. Cette charte fixe les règles qui nous permettent de tester nos idées, de gagner en visibilité et de faire du business ensemble, en confiance.', 'Une question sur la charte, un signalement ou une demande concernant tes données ?', 'charte@tryb.local', '2025-10-01 00:00:00+00', now(), now());
INSERT INTO "charter_sections" (_order, _parent_id, id, heading, body) VALUES
  (1, 1, '6b0789d01a22431f5dc6cd63', 'Objet', 'Cette charte s’applique à tous les membres de la Tryb, sur le site comme dans les échanges qui en découlent. En rejoignant la communauté, chaque membre s’engage à la respecter.

La Tryb existe pour donner une visibilité réelle, organique et humaine aux projets de ses membres : pas de pods d’engagement automatisés, pas de publicité payante.'),
  (2, 1, '6b0789d01a22431f5dc6cd64', 'Confidentialité', 'Les projets, idées et informations partagés dans la Tryb restent dans la Tryb. Tu ne diffuses pas à l’extérieur ce qu’un membre a partagé sans son accord explicite.

Un membre peut tester une idée sous une page projet sans l’associer à son profil personnel : personne ne cherche à l’identifier.'),
  (3, 1, '6b0789d01a22431f5dc6cd65', 'Respect', 'Les échanges sont bienveillants, constructifs et honnêtes. Les critiques portent sur les projets, jamais sur les personnes.

Toute forme de discrimination, de harcèlement ou d’intimidation entraîne une exclusion immédiate.'),
  (4, 1, '6b0789d01a22431f5dc6cd66', 'Propriété intellectuelle des idées', 'Chaque idée et chaque projet restent la propriété de leur auteur. Tu ne reprends pas, ne copies pas et n’exploites pas l’idée d’un autre membre sans son accord écrit.

Les retours que tu donnes sont libres d’usage pour le porteur du projet.'),
  (5, 1, '6b0789d01a22431f5dc6cd67', 'Données personnelles et RGPD', 'La Tryb ne collecte que les données nécessaires à la vie de la communauté (profil, projets, actions déclarées, points) et ne les vend jamais. Elles sont hébergées sur nos propres serveurs.

Conformément au RGPD, tu peux à tout moment demander l’accès à tes données, leur rectification ou leur suppression en écrivant à l’adresse de contact ci-dessous ; la suppression est faite sous 30 jours.'),
  (6, 1, '6b0789d01a22431f5dc6cd68', 'Sanctions', 'En cas de manquement à la charte, l’équipe de modération peut, selon la gravité et la répétition : adresser un avertissement, suspendre temporairement l’accès, ou prononcer une exclusion définitive.

Les contenus contraires à la charte peuvent être retirés sans préavis.');
INSERT INTO "charter_apply_dialog" (_order, _parent_id, id, heading, body) VALUES
  (1, 1, '6b0789d01a22431f5dc6cd69', 'Propriété intellectuelle', 'Les idées et projets partagés restent la propriété de leur auteur. On ne copie pas, on ne reprend pas sans accord écrit.'),
  (2, 1, '6b0789d01a22431f5dc6cd6a', 'Respect et bienveillance', 'Des retours honnêtes et constructifs, qui visent les projets et jamais les personnes.'),
  (3, 1, '6b0789d01a22431f5dc6cd6b', 'Confidentialité', 'Ce qui est partagé dans la Tryb reste dans la Tryb, sauf accord explicite de son auteur.'),
  (4, 1, '6b0789d01a22431f5dc6cd6c', 'Demandes de visibilité', 'Une demande de visibilité validée engage à un paiement de 100 € sous 24 h. Le lundi qui suit la semaine d’exposition, le porteur envoie un tableau de reporting : URL des actions, identifiants des comptes, captures d’écran.'),
  (5, 1, '6b0789d01a22431f5dc6cd6d', 'Modération', 'Les modérateurs peuvent retirer un contenu, suspendre ou révoquer l’accès d’un membre en cas d’abus ou de manquements répétés.');
INSERT INTO "charter_signup_dialog" (_order, _parent_id, id, heading, body) VALUES
  (1, 1, '6b0789d01a22431f5dc6cd6e', 'Confidentialité', 'Ce qui est partagé dans la Tryb reste dans la Tryb, sauf accord explicite de son auteur.'),
  (2, 1, '6b0789d01a22431f5dc6cd6f', 'Entraide', 'On soutient les projets des autres membres : likes, commentaires, partages et retours sincères.'),
  (3, 1, '6b0789d01a22431f5dc6cd70', 'Respect', 'Toute discrimination ou tout harcèlement entraîne une exclusion immédiate.');
SELECT setval('"charter_id_seq"', 1, true);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "charter_sections" CASCADE;
  DROP TABLE "charter_apply_dialog" CASCADE;
  DROP TABLE "charter_signup_dialog" CASCADE;
  DROP TABLE "charter" CASCADE;`)
}
