{{- define "api.name" -}}{{ .Chart.Name }}{{- end -}}

{{- define "api.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}{{ .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else -}}{{ printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" }}{{- end -}}
{{- end -}}

{{- define "api.selectorLabels" -}}
app.kubernetes.io/name: {{ include "api.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "api.labels" -}}
{{ include "api.selectorLabels" . }}
app.kubernetes.io/version: {{ .Values.image.tag | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{- define "api.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}{{ default (include "api.fullname" .) .Values.serviceAccount.name }}
{{- else -}}{{ default "default" .Values.serviceAccount.name }}{{- end -}}
{{- end -}}

{{/* The image, refusing `latest` and an empty tag. */}}
{{- define "api.image" -}}
{{- $tag := required "image.tag is required" .Values.image.tag | toString -}}
{{- if eq $tag "latest" -}}{{- fail "image.tag must name a release, never latest" -}}{{- end -}}
{{ .Values.image.repository }}:{{ $tag }}
{{- end -}}

{{/* The claim of the attachments volume: the one made outside the chart, or the chart's own. */}}
{{- define "api.attachmentsClaim" -}}
{{- default (printf "%s-attachments" (include "api.fullname" .)) .Values.volumes.attachments.existingClaim -}}
{{- end -}}
