// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { getBrand } from '../../config/brands';
import { themeFor } from '../styles/theme';
import { ModalProvider, showAlert, useModal } from './modal-provider';

function Opener() {
  const { openModal, closeModal } = useModal();
  return (
    <>
      <button type="button" onClick={() => openModal((close) => <div role="dialog">내용<button onClick={close}>닫기</button></div>)}>
        open
      </button>
      <button type="button" onClick={() => closeModal()}>
        close-top
      </button>
    </>
  );
}

function setup() {
  return render(
    <ThemeProvider theme={themeFor(getBrand('a'))}>
      <ModalProvider>
        <Opener />
      </ModalProvider>
    </ThemeProvider>,
  );
}

describe('<ModalProvider>', () => {
  afterEach(cleanup);

  it('always renders the modal root', () => {
    setup();
    expect(screen.getByTestId('modal-root').children).toHaveLength(0);
  });

  it('opens and closes modals', () => {
    setup();
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByRole('dialog').textContent).toContain('내용');
    fireEvent.click(screen.getByText('닫기'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(screen.getByText('close-top'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('showAlert opens a Korean confirm dialog that resolves on 확인', async () => {
    setup();
    let resolved = false;
    act(() => {
      void showAlert('요청 시간이 초과되었습니다.').then(() => {
        resolved = true;
      });
    });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('요청 시간이 초과되었습니다.');
    const confirm = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(confirm);
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(resolved).toBe(true);
  });

  it('Escape closes the top modal even when the focus is outside it, one modal per press', () => {
    setup();
    fireEvent.click(screen.getByText('open'));
    act(() => {
      void showAlert('위에 뜬 알림');
    });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a press on the backdrop closes the modal; a press inside it does not', () => {
    setup();
    fireEvent.click(screen.getByText('open'));
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an alert dismissed by Escape still resolves', async () => {
    setup();
    let resolved = false;
    act(() => {
      void showAlert('닫기').then(() => {
        resolved = true;
      });
    });
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'Escape' });
    });
    expect(resolved).toBe(true);
  });

  it('Escape closes the alert', () => {
    setup();
    act(() => {
      void showAlert('닫혀야 합니다');
    });
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
