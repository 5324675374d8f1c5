import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import { AmountField } from '../components/forms/amount-field.tsx';
import { useTranslation } from 'react-i18next';
import { Money } from '../components/money.tsx';
import { api } from '../lib/api-client.ts';
import { jsonResponse, mockFetch } from '../test/fetch.ts';
import { renderWithProviders } from '../test/render.tsx';
import { setDisplayDigits, setDisplayLanguage } from './display-locale.ts';
import { LanguageMenuButton } from './language-menu-button.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const Screen = () => {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSwitch />
      <Text>{t('topBar.logout')}</Text>
      <Text>{t('reservations.roomCount', { count: 12 })}</Text>
      <Money amount={40000} />
    </>
  );
};

afterEach(() => {
  setDisplayLanguage('en');
  setDisplayDigits('latn');
});

describe('LanguageSwitch', () => {
  it('switches the app to Burmese at once, with Myanmar digits, and keeps the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Screen />);
    expect(screen.getByText('Logout')).toBeTruthy();
    expect(screen.getByText('12 rooms')).toBeTruthy();
    expect(screen.getByText('40,000 Ks')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByText('မြန်မာ'));
    expect(await screen.findByText('ထွက်ရန်')).toBeTruthy();
    expect(screen.getByText('အခန်း ၁၂ ခန်း')).toBeTruthy();
    expect(screen.getByText('၄၀,၀၀၀ ကျပ်')).toBeTruthy();
    expect(document.documentElement.lang).toBe('my');
    expect(window.localStorage.getItem('language')).toBe('my');

    await user.click(screen.getByText('0-9'));
    expect(await screen.findByText('40,000 ကျပ်')).toBeTruthy();
    expect(screen.getByText('အခန်း 12 ခန်း')).toBeTruthy();
    expect(window.localStorage.getItem('digits')).toBe('latn');

    await user.click(screen.getByText('English'));
    expect(await screen.findByText('Logout')).toBeTruthy();
    expect(screen.getByText('40,000 Ks')).toBeTruthy();
  });

  it('offers the same choices from one small menu (the top bar)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageMenuButton />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'မြန်မာ' }));
    expect(document.documentElement.lang).toBe('my');
    await user.click(screen.getByRole('button', { name: 'ဘာသာစကား' }));
    await user.click(await screen.findByRole('menuitem', { name: '0-9' }));
    expect(window.localStorage.getItem('digits')).toBe('latn');
  });

  it('makes the API answer in the chosen language and digits', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ body: [] }));
    await api.get('/hotels', { scope: 'root' });
    setDisplayLanguage('my');
    await api.get('/hotels', { scope: 'root' });
    setDisplayDigits('latn');
    await api.get('/hotels', { scope: 'root' });
    const languages = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['Accept-Language'],
    );
    expect(languages).toEqual(['en-US-u-nu-latn', 'my-MM-u-nu-mymr', 'my-MM-u-nu-latn']);
  });

  it('keeps Myanmar digits typed into an amount field as typed; a phone field reads them as Latin', async () => {
    const user = userEvent.setup();
    const typed: string[] = [];
    const Amount = () => {
      const [value, setValue] = useState('');
      return (
        <AmountField
          kind="kyat"
          label="Amount"
          value={value}
          onChange={(text) => {
            typed.push(text);
            setValue(text);
          }}
        />
      );
    };
    renderWithProviders(
      <>
        <Amount />
        <TextInput type="tel" label="Phone" />
      </>,
    );
    await user.type(screen.getByLabelText('Amount'), '၄၀,၀၀၀');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('၄၀,၀၀၀');
    expect(typed.at(-1)).toBe('၄၀,၀၀၀');
    await user.type(screen.getByLabelText('Phone'), '၀၉၄၂၀');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('09420');
  });
});
