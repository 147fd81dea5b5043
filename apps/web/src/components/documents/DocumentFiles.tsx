import { useRef, useState } from 'react';
import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import { FileNameWithHiddenLabel } from '../content/FileName.tsx';
import { DocumentFileList, type DocumentFileData } from './DocumentFileList.tsx';
import { ReportBrokenFileDialog } from './ReportBrokenFileDialog.tsx';
import type { ReportContact } from './ReportRefusal.tsx';

/**
 * A document's files to download and a "report a broken file" button per file that opens the report dialog (an
 * island: the rest of the document page is plain HTML). The buttons are in the server's HTML, so nothing moves
 * when the island hydrates; until then documents.css keeps them invisible (and out of reach), since they need
 * the island's script.
 */
export function DocumentFiles({
  documentId,
  files,
  lang,
  contact = null,
}: {
  documentId: string;
  files: DocumentFileData[];
  lang: Language;
  /** The site's phone and e-mail, offered when a report cannot be sent. */
  contact?: ReportContact | null;
}) {
  const t = useT();
  const [reporting, setReporting] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <DocumentFileList
        files={files}
        lang={lang}
        action={(file) => (
          <button
            type="button"
            className="link-button document-files__report"
            aria-haspopup="dialog"
            onClick={(event) => {
              opener.current = event.currentTarget;
              setReporting(file.url);
            }}
          >
            {/* Heard: "Report a broken file: {name}" (the name in its own language); seen: "Report a broken file". */}
            <span className="visually-hidden">
              <FileNameWithHiddenLabel
                label={t('documents.report.openFor', { name: file.name })}
                name={file.name}
              />
            </span>
            <span aria-hidden="true">{t('documents.report.open')}</span>
          </button>
        )}
      />
      <ReportBrokenFileDialog
        documentId={documentId}
        files={files}
        lang={lang}
        fileUrl={reporting}
        contact={contact}
        onClose={() => {
          setReporting(null);
          opener.current?.focus();
        }}
      />
    </>
  );
}
