'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import { hasImpactReport, impactReportPath, type ReportableProject } from '@/domain/reports/impactReport'

/** Judged on the saved project, not on unsaved edits; the report page checks again that the viewer is an admin. */
export function ImpactReportField() {
  const { id, data } = useDocumentInfo()
  // Read once: a render must not change what it shows as the clock moves.
  const [now] = useState(() => new Date())
  const projectId = Number(id)
  if (!data || !Number.isSafeInteger(projectId) || projectId <= 0) return null
  const open = hasImpactReport(data as ReportableProject, now)
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p className="field-label">Rapport d’impact</p>
      {open ? (
        <Button el="anchor" url={impactReportPath(projectId)} buttonStyle="secondary" size="small" margin={false}>
          Voir le rapport d’impact
        </Button>
      ) : (
        <p className="field-description">
          Disponible dès le lundi de la semaine d’exposition, une fois la campagne programmée.
        </p>
      )}
    </div>
  )
}
