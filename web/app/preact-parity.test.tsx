// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The unit project loads web/app/preact-parity.ts before every file, as web/main.tsx does in the browser.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the browser renderer behaves as React where our libraries rely on it', () => {
  it('focuses an element with autoFocus when a later render adds it, once', async () => {
    function Confirm() {
      const [open, setOpen] = useState(false);
      const [clicks, setClicks] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete
          </button>
          {open && (
            // biome-ignore lint/a11y/noAutofocus: a confirmation's safe button, as our dialogs focus it
            <button type="button" autoFocus onClick={() => setClicks(clicks + 1)}>
              Cancel {clicks}
            </button>
          )}
        </>
      );
    }
    render(<Confirm />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const cancel = await screen.findByRole('button', { name: /Cancel/ });
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    // A later render of the same element does not take the focus back.
    screen.getByRole('button', { name: 'Delete' }).focus();
    fireEvent.click(cancel);
    await screen.findByRole('button', { name: 'Cancel 1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
  });

  it("runs an input's effects before a zero timeout started by the same input", async () => {
    // A browser's next frame comes some 16 ms later (happy-dom's at once).
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(performance.now()), 16),
    );
    const seenByTimeout: string[] = [];
    function Field() {
      const [value, setValue] = useState('');
      const recorded = useRef('');
      useEffect(() => {
        recorded.current = value;
      }, [value]);
      return (
        <input
          aria-label="Month"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setTimeout(() => seenByTimeout.push(recorded.current), 0);
          }}
        />
      );
    }
    render(<Field />);
    // Dispatched by hand: testing-library's fireEvent runs every effect before it returns, which hides when
    // they would run.
    const month = screen.getByLabelText('Month') as HTMLInputElement;
    month.value = '08';
    month.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(seenByTimeout).toEqual(['08']));
  });

  it('writes the new text of an editable element whose markup was replaced by hand', async () => {
    function Section() {
      const [text, setText] = useState('DD');
      return (
        <span
          role="spinbutton"
          aria-valuenow={Number(text) || 0}
          tabIndex={0}
          contentEditable
          suppressContentEditableWarning
          onInput={(event) => {
            const typed = event.currentTarget.textContent ?? '';
            event.currentTarget.innerHTML = text;
            setText(typed.padStart(2, '0'));
          }}
        >
          {text}
        </span>
      );
    }
    render(<Section />);
    const section = screen.getByRole('spinbutton');
    section.textContent = '5';
    fireEvent.input(section);
    await waitFor(() => expect(section.textContent).toBe('05'));
  });
});
