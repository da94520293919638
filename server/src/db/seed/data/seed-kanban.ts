import type { KanbanBoard, KanbanItem } from '@portal/contract';

/** A small generated picture (no external host): a two-colour landscape as an SVG data URL. */
export function generatedImage(sky: string, hill: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160">` +
    `<rect width="320" height="160" fill="${sky}"/>` +
    `<circle cx="250" cy="45" r="22" fill="#fff" opacity=".7"/>` +
    `<path d="M0 130 Q80 70 160 120 T320 100 V160 H0Z" fill="${hill}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const member = (name: string) => ({ img: null, name });

/** Boards In Progress, In Review and Done (spec 3) with their cards. */
export function seedKanban(): { kanbanBoards: KanbanBoard[]; kanbanItems: KanbanItem[] } {
  const kanbanItems: KanbanItem[] = [
    {
      id: 1,
      title: 'Research FAQ page UX',
      dueDate: '2026-12-04',
      labels: ['UX'],
      members: [member('Tommy Sicilia'), member('Mitchel Adams')],
      comments: 'Collect the ten most asked questions first.',
      commentsCount: 1,
      attachments: 2,
      image: null,
    },
    {
      id: 2,
      title: 'Review JavaScript code',
      dueDate: '2026-12-11',
      labels: ['Code Review'],
      members: [member('Lucia Ferrer')],
      comments: '',
      commentsCount: 0,
      attachments: 1,
      image: null,
    },
    {
      id: 3,
      title: 'Review completed Apps',
      dueDate: '2026-12-08',
      labels: ['Dashboard'],
      members: [member('Omar Quinn'), member('Nadia Risby')],
      comments: 'Two apps still need screenshots.',
      commentsCount: 3,
      attachments: 0,
      image: null,
    },
    {
      id: 4,
      title: 'Find new images for pages',
      dueDate: '2026-12-15',
      labels: ['Images'],
      members: [member('Aiko Slay')],
      comments: '',
      commentsCount: 2,
      attachments: 4,
      image: generatedImage('#7cb9e8', '#3a7d44'),
    },
    {
      id: 5,
      title: 'Forms and tables section',
      dueDate: '2026-11-30',
      labels: ['App'],
      members: [member('Mateo Quinn'), member('Priya Ferrer'), member('Jonas Slay')],
      comments: '',
      commentsCount: 0,
      attachments: 0,
      image: null,
    },
    {
      id: 6,
      title: 'Complete charts and maps',
      dueDate: '2026-11-28',
      labels: ['Charts & Maps'],
      members: [member('Ingrid Risby')],
      comments: 'Maps use the bundled tiles only.',
      commentsCount: 1,
      attachments: 2,
      image: generatedImage('#f4a261', '#264653'),
    },
  ];
  const kanbanBoards: KanbanBoard[] = [
    { id: 1, title: 'In Progress', itemsIds: [1, 2] },
    { id: 2, title: 'In Review', itemsIds: [3, 4] },
    { id: 3, title: 'Done', itemsIds: [5, 6] },
  ];
  return { kanbanBoards, kanbanItems };
}
