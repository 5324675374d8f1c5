import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { renderWithProviders } from '../test/render.tsx';
import { firstAnswerWaitMs, WhenAnswered } from './when-answered.tsx';

/** A read whose answer (or failure) comes when the test says. */
const laterAnswer = () => {
  let settle: { answer: (value: string) => void; fail: () => void } | undefined;
  let asked = 0;
  const ask = () => {
    asked += 1;
    return new Promise<string>((resolve, reject) => {
      settle = { answer: resolve, fail: () => reject(new Error('down')) };
    });
  };
  return {
    ask,
    asked: () => asked,
    answer: (value: string) => act(async () => settle?.answer(value)),
    fail: () => act(async () => settle?.fail()),
  };
};

type Later = ReturnType<typeof laterAnswer>;

/** Two sections one above the other, each drawing its own read, under one page's gate. */
const Page = ({ upper, lower }: { upper: Later; lower: Later }) => {
  const reads = [
    useQuery({ queryKey: ['upper'], queryFn: upper.ask, retry: false }),
    useQuery({ queryKey: ['lower'], queryFn: lower.ask, retry: false }),
  ];
  return (
    <WhenAnswered reads={reads}>
      <Section name="Upper" queryKey="upper" ask={upper.ask} />
      <Section name="Lower" queryKey="lower" ask={lower.ask} />
    </WhenAnswered>
  );
};

const Section = ({
  name,
  queryKey,
  ask,
}: {
  name: string;
  queryKey: string;
  ask: () => Promise<string>;
}) => {
  const read = useQuery({ queryKey: [queryKey], queryFn: ask, retry: false });
  if (read.isError) return <p>{`${name} failed`}</p>;
  return <p>{`${name}: ${read.data ?? 'loading'}`}</p>;
};

describe('WhenAnswered', () => {
  afterEach(() => vi.useRealTimers());

  it('shows one loader until every section has its answer, then the whole page at once', async () => {
    const upper = laterAnswer();
    const lower = laterAnswer();
    renderWithProviders(<Page upper={upper} lower={lower} />);
    await lower.answer('switches');
    expect(screen.getByLabelText('Loading…')).toBeTruthy();
    expect(screen.queryByText(/Lower/)).toBeNull();

    await upper.answer('staff');
    // TanStack Query tells the components in a task of its own, which can land after act.
    expect(await screen.findByText('Upper: staff')).toBeTruthy();
    expect(screen.getByText('Lower: switches')).toBeTruthy();
    expect(screen.queryByLabelText('Loading…')).toBeNull();
  });

  it('draws the page when a read fails, and keeps it while the section asks again', async () => {
    const upper = laterAnswer();
    const lower = laterAnswer();
    renderWithProviders(<Page upper={upper} lower={lower} />);
    await lower.answer('switches');
    await upper.fail();
    // The section, mounting, asks the failed read again; the page stays while it does.
    expect(await screen.findByText('Lower: switches')).toBeTruthy();
    await waitFor(() => expect(upper.asked()).toBe(2));
    expect(screen.getByText('Lower: switches')).toBeTruthy();
    await upper.fail();
    expect(await screen.findByText('Upper failed')).toBeTruthy();
    expect(screen.getByText('Lower: switches')).toBeTruthy();
    expect(upper.asked()).toBe(2);
  });

  it('draws the page without an answer that does not come in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const upper = laterAnswer();
    const lower = laterAnswer();
    renderWithProviders(<Page upper={upper} lower={lower} />);
    await lower.answer('switches');
    await act(async () => vi.advanceTimersByTime(firstAnswerWaitMs - 100));
    expect(screen.queryByText(/Lower/)).toBeNull();

    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('Upper: loading')).toBeTruthy();
    expect(screen.getByText('Lower: switches')).toBeTruthy();
  });
});
