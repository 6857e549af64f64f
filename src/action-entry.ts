import { runAction } from './action/run-action.js';
import { toolkitPort } from './action/toolkit-port.js';

await runAction(toolkitPort());
