import { Injectable } from '@nestjs/common';
import { urlProblem } from '../../navigation/navigation-urls.js';
import { DEFAULT_NAVIGATION, LABEL_MAX, LINKS_MAX, type NavigationLink } from '../../navigation/navigation.js';
import { NavigationService } from '../../navigation/navigation.service.js';
import { slugify } from '../../posts/text/slug.js';
import type { ImportedMenu, ImportedMenuLink } from '../import-source.js';
import type { ImportRunContext } from './import-items.js';

/** The menu's links, each after the link it sits under (depth first), and how deep each is. */
function depthFirst(links: readonly ImportedMenuLink[]): Array<{ link: ImportedMenuLink; depth: number }> {
  const ids = new Set(links.map((link) => link.id));
  const children = new Map<string | null, ImportedMenuLink[]>();
  for (const link of links) {
    const parent = link.parent !== null && ids.has(link.parent) && link.parent !== link.id ? link.parent : null;
    const siblings = children.get(parent) ?? [];
    siblings.push(link);
    children.set(parent, siblings);
  }
  const ordered: Array<{ link: ImportedMenuLink; depth: number }> = [];
  const seen = new Set<string>();
  const stack = [...(children.get(null) ?? [])].reverse().map((link) => ({ link, depth: 0 }));
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next.link.id)) continue;
    seen.add(next.link.id);
    ordered.push(next);
    for (const child of [...(children.get(next.link.id) ?? [])].reverse()) stack.push({ link: child, depth: next.depth + 1 });
  }
  return ordered;
}

const sameLinks = (a: readonly NavigationLink[], b: readonly NavigationLink[]) => a.length === b.length && a.every((link, at) => link.label === b[at]!.label && link.url === b[at]!.url);

/**
 * An old site's menu as Folio's top navigation, once its items are written (a link to a post goes to
 * the post's Folio address). Folio's navigation is one flat row of at most LINKS_MAX links: a menu
 * that fits keeps its sub-items after their parents; one that does not keeps its top level. A site
 * whose navigation was edited already keeps it.
 */
@Injectable()
export class ImportNavigation {
  constructor(private readonly navigation: NavigationService) {}

  async apply(menu: ImportedMenu, run: ImportRunContext): Promise<void> {
    const { report } = run;
    for (const note of menu.notes) report.warn(note);
    const links: NavigationLink[] = [];
    const unresolved: string[] = [];
    const all = depthFirst(menu.links);
    const flat = all.length <= LINKS_MAX ? all : all.filter(({ depth }) => depth === 0);
    for (const { link } of flat) {
      const resolved = this.resolve(link, run);
      if (resolved) links.push(resolved);
      else unresolved.push(link.label || `#${link.id}`);
    }
    const kept = links.slice(0, LINKS_MAX);
    const left = all.length - flat.length + (links.length - kept.length);
    const name = `The WordPress menu "${menu.name.slice(0, 100)}"`;
    if (unresolved.length > 0) report.warn(`${name}: links to items not published here left out: ${unresolved.slice(0, 20).join(', ')}${unresolved.length > 20 ? '…' : ''}`);
    if (left > 0) report.warn(`${name} has ${all.length} links; Folio's navigation is one row of at most ${LINKS_MAX}: ${left} (its sub-items first) were left out`);
    if (kept.length === 0) return;
    const current = await this.navigation.current();
    if (!sameLinks(current.primary, DEFAULT_NAVIGATION.primary)) {
      if (!sameLinks(current.primary, kept)) report.warn(`${name} was not applied: the site's navigation was edited already, and stays as it is`);
      return;
    }
    if (!run.dryRun) await this.navigation.replace({ primary: kept.map((link) => ({ ...link })), footer: current.footer.map((link) => ({ ...link })) });
    // The same words in a dry run and in the real one, so that the two reports can be compared line by line.
    report.warn(`${name} is the top navigation (${kept.length} links)`);
  }

  private resolve(link: ImportedMenuLink, run: ImportRunContext): NavigationLink | null {
    const { target } = link;
    let url: string;
    let title = '';
    if ('item' in target) {
      const address = run.addresses.get(target.item);
      if (!address) return null;
      url = address.url;
      title = address.title;
    } else if ('tag' in target) url = `/tag/${encodeURIComponent(slugify(target.tag))}`;
    else url = target.url;
    const label = (link.label || title).slice(0, LABEL_MAX).trim();
    if (!label || urlProblem('url', url) !== undefined) return null;
    return { label, url };
  }
}
