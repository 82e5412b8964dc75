import { clearSettingsCache } from '../../services/site-settings';

export default {
  afterCreate: clearSettingsCache,
  afterUpdate: clearSettingsCache,
  afterDelete: clearSettingsCache,
};
