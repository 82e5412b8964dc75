import type { Core } from '@strapi/strapi';
import { CONTENT_MANAGER_LAYOUTS, type TypeLayout } from './layouts';

interface Metadata {
  edit?: Record<string, unknown>;
  list?: Record<string, unknown>;
}
interface Configuration {
  settings?: Record<string, unknown>;
  metadatas?: Record<string, Metadata>;
  layouts?: { list?: string[]; edit?: Array<Array<{ name: string; size: number }>> };
}
interface FieldSizes {
  hasFieldSize(type?: string): boolean;
  getFieldSize(type?: string): { default: number; isResizable: boolean };
}
type Attribute = { type?: string; customField?: string };

/** The edit form's rows: the layout's fields first, then the rest the Content Manager shows, packed into rows of 12. */
function editRows(
  layout: TypeLayout,
  shown: string[],
  attributes: Record<string, Attribute>,
  sizes: FieldSizes,
): Array<Array<{ name: string; size: number }>> {
  const named = layout.edit.filter((name) => shown.includes(name));
  const rest = shown.filter((name) => !named.includes(name));
  const rows: Array<Array<{ name: string; size: number }>> = [];
  let row: Array<{ name: string; size: number }> = [];
  let used = 0;
  for (const name of [...named, ...rest]) {
    const attribute = attributes[name];
    if (!attribute || layout.fields[name]?.visible === false) continue;
    const kind = sizes.hasFieldSize(attribute.customField) ? attribute.customField : attribute.type;
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

function configure(
  current: Configuration,
  layout: TypeLayout,
  attributes: Record<string, Attribute>,
  sizes: FieldSizes,
) {
  const metadatas: Record<string, Metadata> = { ...(current.metadatas ?? {}) };
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
  return {
    settings: {
      ...current.settings,
      mainField: attributes[layout.mainField] ? layout.mainField : current.settings?.mainField,
      ...(layout.defaultSortBy && known.has(layout.defaultSortBy)
        ? { defaultSortBy: layout.defaultSortBy, defaultSortOrder: layout.defaultSortOrder ?? 'ASC' }
        : {}),
    },
    metadatas,
    layouts: {
      ...current.layouts,
      list: layout.list.filter((name) => known.has(name) && metadatas[name]),
      edit: editRows(
        layout,
        (current.layouts?.edit ?? []).flat().map((el) => el.name),
        attributes,
        sizes,
      ),
    },
  };
}

/**
 * Writes the Content Manager's labels, hints, list columns, main fields and edit forms of every type in
 * CONTENT_MANAGER_LAYOUTS, so they come from code on every deploy (changes made in the admin's
 * "Configure the view" last until the next start). A type or field that no longer exists is skipped.
 */
export async function applyContentManagerLayouts(strapi: Core.Strapi) {
  const cm = strapi.plugin('content-manager');
  const sizes: FieldSizes = cm.service('field-sizes');
  for (const [uid, layout] of Object.entries(CONTENT_MANAGER_LAYOUTS)) {
    const isComponent = !uid.includes('::');
    const schema = (isComponent ? strapi.components[uid as never] : strapi.contentTypes[uid as never]) as
      { attributes: Record<string, Attribute> } | undefined;
    if (!schema) continue;
    const service = cm.service(isComponent ? 'components' : 'content-types');
    const current = (await service.findConfiguration({ uid })) as Configuration;
    await service.updateConfiguration({ uid }, configure(current, layout, schema.attributes, sizes));
  }
}
