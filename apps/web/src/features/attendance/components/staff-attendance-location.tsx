import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCurrentLocationOff, IconMapPinCheck, IconRefresh } from '@tabler/icons-react';
import type { GeofenceRule, Position } from '@tembusu/contracts/attendance';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { accuracyText } from './staff-attendance-format';

/** How long the browser may take to find the person before they are told it could not. */
export const positionTimeoutMs = 10_000;

/** The most the API takes as a position's accuracy: beyond it the position says nothing. */
const widestAccuracyMeters = 100_000;

export type PositionFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export type Locating =
  | { state: 'locating' }
  | { state: 'found'; position: Position }
  | { state: 'failed'; reason: PositionFailure };

// GeolocationPositionError's codes, which a browser's error gives without its named constants.
const permissionDenied = 1;
const timedOut = 3;

/**
 * Where the browser says the person is, asked once when the screen opens and again on `retry`:
 * high accuracy, given up after `positionTimeoutMs`, never a position remembered from before.
 */
export function useBrowserPosition(): { locating: Locating; retry(): void } {
  const [locating, setLocating] = useState<Locating>({ state: 'locating' });
  // Each ask has a number; an answer to an ask that is no longer the latest (or arrives after the
  // screen closed) is dropped.
  const latest = useRef(0);

  const locate = useCallback(() => {
    const ask = ++latest.current;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setLocating({ state: 'failed', reason: 'unsupported' });
      return;
    }
    setLocating({ state: 'locating' });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (ask !== latest.current) return;
        setLocating({
          state: 'found',
          position: {
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracyMeters: Math.min(coords.accuracy, widestAccuracyMeters),
          },
        });
      },
      (error) => {
        if (ask !== latest.current) return;
        const reason =
          error.code === permissionDenied
            ? 'denied'
            : error.code === timedOut
              ? 'timeout'
              : 'unavailable';
        setLocating({ state: 'failed', reason });
      },
      { enableHighAccuracy: true, timeout: positionTimeoutMs, maximumAge: 0 },
    );
  }, []);

  useEffect(() => {
    locate();
    return () => {
      latest.current += 1;
    };
  }, [locate]);

  return { locating, retry: locate };
}

/**
 * What the branch makes of a check-in without a position: refused (a fence and the rule
 * `refuse`), flagged for review (a fence and `flag`), or nothing (no fence, or the rule off).
 */
export type LocationNeed = 'required' | 'flagged' | 'optional';

export function locationNeed(rule: GeofenceRule, hasGeofence: boolean): LocationNeed {
  if (!hasGeofence || rule === 'off') return 'optional';
  return rule === 'refuse' ? 'required' : 'flagged';
}

const failureText: Record<PositionFailure, string> = {
  denied:
    "Location is blocked for this site. Allow it in your browser's site settings, then try again.",
  unavailable:
    'Your location could not be found. Check that location services are on, then try again.',
  timeout: 'Finding your location took too long. Move closer to a window or try again.',
  unsupported: 'This browser cannot share your location.',
};

export interface LocationBlockProps {
  locating: Locating;
  retry(): void;
  /** 'check in' or 'check out', in the sentences that say what happens without a location. */
  action: string;
  branchName: string | null;
  need: LocationNeed;
  /** The server's refusal of the position, shown here beside it. */
  error?: string;
}

/** Where the person is, as the check-in and check-out screens show it, and what it means. */
export function LocationBlock({
  locating,
  retry,
  action,
  branchName,
  need,
  error,
}: LocationBlockProps) {
  const titleId = useId();
  const branch = branchName ?? 'Your branch';
  // Asked again after a failure, or after the server found the position outside the area (the
  // person may have moved closer since).
  const canRetry =
    (locating.state === 'failed' && locating.reason !== 'unsupported') ||
    (locating.state === 'found' && Boolean(error));
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="gray.0"
      role="group"
      aria-labelledby={titleId}
      data-error={error ? true : undefined}
    >
      <Stack gap="xs">
        <Text id={titleId} fw={600} size="sm">
          Your location
        </Text>
        {locating.state === 'locating' && (
          <Group gap="xs" wrap="nowrap" role="status">
            <Loader size="xs" />
            <Text size="sm">Finding your location…</Text>
          </Group>
        )}
        {locating.state === 'found' && (
          <Group gap="xs" wrap="nowrap" role="status">
            <ThemeIcon color="teal" variant="light" size="md" radius="xl" aria-hidden>
              <IconMapPinCheck size={16} />
            </ThemeIcon>
            <Text size="sm" fw={500}>
              Location found (± {accuracyText(locating.position.accuracyMeters)})
            </Text>
          </Group>
        )}
        {locating.state === 'found' && need !== 'optional' && (
          <Text size="sm" c="dimmed">
            {branch} checks that you {action} within its check-in area.
          </Text>
        )}
        {locating.state === 'failed' && (
          <>
            <Group gap="xs" wrap="nowrap" align="flex-start" role="status">
              <ThemeIcon color="orange" variant="light" size="md" radius="xl" aria-hidden>
                <IconCurrentLocationOff size={16} />
              </ThemeIcon>
              <Text size="sm">{failureText[locating.reason]}</Text>
            </Group>
            <Text size="sm" c={need === 'required' ? 'red' : 'dimmed'}>
              {need === 'required'
                ? `${branch} checks where you are: share your location to ${action}.`
                : need === 'flagged'
                  ? `You can still ${action}. ${branch} checks where you are, so without your location it is flagged for review.`
                  : `You can still ${action} without it.`}
            </Text>
          </>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        {canRetry && (
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              onClick={retry}
            >
              Try again
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
