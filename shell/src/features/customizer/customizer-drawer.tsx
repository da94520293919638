import {
  Button,
  ColorSwatch,
  Drawer,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { RiCheckLine, RiRestartLine } from '@remixicon/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PRIMARY,
  isHexColor,
  preferencesStore,
  usePreferences,
  type Preferences,
  OVERLAY_Z_INDEX,
} from '@portal/design/base';

/** Primary colour presets of the customizer. */
export const PRIMARY_PRESETS = [
  DEFAULT_PRIMARY,
  '#7367F0',
  '#0D9394',
  '#FFAB1D',
  '#EB3D63',
  '#2092EC',
];

export interface CustomizerDrawerProps {
  /** Whether the drawer is open. */
  opened: boolean;
  /** Called to close it. */
  onClose: () => void;
}

const set = (patch: Partial<Preferences>) => preferencesStore.getState().set(patch);

function Setting({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} component="div">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Colour the user is editing: light or dark primary depending on the active theme. */
function PrimaryColour() {
  const { t } = useTranslation();
  const theme = usePreferences((s) => s.theme);
  const key = theme === 'dark' ? 'darkThemePrimaryColor' : 'lightThemePrimaryColor';
  const value = usePreferences((s) => s[key]);
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    setLastValue(value);
    setDraft(value);
  }
  const choose = (colour: string) => set({ [key]: colour });
  const valid = isHexColor(draft);
  return (
    <Setting label={t('customizer.primaryColor')}>
      <Group gap="xs" role="radiogroup" aria-label={t('customizer.primaryColor')}>
        {PRIMARY_PRESETS.map((colour) => {
          const selected = colour.toLowerCase() === value.toLowerCase();
          return (
            <ColorSwatch
              key={colour}
              component="button"
              type="button"
              color={colour}
              role="radio"
              aria-checked={selected}
              aria-label={colour}
              onClick={() => choose(colour)}
              style={{ cursor: 'pointer', color: '#fff' }}
            >
              {selected ? <RiCheckLine size={16} aria-hidden="true" /> : null}
            </ColorSwatch>
          );
        })}
      </Group>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('customizer.customColor')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value.trim())}
          error={valid ? undefined : t('customizer.invalidColor')}
          leftSection={<ColorSwatch color={valid ? draft : 'transparent'} size={16} />}
          style={{ flex: 1 }}
        />
        <Button mt={25} disabled={!valid || draft === value} onClick={() => choose(draft)}>
          {t('customizer.apply')}
        </Button>
      </Group>
    </Setting>
  );
}

/** Every layout and theme preference, persisted by the design package's preferences store. */
export function CustomizerDrawer({ opened, onClose }: CustomizerDrawerProps) {
  const { t } = useTranslation();
  const prefs = usePreferences((s) => s);
  const layout =
    prefs.appContentLayoutNav === 'horizontal'
      ? 'horizontal'
      : prefs.isVerticalNavCollapsed
        ? 'collapsed'
        : 'vertical';

  const chooseLayout = (value: string) => {
    if (value === 'horizontal') set({ appContentLayoutNav: 'horizontal' });
    else set({ appContentLayoutNav: 'vertical', isVerticalNavCollapsed: value === 'collapsed' });
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={
        <Title order={2} size="h4">
          {t('customizer.title')}
        </Title>
      }
      zIndex={OVERLAY_Z_INDEX}
      size={360}
    >
      <Stack gap="lg">
        <Text size="sm" c="var(--hd-muted)">
          {t('customizer.subtitle')}
        </Text>
        <Setting label={t('customizer.theme')}>
          <SegmentedControl
            fullWidth
            aria-label={t('customizer.theme')}
            value={prefs.theme}
            onChange={(value) => set({ theme: value })}
            data={(['light', 'dark', 'system'] as const).map((value) => ({
              value,
              label: t(`theme.${value}`),
            }))}
          />
        </Setting>
        <Setting label={t('customizer.skin')}>
          <SegmentedControl
            fullWidth
            aria-label={t('customizer.skin')}
            value={prefs.skin}
            onChange={(value) => set({ skin: value })}
            data={[
              { value: 'default', label: t('customizer.skinDefault') },
              { value: 'bordered', label: t('customizer.skinBordered') },
            ]}
          />
        </Setting>
        <PrimaryColour />
        <Switch
          label={t('customizer.semiDark')}
          checked={prefs.isVerticalNavSemiDark}
          onChange={(event) => set({ isVerticalNavSemiDark: event.currentTarget.checked })}
        />
        <Setting label={t('customizer.layout')}>
          <SegmentedControl
            fullWidth
            aria-label={t('customizer.layout')}
            value={layout}
            onChange={chooseLayout}
            data={[
              { value: 'vertical', label: t('customizer.layoutVertical') },
              { value: 'collapsed', label: t('customizer.layoutCollapsed') },
              { value: 'horizontal', label: t('customizer.layoutHorizontal') },
            ]}
          />
        </Setting>
        <Setting label={t('customizer.contentWidth')}>
          <SegmentedControl
            fullWidth
            aria-label={t('customizer.contentWidth')}
            value={prefs.appContentWidth}
            onChange={(value) => set({ appContentWidth: value })}
            data={[
              { value: 'boxed', label: t('customizer.compact') },
              { value: 'fluid', label: t('customizer.wide') },
            ]}
          />
        </Setting>
        <Setting label={t('customizer.navbar')}>
          <SegmentedControl
            fullWidth
            aria-label={t('customizer.navbar')}
            value={prefs.navbarType}
            onChange={(value) => set({ navbarType: value })}
            data={(['sticky', 'static', 'hidden'] as const).map((value) => ({
              value,
              label: t(`customizer.${value}`),
              disabled: value === 'hidden' && prefs.appContentLayoutNav === 'horizontal',
            }))}
          />
          <Switch
            label={t('customizer.blur')}
            checked={prefs.isNavbarBlurEnabled}
            onChange={(event) => set({ isNavbarBlurEnabled: event.currentTarget.checked })}
          />
        </Setting>
        <Setting label={t('customizer.footer')}>
          <SegmentedControl
            fullWidth
            aria-label={t('customizer.footer')}
            value={prefs.footerType}
            onChange={(value) => set({ footerType: value })}
            data={(['sticky', 'static', 'hidden'] as const).map((value) => ({
              value,
              label: t(`customizer.${value}`),
            }))}
          />
        </Setting>
        <Button
          variant="light"
          color="red"
          leftSection={<RiRestartLine size={16} aria-hidden="true" />}
          onClick={() => {
            // The language is chosen in the app bar, not here: keep it.
            const { language } = preferencesStore.getState();
            preferencesStore.getState().reset();
            set({ language });
          }}
        >
          {t('customizer.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
