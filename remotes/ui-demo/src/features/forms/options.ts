/** Sample option lists shared by the form demos (names are not translated: they are data). */
export const FRAMEWORKS = ['React', 'Angular', 'Vue', 'Svelte', 'Solid', 'Qwik', 'Ember'];
export const COUNTRIES = ['Argentina', 'Chile', 'France', 'Morocco', 'Spain', 'United States'];
export const GROUPED = [
  { group: 'Frontend', items: ['React', 'Vue', 'Svelte'] },
  { group: 'Backend', items: ['Node.js', 'Django', 'Rails'] },
];
