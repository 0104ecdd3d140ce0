// Drag and drop on the board: a template from the palette onto a cell places it, a shift onto
// another cell moves it. Each carries its id under a type of its own, which a cell can see while
// something is dragged over it (the data itself is read only on the drop).
import { type DragEvent, useState } from 'react';

export const templateDragType = 'application/x-tembusu-template';
export const shiftDragType = 'application/x-tembusu-shift';

export function startDrag(event: DragEvent, type: string, id: string) {
  event.dataTransfer.setData(type, id);
  event.dataTransfer.effectAllowed = type === templateDragType ? 'copy' : 'move';
}

const carries = (event: DragEvent) =>
  event.dataTransfer.types.includes(templateDragType) ||
  event.dataTransfer.types.includes(shiftDragType);

/** What a cell takes: a template to place or a shift to move; `over` while one is above it. */
export function useDropTarget(drop: {
  template(templateId: string): void;
  shift(shiftId: string): void;
}) {
  const [over, setOver] = useState(false);
  return {
    over,
    props: {
      onDragOver: (event: DragEvent) => {
        if (!carries(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = event.dataTransfer.types.includes(templateDragType)
          ? 'copy'
          : 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        const templateId = event.dataTransfer.getData(templateDragType);
        const shiftId = event.dataTransfer.getData(shiftDragType);
        if (!templateId && !shiftId) return;
        event.preventDefault();
        if (templateId) drop.template(templateId);
        else drop.shift(shiftId);
      },
    },
  };
}
