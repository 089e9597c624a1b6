import { DELETION_PROCESSING_DAYS } from '@/domain/accountDeletion'
import { retentionLines } from '@/domain/retention'

/**
 * Written by a migration; marketing edits it in the admin. Bodies are plain text, paragraphs separated by a blank line.
 */
export const DEFAULT_LEGAL = {
  mentions: {
    title: 'Mentions légales',
    intro:
      'Cette page présente qui édite le site de la Tryb, où il est hébergé et comment nous joindre. Elle s’applique à toutes les pages du site, publiques comme réservées aux membres.',
    last_updated: '2025-10-01T00:00:00.000Z',
    sections: [
      {
        heading: 'Éditeur du site',
        body: 'Le site est édité par Tryb, communauté en ligne éditée par son équipe fondatrice. Le projet est en cours d’immatriculation.\n\nLes informations administratives complètes de l’éditeur (dénomination, numéro d’immatriculation, adresse) sont communiquées sur simple demande par e-mail à contact@tryb.local.',
      },
      {
        heading: 'Directeur de la publication',
        body: 'La publication est dirigée par l’équipe fondatrice de la Tryb, que tu peux joindre à l’adresse contact@tryb.local.',
      },
      {
        heading: 'Hébergement',
        body: 'Le site et ses données sont hébergés sur les serveurs de la Tryb, dans l’Union européenne.\n\nLe site ne fait appel à aucun réseau de diffusion de contenu (CDN), à aucune police de caractères et à aucun outil de mesure ou de suivi fournis par un tiers : toutes les ressources affichées sont servies par nos propres serveurs.',
      },
      {
        heading: 'Propriété intellectuelle',
        body: 'La marque Tryb, le design du site, ses textes, ses illustrations et son code sont la propriété de l’éditeur. Toute reproduction ou réutilisation, totale ou partielle, sans accord écrit préalable est interdite.\n\nLes projets, idées et contenus publiés par les membres restent la propriété de leurs auteurs, comme le rappelle la charte de la communauté (page /charte). Ils ne peuvent pas être repris ou exploités sans l’accord écrit de leur auteur.',
      },
      {
        heading: 'Liens vers d’autres sites',
        body: 'Le site contient des liens vers des sites extérieurs, notamment les pages et réseaux sociaux des projets présentés par les membres. Ces sites ne sont pas édités par la Tryb, qui n’est pas responsable de leur contenu ni de leurs pratiques en matière de données personnelles.\n\nSi un lien te semble renvoyer vers un contenu illicite ou trompeur, signale-le-nous par e-mail : nous le retirerons après vérification.',
      },
      {
        heading: 'Données personnelles',
        body: 'La façon dont la Tryb collecte, utilise et protège tes données est décrite dans la politique de confidentialité (page /confidentialite). Les règles d’utilisation du site sont dans les conditions générales d’utilisation (page /cgu).',
      },
      {
        heading: 'Contact',
        body: 'Pour toute question sur le site, une demande d’information sur l’éditeur ou le signalement d’un contenu, écris-nous à contact@tryb.local. Nous répondons dans les meilleurs délais.',
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    intro:
      'La Tryb ne collecte que les données dont la communauté a besoin pour fonctionner, les garde sur ses propres serveurs et ne les vend jamais. Cette page t’explique, conformément au Règlement général sur la protection des données (RGPD), quelles données nous traitons, pourquoi, combien de temps, et comment exercer tes droits.',
    last_updated: '2025-10-01T00:00:00.000Z',
    sections: [
      {
        heading: 'Responsable du traitement',
        body: 'Le responsable du traitement de tes données est Tryb, communauté en ligne éditée par son équipe fondatrice.\n\nPour toute question sur tes données ou pour exercer tes droits, écris à contact@tryb.local.',
      },
      {
        heading: 'Les données que nous collectons',
        body: 'Ton compte : ton adresse e-mail, ton nom, ton prénom et ton mot de passe, que nous ne conservons jamais en clair (seule une empreinte chiffrée est stockée). Ton profil : ta bio, ta photo, ton statut professionnel, tes secteurs, les liens vers ton projet, ton MVP et tes réseaux sociaux, et les audiences que tu y déclares.\n\nTa candidature et tes motivations ; les projets que tu soumets (textes, visuels, liens, fichiers de reporting) ; les actions que tu déclares (type d’action, lien vers la publication) et les points qui en découlent ; tes parrainages, pour lesquels nous enregistrons l’adresse e-mail de la personne que tu invites.\n\nSi tu rejoins la liste d’attente du Batch 2 sans être membre, nous ne conservons que ton adresse e-mail, avec ton consentement.',
      },
      {
        heading: 'Pourquoi nous les utilisons',
        body: 'Tes données servent à examiner les candidatures, à faire vivre la communauté (profils, projets, votes, retours), à calculer tes points et à vérifier que tu atteins le seuil qui maintient ton accès, à modérer les contenus et les actions déclarées, et à t’envoyer les e-mails de service (confirmation d’adresse, lien de connexion, réinitialisation du mot de passe, suivi de ta candidature et de tes projets).\n\nUn score indicatif, calculé à partir des réponses de ta candidature, aide l’équipe à les examiner, mais chaque décision est prise par une personne de l’équipe. Nous ne t’envoyons aucune publicité et ne faisons aucun profilage commercial.',
      },
      {
        heading: 'Sur quelles bases légales',
        body: 'L’essentiel des traitements est nécessaire à l’exécution du contrat qui nous lie, c’est-à-dire des conditions générales d’utilisation que tu acceptes en créant ton compte.\n\nLa liste d’attente du Batch 2 repose sur ton consentement, que tu peux retirer à tout moment. La protection du site contre les abus et la fraude (limitation des tentatives, vérification des actions déclarées, journal de modération) repose sur notre intérêt légitime à assurer la sécurité de la communauté.',
      },
      {
        heading: 'Qui peut y accéder',
        body: 'Seule l’équipe de la Tryb accède à tes données, dans la limite de ce dont elle a besoin pour ses missions (examen des candidatures, modération, support). Elles ne sont jamais vendues, louées ni cédées à des tiers.\n\nLes autres membres voient ce que tu choisis de montrer sur ton profil. L’identité du porteur d’un projet n’est jamais montrée aux autres membres ni aux visiteurs : tu peux tester une idée sans l’associer à ton profil.\n\nNos sous-traitants y accèdent dans la limite de leur mission et sont liés par contrat : l’hébergeur du site et de sa base de données ; le service d’envoi d’e-mails (SMTP), qui achemine nos messages ; Stripe, si tu paies une campagne par carte (tes données de carte vont directement chez Stripe, jamais chez nous) ; le service de stockage de fichiers compatible S3, lorsque nos fichiers y sont conservés. Tes données restent dans l’Union européenne.',
      },
      {
        heading: 'Combien de temps nous les gardons',
        body: [
          `Les données de ton compte sont conservées tant que ton compte existe. Tu peux demander sa suppression depuis ta page profil : elle est menée sous ${DELETION_PROCESSING_DAYS} jours. Ton nom, ton adresse e-mail, ton profil, ta photo, tes fichiers, tes sessions, tes notifications et les copies de tes e-mails sont alors effacés, et les textes de tes retours retirés. L’historique des points, des votes et des décisions de modération est conservé sous le nom « Membre supprimé », qui ne permet plus de t’identifier, afin que les comptes de la communauté restent justes.`,
          'Les factures et avoirs sont des pièces comptables : ils sont conservés sans changement pendant 10 ans (Code de commerce, article L123-22).',
          ['Ces durées sont appliquées automatiquement chaque nuit :', ...retentionLines()].join('\n'),
        ].join('\n\n'),
      },
      {
        heading: 'Cookies',
        body: 'Le site utilise un seul cookie : un cookie de session, strictement nécessaire pour te garder connecté. Il ne demande pas ton consentement, car le service ne peut pas fonctionner sans lui.\n\nAucun cookie publicitaire ni de mesure d’audience n’est déposé, et aucune ressource n’est chargée depuis un autre site : ta navigation sur la Tryb n’est partagée avec personne.',
      },
      {
        heading: 'Tes droits',
        body: 'Tu peux à tout moment demander l’accès à tes données, leur rectification, leur effacement ou leur portabilité, t’opposer à un traitement fondé sur notre intérêt légitime, ou retirer ton consentement à la liste d’attente. Écris-nous à contact@tryb.local depuis l’adresse liée à ton compte : nous te répondons dans un délai de 30 jours.\n\nSi tu estimes que nous ne respectons pas tes droits, tu peux introduire une réclamation auprès de la CNIL (Commission nationale de l’informatique et des libertés), sur cnil.fr.',
      },
      {
        heading: 'Sécurité',
        body: 'Les mots de passe sont stockés sous forme chiffrée et jamais en clair, les liens de connexion et de réinitialisation sont à usage unique et limités dans le temps, et le nombre de tentatives est limité côté serveur.\n\nL’accès à l’administration est réservé à l’équipe, chaque acte de modération est tracé, et les données restent sur nos serveurs dans l’Union européenne. Si une violation de données devait te concerner, nous t’en informerions dans les conditions prévues par le RGPD.',
      },
    ],
  },
  terms: {
    title: 'Conditions générales d’utilisation',
    intro:
      'Ces conditions fixent les règles d’utilisation de la Tryb, pour les visiteurs comme pour les membres. En créant un compte, tu les acceptes, ainsi que la charte de la communauté.',
    last_updated: '2025-10-01T00:00:00.000Z',
    sections: [
      {
        heading: 'Objet',
        body: 'La Tryb est une communauté en ligne sélective de solopreneurs et de freelances qui testent leurs idées, donnent de la visibilité à leurs projets et s’entraident. Ces conditions décrivent comment on y entre, ce que chaque membre s’engage à faire et ce que la Tryb s’engage à fournir.\n\nLa visibilité apportée est organique et humaine : pas de pods d’engagement automatisés, pas de publicité payante.',
      },
      {
        heading: 'Accès et sélection',
        body: 'La première promotion compte 50 places de membres fondateurs. On y entre sur candidature ou par le parrainage d’un membre ; dans les deux cas, l’équipe de la Tryb examine chaque demande, et un parrainage ne dispense pas de cet examen.\n\nTant que ta candidature est examinée, ou si toutes les places sont prises, ton compte reste en attente d’activation : tu peux te connecter, compléter ton profil et proposer un projet, mais les fonctions réservées aux membres actifs s’ouvrent à ton activation. L’inscription est gratuite et sans engagement.',
      },
      {
        heading: 'Ton compte',
        body: 'Tu t’engages à fournir des informations exactes et à les tenir à jour, y compris les audiences que tu déclares sur tes réseaux. Un seul compte est autorisé par personne.\n\nTon mot de passe et les liens de connexion que tu reçois sont personnels : garde-les confidentiels et préviens-nous à contact@tryb.local si tu penses qu’un tiers a accédé à ton compte. Tu peux demander la suppression de ton compte à tout moment à la même adresse.',
      },
      {
        heading: 'Engagement actif et points',
        body: 'La Tryb vit de l’entraide. Tu gagnes des points quand tu likes, commentes, partages ou publies pour soutenir les projets des autres membres, et quand une personne que tu as parrainée devient membre active.\n\nPour garder ton accès, tu dois atteindre, à chaque semestre, un minimum de points : le seuil affiché dans l’espace membre (calculé au prorata si tu as été activé en cours de semestre). Si tu ne l’atteins pas à la clôture du semestre, ton compte devient inactif ; l’équipe peut le réactiver.',
      },
      {
        heading: 'Actions déclarées',
        body: 'Les actions que tu déclares doivent être réelles : faites par toi, depuis tes propres comptes, sur la publication indiquée. Chaque déclaration est vérifiée, en général sous 48 heures, notamment à partir des reportings transmis par les porteurs de projet.\n\nUne déclaration fausse ou invérifiable est refusée et ne rapporte aucun point. Des déclarations fausses répétées ou volontaires peuvent entraîner les sanctions prévues par la charte.',
      },
      {
        heading: 'Projets et campagnes d’amplification',
        body: 'Chaque projet proposé est examiné par l’équipe, qui peut l’approuver, demander des modifications ou le refuser s’il ne respecte pas la charte. Une fois sélectionné, un projet de visibilité est amplifié par la communauté pendant sa semaine d’exposition, et son porteur envoie le lundi suivant un reporting des actions reçues.\n\nUne campagne d’amplification est payante, au prix affiché sur la page Tarifs. Le paiement est dû dans les 24 heures qui suivent la validation du projet, par virement bancaire, ou par carte lorsque le paiement en ligne est proposé ; la campagne n’est planifiée qu’une fois payée. Chaque paiement donne lieu à une facture, et chaque remboursement à un avoir.',
      },
      {
        heading: 'Charte et sanctions',
        body: 'Chaque membre respecte la charte de la Tryb (page /charte) : confidentialité des échanges, respect des personnes, propriété des idées des autres membres.\n\nEn cas de manquement, l’équipe de modération peut, selon la gravité et la répétition : adresser un avertissement, suspendre temporairement l’accès, ou prononcer une exclusion définitive. Un contenu contraire à la charte peut être retiré sans préavis.',
      },
      {
        heading: 'Propriété intellectuelle et responsabilité',
        body: 'Tes projets, tes idées et tes contenus restent ta propriété. En les publiant, tu autorises seulement la Tryb à les afficher sur le site pour les besoins du service, tant qu’ils y sont publiés. Tu garantis disposer des droits sur ce que tu publies. Le site lui-même (marque, design, textes, code) reste la propriété de l’éditeur.\n\nLa Tryb fait de son mieux pour que le service soit disponible et fiable, sans pouvoir le garantir en permanence. Les résultats d’une campagne dépendent de l’engagement de la communauté et ne sont pas garantis : les chiffres annoncés sur le site sont des moyennes observées, pas des promesses. Chaque membre reste responsable des contenus qu’il publie et des liens qu’il partage.',
      },
      {
        heading: 'Modification des CGU et droit applicable',
        body: 'Ces conditions peuvent évoluer avec la communauté. La date de dernière mise à jour figure en haut de cette page ; en cas de changement important, les membres sont prévenus par e-mail avant son entrée en vigueur.\n\nCes conditions sont soumises au droit français. En cas de désaccord, écris-nous d’abord à contact@tryb.local pour chercher une solution amiable ; à défaut, le litige sera porté devant les tribunaux français compétents.',
      },
    ],
  },
}
