import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { setDisplayDigits, setDisplayLanguage } from '../i18n/display-locale.ts';
import {
  reportFrameOpened,
  reportLiveStatus,
  reportServerAnswered,
  reportServerSilent,
  resetLiveStatus,
} from '../lib/socket/live-status.ts';
import { LiveUpdatesBanner } from './live-updates-banner.tsx';

// 06:10 UTC is 12:40 in Yangon, the hotel's time.
const savedCopyLiveAt = new Date('2026-11-25T06:10:00Z');

describe('LiveUpdatesBanner while the server cannot be reached', () => {
  afterEach(() => {
    resetLiveStatus();
    act(() => {
      setDisplayLanguage('en');
      setDisplayDigits('latn');
    });
  });

  it('says since when the desk shows what it last knew, in the chosen language and digits, until the server answers', async () => {
    const reconnect = vi.fn();
    renderWithProviders(<LiveUpdatesBanner status="connecting" onReconnect={reconnect} />);
    // Opened from the saved copy: nothing shows while the first answer may still come.
    act(() => reportFrameOpened(savedCopyLiveAt));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => reportServerSilent(new Date('2026-11-25T07:35:00Z')));
    expect(screen.getByRole('alert').textContent).toContain(
      'Not live since 12:40: the server cannot be reached. This desk shows what it last knew and saves nothing until the server answers.',
    );
    act(() => setDisplayLanguage('my'));
    expect(screen.getByTestId('offline-note').textContent).toBe(
      '၁၂:၄၀ မှစ၍ တိုက်ရိုက် အပ်ဒိတ် မရပါ။ ဆာဗာကို ဆက်သွယ်၍ မရပါ။ ဤကောင်တာသည် နောက်ဆုံး သိထားသည်များကို ပြနေပြီး ဆာဗာ ပြန်ဖြေမှသာ သိမ်းပါမည်။',
    );
    act(() => setDisplayLanguage('en'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(reconnect).toHaveBeenCalledTimes(1);

    act(() => reportServerAnswered());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('only says live updates are interrupted when the server still answers calls', () => {
    renderWithProviders(<LiveUpdatesBanner status="reconnecting" onReconnect={() => {}} />);
    act(() => {
      reportFrameOpened(null);
      reportLiveStatus('live');
      reportLiveStatus('reconnecting');
    });
    expect(screen.getByRole('status').textContent).toContain(
      'Live updates interrupted. Reconnecting…',
    );
    expect(screen.queryByTestId('offline-note')).toBeNull();
  });
});
