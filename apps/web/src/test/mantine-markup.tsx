import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { theme } from '../lib/theme.ts';

/** Markup as the app's provider draws it (no stylesheet of its own, as in main.tsx). */
const markup = (element: ReactElement) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {element}
    </MantineProvider>,
  );

/** An element as comparable data: attributes by name, style declarations as a set, children. */
interface Drawn {
  tag: string;
  attributes: Record<string, string>;
  style: string[];
  children: (Drawn | string)[];
}
const read = (node: Node): Drawn | string => {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attributes: Record<string, string> = {};
  for (const { name, value } of node.attributes) if (name !== 'style') attributes[name] = value;
  const style = (node.getAttribute('style') ?? '')
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .sort();
  return { tag: node.tagName, attributes, style, children: [...node.childNodes].map(read) };
};
/**
 * What an element draws, as comparable data. React's generated ids (useId) are named by their
 * order of appearance, so two trees that use them alike compare equal.
 */
export const drawn = (element: ReactElement) => {
  const box = document.createElement('div');
  const ids: string[] = [];
  box.innerHTML = markup(element).replace(/_R_[0-9a-z]+_/g, (id) => {
    if (!ids.includes(id)) ids.push(id);
    return `id${ids.indexOf(id)}`;
  });
  return read(box);
};
