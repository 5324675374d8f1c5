import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Center, Loader, Portal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { groupProps, rem, stackProps, textProps } from '../plain/boxes.ts';
import { DeskButton } from '../plain/desk-button.tsx';
import { LightAlert } from '../plain/light-alert.tsx';

/** What every lazily loaded dialog takes: whether it is open, and how it closes. */
export interface LazyDialogProps {
  opened: boolean;
  onClose?: () => void;
  /** Questions close with Cancel. */
  onCancel?: () => void;
}

const closeOf = (props: LazyDialogProps) => props.onClose ?? props.onCancel ?? (() => undefined);

/**
 * Shown in place of a dialog whose code is still on its way (a slow link, no preload yet). Plain
 * (no Modal): Mantine's Modal itself comes with the dialogs' code.
 */
const LoadingDialog = () => {
  const { t } = useTranslation();
  return (
    <Portal>
      <Center pos="fixed" inset={0} style={{ zIndex: 300, pointerEvents: 'none' }}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    </Portal>
  );
};

/** A dialog whose code could not be fetched: says so; OK lets the next opening try again. */
const UnreachableDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Portal>
      <Center pos="fixed" inset={0} p="md" style={{ zIndex: 300 }}>
        {/* Plain: Mantine's Alert and Button would come with every screen that has a dialog. */}
        <LightAlert color="red" role="alert" style={{ maxWidth: rem(420) }}>
          <div {...stackProps({ gap: 'sm' })}>
            <p {...textProps({ size: 'sm' })}>{t('common.serverUnreachable')}</p>
            <div {...groupProps({ justify: 'flex-end' })}>
              <DeskButton size="xs" onClick={onClose}>
                {t('dialogs.ok')}
              </DeskButton>
            </div>
          </div>
        </LightAlert>
      </Center>
    </Portal>
  );
};

interface BoundaryProps {
  children: ReactNode;
  opened: boolean;
  onClose: () => void;
  onFailure: () => void;
}

class LoadFailureBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailure();
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // Opened again after a failure: try again.
    if (this.state.failed && this.props.opened && !previous.opened)
      this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.opened ? <UnreachableDialog onClose={this.props.onClose} /> : null;
  }
}

export type LazyDialog<Props extends LazyDialogProps> = ComponentType<Props> & {
  /** Starts fetching the dialog's code (on hover or focus of what opens it). */
  preload: () => void;
};

/**
 * A dialog in a chunk of its own, fetched when first opened or, earlier, on `preload()`, so the
 * dashboard's first screen does not wait for the code of every dialog it can open (ADR 023).
 * Until first opened it renders nothing, so it may stay mounted closed like any dialog.
 * `lazyDialog(() => import('./x-dialog.tsx'), 'XDialog')`.
 */
export const lazyDialog = <Props extends LazyDialogProps, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyDialog<Props> => {
  // Once here, the dialog renders at once, without passing through Suspense.
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchDialog = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return loaded;
      },
      (failure: unknown) => {
        loading = undefined;
        throw failure;
      },
    );
    return loading;
  };
  registered.add(fetchDialog);
  const makeLazy = () => lazy(async () => ({ default: await fetchDialog() }));
  // React remembers a failed lazy component: after a failure the next opening starts afresh.
  let Lazy = makeLazy();
  const Dialog = (props: Props) => {
    // A dialog mounted closed (as most are, waiting for their turn) loads when first opened.
    // How it renders is chosen then, once: switching later would remount it and drop its state.
    const [direct, setDirect] = useState<boolean | null>(() =>
      props.opened ? loaded !== undefined : null,
    );
    if (direct === null) {
      if (!props.opened) return null;
      setDirect(loaded !== undefined);
    }
    const Loaded = loaded;
    if (direct && Loaded) return <Loaded {...props} />;
    return (
      <LoadFailureBoundary
        opened={props.opened}
        onClose={closeOf(props)}
        onFailure={() => {
          Lazy = makeLazy();
        }}
      >
        <Suspense fallback={props.opened ? <LoadingDialog /> : null}>
          <Lazy {...props} />
        </Suspense>
      </LoadFailureBoundary>
    );
  };
  return Object.assign(Dialog, {
    preload: () => {
      void fetchDialog().catch(() => undefined);
    },
  });
};

const registered = new Set<() => Promise<unknown>>();

/**
 * Fetches every lazy dialog defined so far (component tests: a test then drives its dialogs as a
 * desk does once they are preloaded, without waiting on each).
 */
export const loadLazyDialogs = () => Promise.all([...registered].map((load) => load()));
