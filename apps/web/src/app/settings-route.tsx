import { TopBarAction } from '../components/top-bar-slot.tsx';
import { ShiftButton } from '../features/shifts/components/shift-button.tsx';
import { SettingsPage } from './settings/settings-page.tsx';
import { ChangePasswordButton } from './change-password-button.tsx';

/**
 * /settings: the settings feature's page, with My shift (issue 20) and Change password (ADR 035)
 * in the top bar.
 */
export const SettingsRoute = () => (
  <>
    <TopBarAction>
      <ShiftButton />
      <ChangePasswordButton />
    </TopBarAction>
    <SettingsPage />
  </>
);
