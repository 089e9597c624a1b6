import { formatEuros, frenchDateTime } from '@/domain/french'
import type { ModerationProject } from '@/moderation/moderationProject'

export function ProjectDetails({ project, campaignPrice }: { project: ModerationProject; campaignPrice: number }) {
  return (
    <dl className="tryb-project-sheet__details">
      <dt>Résumé</dt>
      <dd className="tryb-project-sheet__text">{project.summary}</dd>
      <dt>Cible principale</dt>
      <dd>{project.primaryTarget}</dd>
      <dt>Cible secondaire</dt>
      <dd>{project.secondaryTarget ?? '—'}</dd>
      <dt>Lien MVP</dt>
      <dd>{project.projectUrl ? <ExternalLink url={project.projectUrl} /> : '—'}</dd>
      <dt>Liens de l’entreprise</dt>
      <dd>
        {project.companyLinks.length === 0 ? (
          '—'
        ) : (
          <ul>
            {project.companyLinks.map((link) => (
              <li key={link.label}>
                {link.label} : <ExternalLink url={link.url} />
              </li>
            ))}
          </ul>
        )}
      </dd>
      {project.requestType === 'feedback' ? (
        <>
          <dt>Ce que je cherche</dt>
          <dd className="tryb-project-sheet__text">{project.feedbackRequest ?? '—'}</dd>
        </>
      ) : (
        <>
          <dt>Engagement de paiement ({formatEuros(campaignPrice)})</dt>
          <dd>{project.paymentCommitment ? 'Oui' : 'Non'}</dd>
        </>
      )}
      <dt>Charte acceptée</dt>
      <dd>{project.ethicsAccepted ? 'Oui' : 'Non'}</dd>
      <dt>Soumis le</dt>
      <dd>{frenchDateTime(project.createdAt)}</dd>
      <dt>Porteur</dt>
      <dd>{project.owner ? `${project.owner.name} (${project.owner.email})` : '—'}</dd>
      {project.exposureWeek && (
        <>
          <dt>Semaine d’exposition</dt>
          <dd>{project.exposureWeek}</dd>
        </>
      )}
      {project.moderationNotes && (
        <>
          <dt>Notes de modération</dt>
          <dd className="tryb-project-sheet__text">{project.moderationNotes}</dd>
        </>
      )}
    </dl>
  )
}

function ExternalLink({ url }: { url: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  )
}
