import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useDialogForm } from './useDialogForm';

const schema = z.object({ name: z.string().min(1), email: z.email() });

describe('useDialogForm', () => {
  it('keeps both of two changes made in one tick, as autofill makes them', () => {
    const { result } = renderHook(() => useDialogForm(schema, { name: '', email: '' }, async () => {}));
    const name = result.current.field('name');
    const email = result.current.field('email');
    act(() => {
      name.onChange({ target: { value: 'Sara Ali' } });
      email.onChange({ target: { value: 'sara@example.com' } });
    });
    expect(result.current.field('name').value).toBe('Sara Ali');
    expect(result.current.field('email').value).toBe('sara@example.com');
  });
});
