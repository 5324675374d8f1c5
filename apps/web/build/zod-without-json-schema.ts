import type { Plugin } from 'vite';

/**
 * zod's classic schemas carry their JSON Schema generator (`schema.toJSONSchema()`, the
 * `~standard.jsonSchema` methods), so every screen that parses an answer downloaded about 7 KB
 * gzip of code the web app never runs (ADR 055). In the web build the generator's two modules
 * become stubs that throw when called: everything before the first processor in
 * json-schema-processors.js is kept (`aggregateChecks`, which `.minLength`, `.isInt` and the
 * like read), every other export of either module is a function that fails loudly. The names
 * are read from zod's own files, so an upgrade that adds an export keeps the build whole, and
 * the build fails if the files no longer look as this plugin expects.
 */
const generator = /[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/;
const processors = /[\\/]zod[\\/]v4[\\/]core[\\/]json-schema-processors\.js$/;
const firstProcessor = /^export const \w+Processor\b/m;

export const unavailableMessage = 'JSON Schema is not part of the web app (ADR 055)';

/** Every name a module exports: `export function|const|class NAME` and `export { a as b }`. */
const exportedNames = (code: string) => {
  const names = [
    ...code.matchAll(/^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm),
  ].map((match) => match[1]!);
  for (const list of code.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const entry of list[1]!.split(',')) {
      const name = entry
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  return names;
};

/**
 * Each name a function that throws, but a schema's method makers (`create…Method`) return the
 * thrower: `~standard` makes its JSON Schema methods whenever a form library reads it.
 */
const stubs = (names: readonly string[]) =>
  [
    `const unavailable = () => { throw new Error(${JSON.stringify(unavailableMessage)}); };`,
    ...names.map((name) =>
      /^create\w+Method$/.test(name)
        ? `export const ${name} = () => unavailable;`
        : `export const ${name} = unavailable;`,
    ),
  ].join('\n');

export const zodWithoutJsonSchema = (): Plugin => ({
  name: 'frontdesk:zod-without-json-schema',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (generator.test(id)) {
      const names = exportedNames(code);
      if (!names.includes('createStandardJSONSchemaMethod')) {
        this.error(`zod's to-json-schema.js changed shape: review ADR 055's plugin`);
      }
      return { code: stubs(names), map: null };
    }
    if (processors.test(id)) {
      const cut = firstProcessor.exec(code)?.index;
      const kept = cut === undefined ? '' : code.slice(0, cut);
      if (!/^export function aggregateChecks\b/m.test(kept)) {
        this.error(`zod's json-schema-processors.js changed shape: review ADR 055's plugin`);
      }
      const rest = exportedNames(code.slice(cut)).filter(
        (name) => !exportedNames(kept).includes(name),
      );
      return { code: `${kept}\n${stubs(rest)}`, map: null };
    }
    return undefined;
  },
});
