import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../lib/theme';
import { FloorPlan, markerSizeFor, type PlanMarker } from './floor-plan';

const marker: PlanMarker = {
  key: 'd1',
  name: 'D-01',
  x: 25,
  y: 40,
  color: 'teal',
  variant: 'filled',
  label: 'Desk D-01',
};

function renderPlan(props: Partial<Parameters<typeof FloorPlan>[0]> = {}) {
  const onPlanClick = vi.fn();
  const onMarkerClick = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={new QueryClient()}>
        <FloorPlan
          floorPlan={null}
          title="Level 3"
          markers={[marker]}
          onPlanClick={onPlanClick}
          onMarkerClick={onMarkerClick}
          {...props}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onPlanClick, onMarkerClick };
}

describe('the floor plan', () => {
  it('reports a click on the plan in percent of its drawn size', () => {
    const { onPlanClick, onMarkerClick } = renderPlan();
    const plan = screen.getByRole('img', { name: /Floor plan of Level 3/ });
    const surface = plan.parentElement as HTMLElement;
    surface.getBoundingClientRect = () =>
      ({ left: 20, top: 100, width: 640, height: 400, right: 660, bottom: 500 }) as DOMRect;
    fireEvent.click(plan, { clientX: 20 + 160, clientY: 100 + 300 });
    expect(onPlanClick).toHaveBeenCalledWith({ x: 25, y: 75 });
    expect(onMarkerClick).not.toHaveBeenCalled();
  });

  it('puts each desk at its percent and reports a click on it, not on the plan', () => {
    const { onPlanClick, onMarkerClick } = renderPlan();
    const desk = screen.getByRole('button', { name: 'Desk D-01' });
    expect(desk.style.left).toBe('25%');
    expect(desk.style.top).toBe('40%');
    fireEvent.click(desk);
    expect(onMarkerClick).toHaveBeenCalledWith('d1');
    expect(onPlanClick).not.toHaveBeenCalled();
  });

  it('does nothing for a desk that cannot be acted on', () => {
    const { onMarkerClick } = renderPlan({ markers: [{ ...marker, inert: true }] });
    const desk = screen.getByRole('button', { name: 'Desk D-01' });
    expect(desk).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(desk);
    expect(onMarkerClick).not.toHaveBeenCalled();
  });
});

describe('the size of the desks on the plan', () => {
  it('shrinks as the plan narrows, so desks a sixth of a phone-wide plan apart keep apart', () => {
    expect(markerSizeFor(0)).toBe('regular');
    expect(markerSizeFor(720)).toBe('regular');
    expect(markerSizeFor(420)).toBe('compact');
    expect(markerSizeFor(290)).toBe('small');
  });
});
