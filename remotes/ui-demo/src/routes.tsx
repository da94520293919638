import { messageLoader, type RemoteRouteTable } from '@portal/design/base';
import type { ComponentType } from 'react';
import { pageAbility } from './config/catalog';
import { paths } from './config/paths';
import menu from './menu';

/** The ui-demo messages of one language; English for a language it does not have. */
export const loadMessages = messageLoader({
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  ar: () => import('./locales/ar.json'),
  es: () => import('./locales/es.json'),
});

type Load = () => Promise<{ default: ComponentType }>;
const c = paths.components;

/** Lazily loaded page of each demo route. */
const pages: [string, Load][] = [
  [paths.home.path, () => import('./features/home/components/home-page')],
  [c.alert.path, () => import('./features/ui-elements/alert/alert-page')],
  [c.avatar.path, () => import('./features/ui-elements/avatar/avatar-page')],
  [c.badge.path, () => import('./features/ui-elements/badge/badge-page')],
  [c.button.path, () => import('./features/ui-elements/button/button-page')],
  [c.chip.path, () => import('./features/ui-elements/chip/chip-page')],
  [c.dialog.path, () => import('./features/ui-elements/dialog/dialog-page')],
  [
    c.expansionPanel.path,
    () => import('./features/ui-elements/expansion-panel/expansion-panel-page'),
  ],
  [c.list.path, () => import('./features/ui-elements/list/list-page')],
  [c.menu.path, () => import('./features/ui-elements/menu/menu-page')],
  [c.pagination.path, () => import('./features/ui-elements/pagination/pagination-page')],
  [
    c.progressCircular.path,
    () => import('./features/ui-elements/progress-circular/progress-circular-page'),
  ],
  [
    c.progressLinear.path,
    () => import('./features/ui-elements/progress-linear/progress-linear-page'),
  ],
  [c.snackbar.path, () => import('./features/ui-elements/snackbar/snackbar-page')],
  [c.tabs.path, () => import('./features/ui-elements/tabs/tabs-page')],
  [c.timeline.path, () => import('./features/ui-elements/timeline/timeline-page')],
  [c.tooltip.path, () => import('./features/ui-elements/tooltip/tooltip-page')],
  [paths.forms.autocomplete.path, () => import('./features/forms/autocomplete/autocomplete-page')],
  [paths.forms.checkbox.path, () => import('./features/forms/checkbox/checkbox-page')],
  [paths.forms.combobox.path, () => import('./features/forms/combobox/combobox-page')],
  [paths.forms.customInput.path, () => import('./features/forms/custom-input/custom-input-page')],
  [
    paths.forms.dateTimePicker.path,
    () => import('./features/forms/date-time-picker/date-time-picker-page'),
  ],
  [paths.forms.editors.path, () => import('./features/forms/editors/editors-page')],
  [paths.forms.fileInput.path, () => import('./features/forms/file-input/file-input-page')],
  [paths.forms.formLayouts.path, () => import('./features/forms/form-layouts/form-layouts-page')],
  [
    paths.forms.formValidation.path,
    () => import('./features/forms/form-validation/form-validation-page'),
  ],
  [
    paths.forms.formWizardIcons.path,
    () => import('./features/forms/form-wizard/form-wizard-icons-page'),
  ],
  [
    paths.forms.formWizardNumbered.path,
    () => import('./features/forms/form-wizard/form-wizard-numbered-page'),
  ],
  [paths.forms.radio.path, () => import('./features/forms/radio/radio-page')],
  [paths.forms.rangeSlider.path, () => import('./features/forms/range-slider/range-slider-page')],
  [paths.forms.rating.path, () => import('./features/forms/rating/rating-page')],
  [paths.forms.select.path, () => import('./features/forms/select/select-page')],
  [paths.forms.slider.path, () => import('./features/forms/slider/slider-page')],
  [paths.forms.switch.path, () => import('./features/forms/switch/switch-page')],
  [paths.forms.textarea.path, () => import('./features/forms/textarea/textarea-page')],
  [paths.forms.textfield.path, () => import('./features/forms/textfield/textfield-page')],
  [paths.tables.simpleTable.path, () => import('./features/tables/simple-table/simple-table-page')],
  [paths.tables.dataTable.path, () => import('./features/tables/data-table/data-table-page')],
  [paths.charts.apexChart.path, () => import('./features/charts/apex-chart/apex-chart-page')],
  [paths.charts.chartjs.path, () => import('./features/charts/chartjs/chartjs-page')],
  [paths.extensions.swiper.path, () => import('./features/extensions/swiper/swiper-page')],
  [paths.extensions.tour.path, () => import('./features/extensions/tour/tour-page')],
  [paths.pages.cardBasic.path, () => import('./features/pages/cards/card-basic-page')],
  [paths.pages.cardAdvance.path, () => import('./features/pages/cards/card-advance-page')],
  [paths.pages.cardStatistics.path, () => import('./features/pages/cards/card-statistics-page')],
  [paths.pages.cardWidgets.path, () => import('./features/pages/cards/card-widgets-page')],
  [paths.pages.cardActions.path, () => import('./features/pages/cards/card-actions-page')],
  [
    paths.pages.dialogExamples.path,
    () => import('./features/pages/dialog-examples/dialog-examples-page'),
  ],
  [paths.pages.faq.path, () => import('./features/pages/faq/faq-page')],
  [paths.pages.icons.path, () => import('./features/pages/icons/icons-page')],
  [paths.pages.pricing.path, () => import('./features/pages/pricing/pricing-page')],
  [paths.pages.typography.path, () => import('./features/pages/typography/typography-page')],
  [paths.wizards.checkout.path, () => import('./features/wizards/checkout/checkout-page')],
  [paths.wizards.createDeal.path, () => import('./features/wizards/create-deal/create-deal-page')],
  [
    paths.wizards.propertyListing.path,
    () => import('./features/wizards/property-listing/property-listing-page'),
  ],
];

const publicPages: [string, Load][] = [
  [paths.front.landing.path, () => import('./features/front-pages/landing-page')],
  [paths.front.pricing.path, () => import('./features/front-pages/pricing-page')],
  [paths.front.payment.path, () => import('./features/front-pages/payment-page')],
  [paths.front.checkout.path, () => import('./features/front-pages/checkout-page')],
  [paths.front.helpCenter.path, () => import('./features/front-pages/help-center-page')],
];

/** The ui-demo remote's contribution to the portal: the template's demo pages. */
const routeTable: RemoteRouteTable = {
  namespace: 'ui-demo',
  loadMessages,
  routes: [
    ...pages.map(([path, load]) => {
      const ability = pageAbility(path);
      return { path, load, ...(ability ? { ability } : {}) };
    }),
    // The public front pages: open without signing in, in the blank layout (their own navbar).
    ...publicPages.map(([path, load]) => ({ path, load, public: true, layout: 'blank' as const })),
  ],
  menu,
};

export default routeTable;
