/**
 * The editor's own controls, in Decap's widget shape (`CMS.registerWidget`), one module each: each
 * draws its own field and, where the content model has a rule Decap's `required` and `pattern`
 * cannot state, says so at the field through `isValid`, the check Decap asks every custom control
 * for.
 */
export { copyControl } from "./copy-control";
export { companyToday, dateInWords, DateControl, isoDateOf } from "./date-control";
export { IconPicker } from "./icon-picker";
export { phoneControl } from "./phone-control";
export { vimeoControl } from "./vimeo-control";
export { tokenMistake, type Control, type ControlProps } from "./control";
