export const shiftTemplatesPath = '/shift-planning/template';
