/**
 * Modal layer (spec §2.1: always present): `openModal(render)` / `closeModal()` and an `alert(message)`
 * dialog for the API error handler. Modals stack, so an alert can open over another dialog.
 *
 * Dismissal lives here, once for every dialog (the share dialog closed only with ×): Escape closes
 * the top modal wherever the focus is, and a press on the backdrop outside the dialog closes that modal.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';

export type ModalRender = (close: () => void) => ReactNode;

export interface ModalOptions {
  /** Runs when the modal is dismissed by Escape or a backdrop press (not when it closes itself). */
  onDismiss?: () => void;
}

export interface ModalApi {
  /** Opens a modal on top of the stack and returns its id. */
  openModal(render: ModalRender, options?: ModalOptions): number;
  /** Closes the given modal, or the top one. */
  closeModal(id?: number): void;
  /** A message dialog with a "확인" button; resolves when it closes. */
  alert(message: string): Promise<void>;
}

const ModalContext = createContext<ModalApi | null>(null);

let activeApi: ModalApi | null = null;

/** The alert of the mounted modal layer; falls back to the browser's alert before the app mounted. */
export function showAlert(message: string): Promise<void> {
  if (activeApi) return activeApi.alert(message);
  if (typeof window !== 'undefined') window.alert(message);
  return Promise.resolve();
}

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal must be used inside <ModalProvider>');
  return api;
}

interface ModalEntry {
  id: number;
  render: ModalRender;
  onDismiss?: () => void;
}

export function ModalProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<ModalEntry[]>([]);
  const nextId = useRef(1);

  const closeModal = useCallback((id?: number) => {
    setStack((current) => (id === undefined ? current.slice(0, -1) : current.filter((entry) => entry.id !== id)));
  }, []);

  const openModal = useCallback((render: ModalRender, options?: ModalOptions) => {
    const id = nextId.current++;
    setStack((current) => [...current, { id, render, onDismiss: options?.onDismiss }]);
    return id;
  }, []);

  const dismiss = useCallback(
    (entry: ModalEntry) => {
      closeModal(entry.id);
      entry.onDismiss?.();
    },
    [closeModal],
  );

  const alert = useCallback(
    (message: string) =>
      new Promise<void>((resolve) => {
        openModal(
          (close) => (
            <AlertDialog
              message={message}
              onClose={() => {
                close();
                resolve();
              }}
            />
          ),
          { onDismiss: resolve },
        );
      }),
    [openModal],
  );

  const api = useMemo<ModalApi>(() => ({ openModal, closeModal, alert }), [openModal, closeModal, alert]);

  // On the document, not on the dialog: a dialog that has not moved the focus inside (the share dialog)
  // never sees the key. Only the top modal closes, so an alert over a dialog goes first.
  const top = stack[stack.length - 1];
  useEffect(() => {
    if (!top) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      dismiss(top);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [top, dismiss]);

  useEffect(() => {
    activeApi = api;
    return () => {
      if (activeApi === api) activeApi = null;
    };
  }, [api]);

  // The page behind an open modal does not scroll.
  useEffect(() => {
    if (stack.length === 0) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [stack.length]);

  return (
    <ModalContext.Provider value={api}>
      {children}
      <div id="modal-root" data-testid="modal-root">
        {stack.map((entry) => (
          <Backdrop
            key={entry.id}
            data-testid="modal-backdrop"
            // A press that starts on the backdrop itself, not one that began inside the dialog (a text
            // selection dragged out of it) and ended outside.
            onMouseDown={(event) => {
              if (event.target === event.currentTarget) dismiss(entry);
            }}
          >
            {entry.render(() => closeModal(entry.id))}
          </Backdrop>
        ))}
      </div>
    </ModalContext.Provider>
  );
}

export function AlertDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    buttonRef.current?.focus();
  }, []);
  return (
    <Dialog role="alertdialog" aria-modal="true" aria-describedby="alert-dialog-message">
      <Message id="alert-dialog-message">{message}</Message>
      <ConfirmButton ref={buttonRef} type="button" onClick={onClose}>
        확인
      </ConfirmButton>
    </Dialog>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1800;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(15, 23, 42, 0.45);
`;

const Dialog = styled.div`
  width: 100%;
  max-width: 360px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 48px rgba(15, 23, 42, 0.24);
  overflow: hidden;
`;

const Message = styled.p`
  padding: 28px 24px 24px;
  text-align: center;
  white-space: pre-line;
  font-size: 15px;
`;

const ConfirmButton = styled.button`
  width: 100%;
  height: 52px;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
`;
