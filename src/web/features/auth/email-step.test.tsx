import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailStep } from './email-step';

// Decision 045: /login is drawn on the server. Its form must not take input before the browser hydrates it: typed
// text would be replaced by the form's state, and a press would submit the form natively with the address in the URL.
describe('EmailStep drawn on the server', () => {
  it('is disabled in the server-drawn HTML', () => {
    const html = renderToString(<EmailStep busy={false} error={null} onSubmit={() => {}} />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('input[name="email"]')?.hasAttribute('disabled')).toBe(true);
    expect(page.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
  });

  it('takes input once rendered in the browser', () => {
    render(<EmailStep busy={false} error={null} onSubmit={() => {}} />);
    expect(screen.getByRole('textbox')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Code schicken' })).toBeEnabled();
  });
});
