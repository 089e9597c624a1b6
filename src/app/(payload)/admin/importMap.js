import { SecondFactorField as SecondFactorField_01ab3a78e5daa9bbe433284676ba7596 } from '../../../../src/components/admin/secondFactor/SecondFactorField'
import { DeepPageNotice as DeepPageNotice_1c071818eacaee539796eb4b7884bd1d } from '../../../../src/components/admin/DeepPageNotice'
import { ImpactReportField as ImpactReportField_d0e6a5ef12da7ac3aa7d8653e7d40ad1 } from '../../../../src/components/admin/projects/ImpactReportField'
import { AuditActionCell as AuditActionCell_bb2073643435282b489912d3bdc20825 } from '../../../../src/components/admin/audit/AuditActionCell'
import { EurosCell as EurosCell_186da68f79b71ba41650dd0e11bd4aae } from '../../../../src/components/admin/money/EurosCell'
import { EurosField as EurosField_1bca53f92e5b37de740e3e94968d5319 } from '../../../../src/components/admin/money/EurosField'
import { Cockpit as Cockpit_f9fed41bfd854154798bd7700b956b53 } from '../../../../src/components/admin/cockpit/Cockpit'
import { ModerationNavLinks as ModerationNavLinks_633f5da01ac3c3be583327ea8fd45630 } from '../../../../src/components/admin/ModerationNavLinks'
import { FrenchToastLabels as FrenchToastLabels_1e1f199763a4b1ecbe3d4cc656042eb3 } from '../../../../src/components/admin/FrenchToastLabels'
import { HydratedControls as HydratedControls_480dbebcc14b72eddc33024870ff24bb } from '../../../../src/components/admin/HydratedControls'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { StaffLoginView as StaffLoginView_9592c982bbc6b983951a51ce371e54b3 } from '../../../../src/components/admin/secondFactor/StaffLoginView'
import { ProjectsView as ProjectsView_0acba502a35d0c84300bdd4aabc3a67f } from '../../../../src/components/admin/projects/ProjectsView'
import { AdminDeclaredActionsView as AdminDeclaredActionsView_48e28bf4feda617dade909066485770b } from '../../../../src/components/admin/declaredActions/AdminDeclaredActionsView'
import { AdminApplicationsView as AdminApplicationsView_2f1355c7c43635fe89075cef8dbda9c0 } from '../../../../src/components/admin/applications/AdminApplicationsView'
import { EmailLogView as EmailLogView_1d722283b0a228cd2f7d4a36438af764 } from '../../../../src/components/admin/outbox/EmailLogView'
import { SupportRingsView as SupportRingsView_7fc0376e7f01a8a3accba399262b3f64 } from '../../../../src/components/admin/rings/SupportRingsView'
import { EmailContentView as EmailContentView_effcc0dc0443a9fbfad69f98a7e06152 } from '../../../../src/components/admin/outbox/EmailContentView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/secondFactor/SecondFactorField#SecondFactorField": SecondFactorField_01ab3a78e5daa9bbe433284676ba7596,
  "/src/components/admin/DeepPageNotice#DeepPageNotice": DeepPageNotice_1c071818eacaee539796eb4b7884bd1d,
  "/src/components/admin/projects/ImpactReportField#ImpactReportField": ImpactReportField_d0e6a5ef12da7ac3aa7d8653e7d40ad1,
  "/src/components/admin/audit/AuditActionCell#AuditActionCell": AuditActionCell_bb2073643435282b489912d3bdc20825,
  "/src/components/admin/money/EurosCell#EurosCell": EurosCell_186da68f79b71ba41650dd0e11bd4aae,
  "/src/components/admin/money/EurosField#EurosField": EurosField_1bca53f92e5b37de740e3e94968d5319,
  "/src/components/admin/cockpit/Cockpit#Cockpit": Cockpit_f9fed41bfd854154798bd7700b956b53,
  "/src/components/admin/ModerationNavLinks#ModerationNavLinks": ModerationNavLinks_633f5da01ac3c3be583327ea8fd45630,
  "/src/components/admin/FrenchToastLabels#FrenchToastLabels": FrenchToastLabels_1e1f199763a4b1ecbe3d4cc656042eb3,
  "/src/components/admin/HydratedControls#HydratedControls": HydratedControls_480dbebcc14b72eddc33024870ff24bb,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/components/admin/secondFactor/StaffLoginView#StaffLoginView": StaffLoginView_9592c982bbc6b983951a51ce371e54b3,
  "/src/components/admin/projects/ProjectsView#ProjectsView": ProjectsView_0acba502a35d0c84300bdd4aabc3a67f,
  "/src/components/admin/declaredActions/AdminDeclaredActionsView#AdminDeclaredActionsView": AdminDeclaredActionsView_48e28bf4feda617dade909066485770b,
  "/src/components/admin/applications/AdminApplicationsView#AdminApplicationsView": AdminApplicationsView_2f1355c7c43635fe89075cef8dbda9c0,
  "/src/components/admin/outbox/EmailLogView#EmailLogView": EmailLogView_1d722283b0a228cd2f7d4a36438af764,
  "/src/components/admin/rings/SupportRingsView#SupportRingsView": SupportRingsView_7fc0376e7f01a8a3accba399262b3f64,
  "/src/components/admin/outbox/EmailContentView#EmailContentView": EmailContentView_effcc0dc0443a9fbfad69f98a7e06152,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
