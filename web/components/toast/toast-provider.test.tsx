// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast-provider';

// The toast's MUI view is a chunk of its own; here it cannot be fetched, as when the network went first.
vi.mock('./toast-view', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

function ShowButton() {
  const show = useToast();
  return (
    <button type="button" onClick={() => show('Could not reach the portal', 'error')}>
      show
    </button>
  );
}

describe('ToastProvider', () => {
  it('still shows and announces a toast when its view cannot load, and keeps the page', async () => {
    render(
      <ToastProvider>
        <p>the page</p>
        <ShowButton />
      </ToastProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'show' }).click());
    expect(await screen.findByTestId('toast')).toHaveProperty('textContent', 'Could not reach the portal');
    expect(screen.getByRole('alert').textContent).toBe('Could not reach the portal');
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
