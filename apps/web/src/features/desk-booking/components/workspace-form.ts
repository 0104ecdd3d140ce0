// The workspace editor's values: the workspace and its desks as drafts, and the payload they
// make. Desks keep their ids, so the server changes them in place; new ones go without one.
import type { Workspace, WorkspaceInput } from '@tembusu/contracts/desk-booking';
import type { PlanPoint } from './plan-geometry';

export type DeskDraft = {
  /** Stable across edits: the desk's id, or a made-up key for a desk being added. */
  key: string;
  id?: string;
  name: string;
  features: string[];
  x: number;
  y: number;
  assignedEmployeeId: string | null;
  underMaintenance: boolean;
};

export type WorkspaceFormValues = {
  name: string;
  branchOutletId: string | null;
  floorPlan: string | null;
  desks: DeskDraft[];
};

/** Offered when adding features; others can be typed. */
export const featureSuggestions = [
  'Monitor',
  'Dual monitors',
  'Standing',
  'Near window',
  'Docking station',
  'Quiet zone',
  'Ergonomic chair',
];

export function workspaceFormValues(workspace?: Workspace): WorkspaceFormValues {
  return {
    name: workspace?.name ?? '',
    branchOutletId: workspace?.branchOutletId ?? null,
    floorPlan: workspace?.floorPlan ?? null,
    desks: (workspace?.desks ?? []).map((desk) => ({
      key: desk.id,
      id: desk.id,
      name: desk.name,
      features: desk.features,
      x: desk.x,
      y: desk.y,
      assignedEmployeeId: desk.assignedEmployeeId,
      underMaintenance: desk.underMaintenance,
    })),
  };
}

/** What PUT or POST /desk/workspaces takes: existing desks by id, new ones without. */
export function workspacePayload(values: WorkspaceFormValues): WorkspaceInput {
  return {
    name: values.name.trim(),
    branchOutletId: values.branchOutletId ?? '',
    floorPlan: values.floorPlan,
    desks: values.desks.map((desk) => ({
      ...(desk.id ? { id: desk.id } : {}),
      name: desk.name.trim(),
      features: desk.features,
      x: desk.x,
      y: desk.y,
      assignedEmployeeId: desk.assignedEmployeeId,
      underMaintenance: desk.underMaintenance,
    })),
  };
}

/**
 * The name for the next desk: the last desk's pattern with the next free number ('R-07' after
 * 'R-06'), 'D-01' for the first.
 */
export function nextDeskName(desks: readonly Pick<DeskDraft, 'name'>[]): string {
  const pattern = /^(.*?)(\d+)$/;
  const last = [...desks].reverse().find((desk) => pattern.test(desk.name.trim()));
  const [, prefix = 'D-', digits = '00'] = last ? (pattern.exec(last.name.trim()) ?? []) : [];
  const taken = new Set(desks.map((desk) => desk.name.trim().toLowerCase()));
  let number = Math.max(
    0,
    ...desks.map((desk) => {
      const match = pattern.exec(desk.name.trim());
      return match && match[1] === prefix ? Number(match[2]) : 0;
    }),
  );
  let name: string;
  do {
    number += 1;
    name = `${prefix}${String(number).padStart(digits.length, '0')}`;
  } while (taken.has(name.toLowerCase()));
  return name;
}

let added = 0;

/** A hot desk at a point of the plan, named after the others. */
export function newDesk(desks: readonly DeskDraft[], at: PlanPoint): DeskDraft {
  added += 1;
  return {
    key: `new-${added}`,
    name: nextDeskName(desks),
    features: [],
    x: at.x,
    y: at.y,
    assignedEmployeeId: null,
    underMaintenance: false,
  };
}

/** The index of the first desk the form's errors name ('desks.2.name'), or -1. */
export function firstDeskWithError(errors: Record<string, unknown>): number {
  const indexes = Object.keys(errors)
    .map((path) => /^desks\.(\d+)\./.exec(path)?.[1])
    .filter((index): index is string => index !== undefined)
    .map(Number);
  return indexes.length > 0 ? Math.min(...indexes) : -1;
}
