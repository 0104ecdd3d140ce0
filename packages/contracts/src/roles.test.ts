import { describe, expect, it } from 'vitest';
import { apiRouteBlocked, pageBlocked, sectionOfApiRoute } from './roles.js';

describe('sections of API routes', () => {
  it('takes a prefix on whole segments of the route pattern', () => {
    expect(sectionOfApiRoute('/api/v1/room')).toBe('/room-booking');
    expect(sectionOfApiRoute('/api/v1/room/:id')).toBe('/room-booking');
    expect(sectionOfApiRoute('/api/v1/room-booking/setting')).toBe('/room-booking');
    expect(sectionOfApiRoute('/api/v1/roommates')).toBeUndefined();
    expect(sectionOfApiRoute('/api/v1/organization/branch')).toBeUndefined();
    expect(sectionOfApiRoute('/api/v1/organization/branches/:id')).toBe('/organization');
  });

  it('leaves a section its shared routes', () => {
    expect(sectionOfApiRoute('/api/v1/organization/announcements/:id')).toBe('/organization');
    expect(sectionOfApiRoute('/api/v1/organization/announcements/published')).toBeUndefined();
  });

  it('blocks only the sections in the list', () => {
    expect(apiRouteBlocked('/api/v1/employee/:id', ['/employees'])).toBe(true);
    expect(apiRouteBlocked('/api/v1/employee/:id', ['/payroll'])).toBe(false);
    expect(apiRouteBlocked('/api/v1/employee', ['/employees'])).toBe(false);
  });
});

describe('pageBlocked', () => {
  it('finds a fragment however the address spells it', () => {
    expect(pageBlocked('/employees/12/personal-details', ['/employees'])).toBe(true);
    expect(pageBlocked('/%65mployees', ['/employees'])).toBe(true);
    expect(pageBlocked('/Employees', ['/employees'])).toBe(true);
    expect(pageBlocked('//employees', ['/employees'])).toBe(true);
    expect(pageBlocked('/pages/user-profile', ['user-profile'])).toBe(true);
  });

  it('leaves other pages open', () => {
    expect(pageBlocked('/staff-room-booking', ['/room-booking'])).toBe(false);
    expect(pageBlocked('/dashboard', ['/employees', ''])).toBe(false);
    expect(pageBlocked('/%E0%A4%A', ['/employees'])).toBe(false);
  });
});
