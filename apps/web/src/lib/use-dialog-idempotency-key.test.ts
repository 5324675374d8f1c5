import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { idempotencyHeaders } from './idempotency-key.ts';
import { useDialogIdempotencyKey } from './use-dialog-idempotency-key.ts';

describe('useDialogIdempotencyKey: one key per opening of a dialog', () => {
  it('keeps the key while the dialog stays open, and takes a new one when it opens again', () => {
    const { result, rerender } = renderHook(({ opened }) => useDialogIdempotencyKey(opened), {
      initialProps: { opened: true },
    });
    const first = result.current;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    rerender({ opened: true });
    expect(result.current).toBe(first);
    rerender({ opened: false });
    rerender({ opened: true });
    expect(result.current).not.toBe(first);
  });

  it('gives each mounted dialog its own key', () => {
    const a = renderHook(() => useDialogIdempotencyKey());
    const b = renderHook(() => useDialogIdempotencyKey());
    expect(a.result.current).not.toBe(b.result.current);
  });
});

describe('idempotencyHeaders', () => {
  it('sends the key, one per part of a submission, and nothing without a key', () => {
    expect(idempotencyHeaders('k')).toEqual({ 'idempotency-key': 'k' });
    expect(idempotencyHeaders('k', 7)).toEqual({ 'idempotency-key': 'k-7' });
    expect(idempotencyHeaders(undefined)).toEqual({});
  });
});
