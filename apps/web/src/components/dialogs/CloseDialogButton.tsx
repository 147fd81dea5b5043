import type { ReactNode, Ref, RefObject } from 'react';

/** A button that closes the dialog it stands in: what Escape does, for a pointer or a touch. */
export function CloseDialogButton({
  dialog,
  ref,
  className,
  children,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  /** The button, for a dialog that moves the focus to it when it opens. */
  ref?: Ref<HTMLButtonElement>;
  className: string;
  children: ReactNode;
}) {
  return (
    <button ref={ref} type="button" className={className} onClick={() => dialog.current?.close()}>
      {children}
    </button>
  );
}
