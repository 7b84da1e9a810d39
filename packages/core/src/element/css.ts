/** Marks CSS text for editors; returns it unchanged. */
export const css = (strings: TemplateStringsArray, ...values: Array<string | number>): string =>
  String.raw({ raw: strings }, ...values);
