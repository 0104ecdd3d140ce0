import { Box, Center, Group, Skeleton, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useUploadedImageUrl } from '../../uploads';
import { type DeskState, deskStateStyles, legendOrder } from './desk-states';
import { type PlanPoint, percentPosition } from './plan-geometry';

export type PlanMarker = {
  key: string;
  name: string;
  x: number;
  y: number;
  /** A Mantine colour name. */
  color: string;
  variant: 'filled' | 'light';
  /** The marker's accessible name. */
  label: string;
  selected?: boolean;
  /** A marker that does nothing when clicked (its tooltip still shows). */
  inert?: boolean;
  icon?: ReactNode;
  tooltip?: ReactNode;
};

export interface FloorPlanProps {
  /** The floor plan's upload id; without one, a blank grid. */
  floorPlan: string | null;
  /** The workspace's name, for the image's accessible name. */
  title: string;
  markers: PlanMarker[];
  /** A click on the plan itself (not on a desk), in percent of the plan. */
  onPlanClick?(point: PlanPoint): void;
  onMarkerClick?(key: string): void;
  /** The plan is waiting for a click: a crosshair cursor. */
  placing?: boolean;
  /** The tallest the plan is drawn, in pixels. */
  maxHeight?: number;
}

const blankRatio = 16 / 10;

/** How large the desks are drawn: smaller on a narrow plan, so neighbours keep apart. */
export type MarkerSize = 'regular' | 'compact' | 'small';

const markerSizes: Record<MarkerSize, { fontSize: number; padding: string; gap: number }> = {
  regular: { fontSize: 13, padding: '4px 10px', gap: 4 },
  compact: { fontSize: 12, padding: '4px 6px', gap: 3 },
  // Still at least 24 px high, a finger's target.
  small: { fontSize: 10, padding: '5px 4px', gap: 2 },
};

/**
 * The marker size for a plan drawn this wide, in pixels. Desks sit in percent of the plan, so on
 * a phone two desks a sixth of the plan apart are some 50 px apart: a regular marker (about
 * 55 px for 'R-01') would touch its neighbour. Unknown (0) is regular.
 */
export function markerSizeFor(width: number): MarkerSize {
  if (width > 0 && width < 380) return 'small';
  if (width > 0 && width < 600) return 'compact';
  return 'regular';
}

function Marker({
  marker,
  size,
  onClick,
}: {
  marker: PlanMarker;
  size: MarkerSize;
  onClick?(key: string): void;
}) {
  const filled = marker.variant === 'filled';
  const metrics = markerSizes[size];
  const button = (
    <UnstyledButton
      aria-label={marker.label}
      aria-disabled={marker.inert || undefined}
      aria-pressed={marker.selected ? true : undefined}
      data-desk={marker.name}
      data-size={size}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        if (!marker.inert) onClick?.(marker.key);
      }}
      style={{
        position: 'absolute',
        left: `${marker.x}%`,
        top: `${marker.y}%`,
        transform: `translate(-50%, -50%) scale(${marker.selected ? 1.12 : 1})`,
        zIndex: marker.selected ? 3 : 2,
        display: 'inline-flex',
        alignItems: 'center',
        gap: metrics.gap,
        padding: metrics.padding,
        borderRadius: size === 'regular' ? 6 : 5,
        fontSize: metrics.fontSize,
        fontWeight: 650,
        lineHeight: 1.2,
        whiteSpace: 'nowrap',
        cursor: marker.inert ? 'default' : 'pointer',
        color: filled
          ? 'var(--mantine-color-white)'
          : `var(--mantine-color-${marker.color}-light-color)`,
        background: filled
          ? `var(--mantine-color-${marker.color}-filled)`
          : `color-mix(in srgb, var(--mantine-color-${marker.color}-1) 92%, white)`,
        border: `1.5px solid var(--mantine-color-${marker.color}-${filled ? 7 : 4})`,
        boxShadow: marker.selected
          ? '0 0 0 3px var(--mantine-color-white), 0 0 0 5px var(--mantine-color-dark-6)'
          : '0 1px 3px rgb(0 0 0 / 0.25)',
        transition: 'transform 120ms ease, box-shadow 120ms ease',
      }}
    >
      {marker.icon}
      {marker.name}
    </UnstyledButton>
  );
  if (!marker.tooltip) return button;
  return (
    <Tooltip label={marker.tooltip} withArrow multiline maw={260} openDelay={150}>
      {button}
    </Tooltip>
  );
}

