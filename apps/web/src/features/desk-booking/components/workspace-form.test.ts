import { type Workspace, zWorkspaceInput } from '@tembusu/contracts/desk-booking';
import { describe, expect, it } from 'vitest';
import {
  firstDeskWithError,
  newDesk,
  nextDeskName,
  workspaceFormValues,
  workspacePayload,
} from './workspace-form';

const branchId = '5b0a3c1e-8f4d-4c2a-9e1b-7d6f5a4b3c2d';
const saved: Workspace = {
  id: 'a3f1c2d4-1111-4aaa-8bbb-000000000001',
  name: 'Level 20 Open Office',
  organizationId: 'org',
  branchOutletId: branchId,
  branchOutletName: 'Raffles Place HQ',
  floorPlan: '9c8b7a6d-2222-4bbb-8ccc-000000000002',
  desks: [
    {
      id: 'd1e2f3a4-3333-4ccc-8ddd-000000000003',
      name: 'R-01',
      features: ['Monitor'],
      x: 14,
      y: 32,
      assignedEmployeeId: 'e1e2e3e4-4444-4ddd-8eee-000000000004',
      assignedEmployeeName: 'Tan Wei Ming',
      underMaintenance: false,
    },
    {
      id: 'd1e2f3a4-3333-4ccc-8ddd-000000000005',
      name: 'R-02',
      features: [],
      x: 31,
      y: 32,
      assignedEmployeeId: null,
      assignedEmployeeName: null,
      underMaintenance: true,
    },
  ],
};

describe('the workspace payload', () => {
  it('keeps the ids of existing desks and sends new ones without an id', () => {
    const values = workspaceFormValues(saved);
    values.desks.push(newDesk(values.desks, { x: 48.25, y: 67.5 }));
    const payload = workspacePayload(values);
    expect(payload.desks.map((desk) => desk.id)).toEqual([
      saved.desks[0]?.id,
      saved.desks[1]?.id,
      undefined,
    ]);
    expect('id' in (payload.desks[2] ?? {})).toBe(false);
    expect(payload.desks[2]).toEqual({
      name: 'R-03',
      features: [],
      x: 48.25,
      y: 67.5,
      assignedEmployeeId: null,
      underMaintenance: false,
    });
    expect(zWorkspaceInput.safeParse(payload).success).toBe(true);
  });

  it('carries the workspace and each desk as edited, names trimmed', () => {
    const values = workspaceFormValues(saved);
    values.name = '  Level 21  ';
    values.desks[0] = { ...values.desks[0], name: ' R-01A ' } as (typeof values.desks)[0];
    const payload = workspacePayload(values);
    expect(payload).toMatchObject({
      name: 'Level 21',
      branchOutletId: branchId,
      floorPlan: saved.floorPlan,
    });
    expect(payload.desks[0]).toEqual({
      id: saved.desks[0]?.id,
      name: 'R-01A',
      features: ['Monitor'],
      x: 14,
      y: 32,
      assignedEmployeeId: saved.desks[0]?.assignedEmployeeId,
      underMaintenance: false,
    });
    expect(payload.desks[1]?.underMaintenance).toBe(true);
  });

  it('leaves a removed desk out, so the server removes it', () => {
    const values = workspaceFormValues(saved);
    values.desks.splice(0, 1);
    expect(workspacePayload(values).desks.map((desk) => desk.name)).toEqual(['R-02']);
  });

  it('starts a new workspace empty, without a branch the contract accepts', () => {
    const payload = workspacePayload(workspaceFormValues());
    expect(payload).toEqual({ name: '', branchOutletId: '', floorPlan: null, desks: [] });
    const result = zWorkspaceInput.safeParse(payload);
    expect(result.success).toBe(false);
  });
});

describe('naming new desks', () => {
  it('starts at D-01 and follows the pattern of the desks there', () => {
    expect(nextDeskName([])).toBe('D-01');
    expect(nextDeskName([{ name: 'R-01' }, { name: 'R-09' }])).toBe('R-10');
    expect(nextDeskName([{ name: 'Desk 7' }])).toBe('Desk 8');
    expect(nextDeskName([{ name: 'Window seat' }])).toBe('D-01');
  });

  it('gives each new desk its own key', () => {
    const first = newDesk([], { x: 1, y: 1 });
    const second = newDesk([first], { x: 2, y: 2 });
    expect(first.key).not.toBe(second.key);
    expect(second.name).toBe('D-02');
  });

  it("finds the first desk the form's errors name", () => {
    expect(firstDeskWithError({ name: 'x', 'desks.3.name': 'y', 'desks.1.x': 'z' })).toBe(1);
    expect(firstDeskWithError({ name: 'x' })).toBe(-1);
  });
});
