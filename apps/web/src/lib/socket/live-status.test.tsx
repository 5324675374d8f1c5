import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  reportLiveStatus,
  reportServerSilent,
  resetLiveStatus,
  useLiveState,
  type LiveState,
} from './live-status.ts';

afterEach(() => {
  act(() => resetLiveStatus());
});

/** Shows one part of the live state and how many times it was drawn. */
const renderPart = <Part,>(part: (live: LiveState) => Part) => {
  let draws = 0;
  const Part = () => {
    draws += 1;
    return <output>{String(useLiveState(part))}</output>;
  };
  render(<Part />);
  return { draws: () => draws };
};

describe('useLiveState', () => {
  it('draws a part again only when that part changes', () => {
    const since = renderPart((live) => live.notLiveSince);
    const status = renderPart((live) => live.status);
    // The connection opening changes the status, not since when the desk is behind.
    act(() => reportLiveStatus('live'));
    expect(since.draws()).toBe(1);
    expect(status.draws()).toBe(2);
    expect(screen.getAllByRole('status').map((o) => o.textContent)).toEqual(['null', 'live']);

    const dropped = new Date('2026-11-26T05:00:00Z');
    act(() => reportLiveStatus('reconnecting', 'Asia/Yangon', dropped));
    expect(since.draws()).toBe(2);
    expect(screen.getAllByRole('status')[0]?.textContent).toBe(String(dropped));
  });

  it('keeps the moment a desk fell behind while the server stays silent', () => {
    act(() => reportLiveStatus('live'));
    const since = renderPart((live) => live.notLiveSince);
    const dropped = new Date('2026-11-26T05:00:00Z');
    act(() => reportLiveStatus('reconnecting', 'Asia/Yangon', dropped));
    act(() => reportServerSilent(new Date('2026-11-26T05:03:00Z')));
    expect(since.draws()).toBe(2);
    expect(screen.getByRole('status').textContent).toBe(String(dropped));
  });
});
