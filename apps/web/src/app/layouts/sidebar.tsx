import { Box, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { sidebarColors } from '../settings/settings';
import { useSettings } from '../settings/settings-provider';
import { Brand } from './brand';
import type { NavSection } from './navigation';

/**
 * The sections of pages on the sidebar's colours. In the phone drawer (`onNavigate` given) it is
 * always full width, and choosing a page calls `onNavigate`.
 */
export function Sidebar({
  sections,
  badge,
  onNavigate,
}: {
  sections: readonly NavSection[];
  badge?: string;
  onNavigate?: () => void;
}) {
  const { settings } = useSettings();
  const colours = sidebarColors[settings.sidebarColor];
  const compact = settings.sidebarMode === 'compact' && !onNavigate;
  const { pathname } = useLocation();

  return (
    <Box
      h="100%"
      style={{
        background: colours.background,
        color: colours.text,
        display: 'flex',
        flexDirection: 'column',
      }}
      data-sidebar-color={settings.sidebarColor}
    >
      <Box px={compact ? 'xs' : 'md'} py={onNavigate && !badge ? 'xs' : 'md'}>
        {/* In the drawer the brand is already in the top bar above it. */}
        {!onNavigate && (
          <Brand compact={compact} color={settings.sidebarColor === 'light' ? undefined : '#fff'} />
        )}
        {badge && !compact && (
          <Text
            size="xs"
            tt="uppercase"
            fw={700}
            mt={onNavigate ? 0 : 6}
            style={{ color: colours.accent, letterSpacing: '0.08em' }}
          >
            {badge}
          </Text>
        )}
      </Box>
      <ScrollArea flex={1} px="xs" pb="md">
        <Stack gap="md" component="nav" aria-label="Main">
          {sections.map((section, index) => (
            <Stack gap={2} key={section.title ?? index}>
              {section.title && !compact && (
                <Text
                  size="xs"
                  tt="uppercase"
                  fw={700}
                  px="sm"
                  py={4}
                  style={{ opacity: 0.6, letterSpacing: '0.06em' }}
                >
                  {section.title}
                </Text>
              )}
              {section.items.map((item) => {
                const active =
                  pathname === item.to ||
                  pathname.startsWith(`${item.to}/`) ||
                  Boolean(item.activeFor?.test(pathname));
                const link = (
                  <NavLink
                    key={item.to}
                    component={RouterNavLink}
                    to={item.to}
                    label={compact ? undefined : item.label}
                    aria-label={compact ? item.label : undefined}
                    leftSection={<item.icon size={20} stroke={1.6} />}
                    active={active}
                    onClick={onNavigate}
                    variant="subtle"
                    styles={{
                      root: {
                        borderRadius: 8,
                        color: active ? colours.accent : colours.text,
                        background: active ? colours.active : undefined,
                        justifyContent: compact ? 'center' : undefined,
                      },
                      section: compact ? { marginInlineEnd: 0 } : undefined,
                    }}
                  />
                );
                return compact ? (
                  <Tooltip key={item.to} label={item.label} position="right">
                    {link}
                  </Tooltip>
                ) : (
                  link
                );
              })}
            </Stack>
          ))}
        </Stack>
      </ScrollArea>
    </Box>
  );
}
