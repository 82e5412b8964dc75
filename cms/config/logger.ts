import { winston } from '@strapi/logger';
import { appConfig } from '../src/config/app-config';
import { logFormat } from '../src/lib/observability/log-format';

export default {
  level: appConfig.log.level,
  format: logFormat(appConfig.log),
  transports: [new winston.transports.Console()],
};
