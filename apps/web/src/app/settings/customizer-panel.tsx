import {
  Button,
  ColorSwatch,
  Drawer,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type SidebarColor, sidebarColors } from './settings';
import { useSettings } from './settings-provider';

/** The customizer's drawer, loaded the first time someone opens it. */
export function CustomizerPanel({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { settings, update, reset } = useSettings();

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Text fw={650}>Settings</Text>}
      // At the end of the line: Mantine places a right drawer on the left in right-to-left.
      position="right"
      size={340}
      closeButtonProps={{ 'aria-label': 'Close settings' }}
    >
      <Stack gap="xl">
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Layout
          </Text>
          <SegmentedControl
            fullWidth
            aria-label="Layout"
            value={settings.sidebarMode}
            onChange={(value) => update({ sidebarMode: value as 'full' | 'compact' })}
            data={[
              { value: 'full', label: 'Full sidebar' },
              { value: 'compact', label: 'Compact sidebar' },
            ]}
          />
        </Stack>

        <Stack gap={6}>
          <Text size="sm" fw={600} id="sidebar-colour-label">
            Sidebar colour
          </Text>
          <Group gap="sm" role="radiogroup" aria-labelledby="sidebar-colour-label">
            {(Object.keys(sidebarColors) as SidebarColor[]).map((key) => {
              const colour = sidebarColors[key];
              const selected = settings.sidebarColor === key;
              return (
                <Tooltip key={key} label={colour.label}>
                  <ColorSwatch
                    component="button"
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    aria-label={colour.label}
                    color={colour.background}
                    size={34}
                    withShadow
                    onClick={() => update({ sidebarColor: key })}
                    style={{ cursor: 'pointer', border: '1px solid #d0d7de', color: colour.accent }}
                  >
                    {selected && <IconCheck size={16} />}
                  </ColorSwatch>
                </Tooltip>
              );
            })}
          </Group>
        </Stack>

        <Switch
          label="Right-to-left (RTL)"
          description="Lay pages out from right to left"
          checked={settings.direction === 'rtl'}
          onChange={(event) => update({ direction: event.currentTarget.checked ? 'rtl' : 'ltr' })}
        />

        <Button variant="default" onClick={reset}>
          Reset to defaults
        </Button>
      </Stack>
    </Drawer>
  );
}
