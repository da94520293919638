const route = <P extends string>(path: P) => ({ path, href: () => path }) as const;

/** Every route of the ui-demo remote. Build links with `href()`; never by hand. */
export const paths = {
  home: route('/components'),
  components: {
    alert: route('/components/alert'),
    avatar: route('/components/avatar'),
    badge: route('/components/badge'),
    button: route('/components/button'),
    chip: route('/components/chip'),
    dialog: route('/components/dialog'),
    expansionPanel: route('/components/expansion-panel'),
    list: route('/components/list'),
    menu: route('/components/menu'),
    pagination: route('/components/pagination'),
    progressCircular: route('/components/progress-circular'),
    progressLinear: route('/components/progress-linear'),
    snackbar: route('/components/snackbar'),
    tabs: route('/components/tabs'),
    timeline: route('/components/timeline'),
    tooltip: route('/components/tooltip'),
  },
} as const;
