import { TopBarAction } from '../components/top-bar-slot.tsx';
import { SettingsPage } from './settings/settings-page.tsx';
import { ChangePasswordButton } from './change-password-button.tsx';

/** /settings: the settings feature's page, with Change password in the top bar (ADR 035). */
export const SettingsRoute = () => (
  <>
    <TopBarAction>
      <ChangePasswordButton />
    </TopBarAction>
    <SettingsPage />
  </>
);
