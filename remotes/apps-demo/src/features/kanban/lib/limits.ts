/** The contract's longest board name and card title (kanban.ts): the fields count up to them. */
export const BOARD_TITLE_MAX = 50;
export const ITEM_TITLE_MAX = 200;
