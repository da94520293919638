import type { RequiredAbility } from '@portal/auth';
import { paths } from './paths';

export interface CatalogEntry {
  /** Translation key (ui-demo namespace) of the page's menu title. */
  titleKey: string;
  path: string;
  /** What opening the page needs (the read ability of the data it shows); none by default. */
  ability?: RequiredAbility;
}

export interface CatalogGroup {
  /** Translation key of the group's menu title. */
  titleKey: string;
  entries: CatalogEntry[];
}

const entry = (
  titleKey: string,
  route: { path: string },
  ability?: RequiredAbility,
): CatalogEntry => ({ titleKey, path: route.path, ...(ability ? { ability } : {}) });

/** The data table shows the sales rows of `GET /api/pages/datatable` (server/src/http/read-access.ts). */
const readSales: RequiredAbility = { action: 'read', subject: 'SalesDemo' };

/** The ability each catalogued page needs, by path (pages not listed need none). */
export const pageAbility = (path: string): RequiredAbility | undefined =>
  catalog.flatMap((group) => group.entries).find((e) => e.path === path)?.ability;

/** The demo pages by menu group: drives the menu and the overview page. */
export const catalog: CatalogGroup[] = [
  {
    titleKey: 'menu.uiElements',
    entries: [
      entry('components.alert.title', paths.components.alert),
      entry('components.avatar.title', paths.components.avatar),
      entry('components.badge.title', paths.components.badge),
      entry('components.button.title', paths.components.button),
      entry('components.chip.title', paths.components.chip),
      entry('components.dialog.title', paths.components.dialog),
      entry('components.expansionPanel.title', paths.components.expansionPanel),
      entry('components.list.title', paths.components.list),
      entry('components.menu.title', paths.components.menu),
      entry('components.pagination.title', paths.components.pagination),
      entry('components.progressCircular.title', paths.components.progressCircular),
      entry('components.progressLinear.title', paths.components.progressLinear),
      entry('components.snackbar.title', paths.components.snackbar),
      entry('components.tabs.title', paths.components.tabs),
      entry('components.timeline.title', paths.components.timeline),
      entry('components.tooltip.title', paths.components.tooltip),
    ],
  },
  {
    titleKey: 'menu.formsTables',
    entries: [
      entry('forms.autocomplete.title', paths.forms.autocomplete),
      entry('forms.checkbox.title', paths.forms.checkbox),
      entry('forms.combobox.title', paths.forms.combobox),
      entry('forms.customInput.title', paths.forms.customInput),
      entry('forms.dateTimePicker.title', paths.forms.dateTimePicker),
      entry('forms.editors.title', paths.forms.editors),
      entry('forms.fileInput.title', paths.forms.fileInput),
      entry('forms.formLayouts.title', paths.forms.formLayouts),
      entry('forms.formValidation.title', paths.forms.formValidation),
      entry('forms.formWizardIcons.title', paths.forms.formWizardIcons),
      entry('forms.formWizardNumbered.title', paths.forms.formWizardNumbered),
      entry('forms.radio.title', paths.forms.radio),
      entry('forms.rangeSlider.title', paths.forms.rangeSlider),
      entry('forms.rating.title', paths.forms.rating),
      entry('forms.select.title', paths.forms.select),
      entry('forms.slider.title', paths.forms.slider),
      entry('forms.switch.title', paths.forms.switch),
      entry('forms.textarea.title', paths.forms.textarea),
      entry('forms.textfield.title', paths.forms.textfield),
      entry('tables.simpleTable.title', paths.tables.simpleTable),
      entry('tables.dataTable.title', paths.tables.dataTable, readSales),
    ],
  },
  {
    titleKey: 'menu.charts',
    entries: [
      entry('charts.apexChart.title', paths.charts.apexChart),
      entry('charts.chartjs.title', paths.charts.chartjs),
    ],
  },
  {
    titleKey: 'menu.extensions',
    entries: [
      entry('swiper.title', paths.extensions.swiper),
      entry('tour.title', paths.extensions.tour),
    ],
  },
  {
    titleKey: 'menu.pages',
    entries: [
      entry('cards.basic.title', paths.pages.cardBasic),
      entry('cards.advance.title', paths.pages.cardAdvance),
      entry('cards.statistics.title', paths.pages.cardStatistics),
      entry('cards.widgets.title', paths.pages.cardWidgets),
      entry('cards.actions.title', paths.pages.cardActions),
      entry('dialogs.title', paths.pages.dialogExamples),
      entry('faq.title', paths.pages.faq),
      entry('icons.title', paths.pages.icons),
      entry('pricing.title', paths.pages.pricing),
      entry('typography.title', paths.pages.typography),
    ],
  },
  {
    titleKey: 'menu.wizards',
    entries: [
      entry('checkout.title', paths.wizards.checkout),
      entry('deal.title', paths.wizards.createDeal),
      entry('property.title', paths.wizards.propertyListing),
    ],
  },
  {
    titleKey: 'menu.frontPages',
    entries: [
      entry('front.nav.landing', paths.front.landing),
      entry('front.nav.pricing', paths.front.pricing),
      entry('front.nav.payment', paths.front.payment),
      entry('front.nav.checkout', paths.front.checkout),
      entry('front.nav.helpCenter', paths.front.helpCenter),
    ],
  },
];