/**
 * A workspace's floor plan with its desks on it. Positions are percent of the plan, so the
 * markers stay on their desks at any size; a click on the plan reports where, in percent.
 */
export function FloorPlan({
  floorPlan,
  title,
  markers,
  onPlanClick,
  onMarkerClick,
  placing,
  maxHeight = 520,
}: FloorPlanProps) {
  const url = useUploadedImageUrl(floorPlan);
  const { ref: surface, width } = useElementSize();
  const size = markerSizeFor(width);
  const [ratio, setRatio] = useState<number | null>(null);
  const shownRatio = floorPlan ? (ratio ?? blankRatio) : blankRatio;
  const loading = Boolean(floorPlan) && !url;

  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (!onPlanClick) return;
    const point = percentPosition(event, event.currentTarget.getBoundingClientRect());
    if (point) onPlanClick(point);
  };

  return (
    <Box
      style={{
        background: 'var(--mantine-color-gray-0)',
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-gray-3)',
        padding: 12,
      }}
    >
      {loading ? (
        <Skeleton mx="auto" style={{ aspectRatio: blankRatio, maxHeight, maxWidth: '100%' }} />
      ) : (
        // The plan and its desks share one box, the image's own size, so percent is exact.
        // biome-ignore lint/a11y/useKeyWithClickEvents: desks are placed with the pointer; each desk is a button.
        // biome-ignore lint/a11y/noStaticElementInteractions: as above.
        <div
          ref={surface}
          onClick={click}
          style={{
            position: 'relative',
            margin: '0 auto',
            aspectRatio: shownRatio,
            width: `min(100%, ${Math.round(maxHeight * shownRatio)}px)`,
            cursor: placing ? 'crosshair' : onPlanClick ? 'copy' : 'default',
            userSelect: 'none',
          }}
        >
          {url ? (
            <img
              src={url}
              alt={`Floor plan of ${title}`}
              draggable={false}
              onLoad={(event) => {
                const image = event.currentTarget;
                if (image.naturalWidth > 0 && image.naturalHeight > 0) {
                  setRatio(image.naturalWidth / image.naturalHeight);
                }
              }}
              style={{
                display: 'block',
                width: '100%',
                height: '100%',
                borderRadius: 4,
                background: 'white',
              }}
            />
          ) : (
            <Center
              role="img"
              aria-label={`Floor plan of ${title} (no image yet)`}
              h="100%"
              style={{
                borderRadius: 4,
                backgroundColor: 'white',
                backgroundImage:
                  'linear-gradient(var(--mantine-color-gray-2) 1px, transparent 1px), linear-gradient(90deg, var(--mantine-color-gray-2) 1px, transparent 1px)',
                backgroundSize: '40px 40px',
              }}
            >
              <Text size="sm" c="dimmed" ta="center" maw={320}>
                No floor plan image yet
              </Text>
            </Center>
          )}
          {markers.map((marker) => (
            <Marker key={marker.key} marker={marker} size={size} onClick={onMarkerClick} />
          ))}
        </div>
      )}
    </Box>
  );
}

/** What each colour on the plan means. */
export function DeskLegend({ states = legendOrder }: { states?: readonly DeskState[] }) {
  return (
    <Group gap="md" wrap="wrap" role="list" aria-label="Desk states">
      {states.map((state) => {
        const style = deskStateStyles[state];
        const filled = style.variant === 'filled';
        return (
          <Group key={state} gap={6} wrap="nowrap" role="listitem">
            <Box
              w={14}
              h={14}
              style={{
                borderRadius: 4,
                background: filled
                  ? `var(--mantine-color-${style.color}-filled)`
                  : `var(--mantine-color-${style.color}-1)`,
                border: `1.5px solid var(--mantine-color-${style.color}-${filled ? 7 : 4})`,
              }}
            />
            <Text size="xs" fw={600} lh={1.2}>
              {style.label}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
