/**
 * Mantine's styles for the first screens (hotel picker, sign-in pages, page loader): its global
 * styles and the components they use, in the order of @mantine/core/styles.css. The rest comes
 * with the screens behind sign-in (signed-in.ts), notifications with their container. All in
 * the `mantine` CSS layer, so the app's own CSS wins whatever order the chunks arrive in. The
 * build fails when a Mantine component is used without its CSS here or there (vite.config.ts).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
// The theme's variables, as MantineProvider would write them (vite.config.ts, ADR 049).
import 'virtual:mantine-theme-variables.css';
// The app's own page rules, after Mantine's.
import './page.css';
