import type { ReactNode } from 'react';
import { isContentUrl } from '@probation/contract/rules';
import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import { FileNameWithHiddenLabel } from '../content/FileName.tsx';
import { fileFacts } from './file-facts.ts';

export interface DocumentFileData {
  url: string;
  name: string;
  type: string;
  size: number;
  pages?: number | null;
}

/** The short mark before a file: its extension (PDF, CSV, DOCX), else its type. */
export function fileBadge(file: DocumentFileData): string {
  return (/\.([a-z0-9]{2,4})$/i.exec(file.name)?.[1] ?? file.type).toUpperCase();
}

/**
 * A document's files as download links (same-origin, saved under the file's own name) with type, size and pages;
 * `action` adds something after each file (the detail page's "report a broken file" button).
 */
export function DocumentFileList({
  files,
  lang,
  action,
}: {
  files: readonly DocumentFileData[];
  lang: Language;
  action?: (file: DocumentFileData) => ReactNode;
}) {
  const t = useT();
  return (
    <ul className="document-files">
      {files
        .filter((file) => isContentUrl(file.url)) // decision 0607
        .map((file) => (
          <li key={file.url} className="document-files__item">
            <span className="document-files__type" aria-hidden="true">
              {fileBadge(file)}
            </span>
            <span className="document-files__text">
              <a href={file.url} download={file.name}>
                <FileNameWithHiddenLabel
                  label={t('documents.download', { name: file.name })}
                  name={file.name}
                />
              </a>
              <span className="document-files__facts">{fileFacts(file, lang, t)}</span>
            </span>
            {action ? action(file) : null}
          </li>
        ))}
    </ul>
  );
}
