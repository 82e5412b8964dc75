import type { Core, UID } from '@strapi/strapi';
import { CONTENT_MANAGER_LAYOUTS, type TypeLayout } from './layouts';
import { pluginService, type PluginService } from '../lib/services';

type Configuration = Awaited<ReturnType<PluginService<'content-manager', 'components'>['findConfiguration']>>;
type FieldSizes = PluginService<'content-manager', 'field-sizes'>;
type Attributes = Record<string, { type?: string; customField?: string }>;
type Cell = { name: string; size: number };

/** The edit form's rows: the layout's fields first, then the rest the Content Manager shows, packed into rows of 12. */
function editRows(layout: TypeLayout, shown: string[], attributes: Attributes, sizes: FieldSizes) {
  const named = Object.keys(layout.fields).filter((name) => shown.includes(name));
  const rest = shown.filter((name) => !named.includes(name));
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let used = 0;
  for (const name of [...named, ...rest]) {
    const attribute = attributes[name];
    if (!attribute || layout.fields[name]?.visible === false) continue;
    const kind =
      attribute.customField && sizes.hasFieldSize(attribute.customField) ? attribute.customField : attribute.type;
    const fieldSize = sizes.getFieldSize(kind);
    const wanted = layout.fields[name]?.size ?? fieldSize.default;
    const size = fieldSize.isResizable ? Math.min(Math.max(wanted, 1), 12) : fieldSize.default;
    if (used + size > 12) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push({ name, size });
    used += size;
  }
  if (row.length) rows.push(row);
  return rows;
}

function configure(current: Configuration, layout: TypeLayout, attributes: Attributes, sizes: FieldSizes) {
  const metadatas = { ...current.metadatas };
  for (const [name, look] of Object.entries(layout.fields)) {
    const meta = metadatas[name];
    if (!meta) continue;
    metadatas[name] = {
      edit: {
        ...meta.edit,
        label: look.label,
        description: look.description ?? '',
        ...(look.visible === false ? { visible: false } : {}),
        ...(look.editable === false ? { editable: false } : {}),
      },
      list: { ...meta.list, label: look.label },
    };
  }
  const known = new Set(['id', 'documentId', 'createdAt', 'updatedAt', ...Object.keys(attributes)]);
  const shown = (current.layouts?.edit ?? []).flat().map((el) => el.name);
  return {
    settings: {
      ...current.settings,
      mainField: attributes[layout.mainField] ? layout.mainField : current.settings?.mainField,
      ...(layout.newestFirst && known.has(layout.newestFirst)
        ? { defaultSortBy: layout.newestFirst, defaultSortOrder: 'DESC' }
        : {}),
    },
    metadatas,
    layouts: {
      ...current.layouts,
      list: layout.list.filter((name) => known.has(name) && metadatas[name]),
      edit: editRows(layout, shown, attributes, sizes),
    },
  };
}

/**
 * Writes the Content Manager's labels, hints, list columns, main fields and edit forms of every type in
 * CONTENT_MANAGER_LAYOUTS, so they come from code on every deploy (changes made in the admin's
 * "Configure the view" last until the next start). A type or field that no longer exists is skipped.
 */
export async function applyContentManagerLayouts(strapi: Core.Strapi) {
  const sizes = pluginService(strapi, 'content-manager', 'field-sizes');
  const components = pluginService(strapi, 'content-manager', 'components');
  const contentTypes = pluginService(strapi, 'content-manager', 'content-types');
  for (const [uid, layout] of Object.entries(CONTENT_MANAGER_LAYOUTS)) {
    const component = strapi.components[uid as UID.Component];
    const contentType = strapi.contentTypes[uid as UID.ContentType];
    if (component) {
      const current = await components.findConfiguration(component);
      await components.updateConfiguration(component, configure(current, layout, component.attributes, sizes));
    } else if (contentType) {
      const current = await contentTypes.findConfiguration(contentType);
      await contentTypes.updateConfiguration(contentType, configure(current, layout, contentType.attributes, sizes));
    }
  }
}
