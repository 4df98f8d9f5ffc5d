/** Fills `{name}` placeholders: `fill('+{count}', {count: 3})` is `+3`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
