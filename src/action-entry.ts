import { realServices } from './action/action-services.js';
import { runAction } from './action/run-action.js';
import { toolkitPort } from './action/toolkit-port.js';

const port = toolkitPort();
await runAction(port, realServices(port));
