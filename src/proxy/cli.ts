#!/usr/bin/env node
// The package's bin, `npx video-content-widgets-proxy`: the command on this process.
import {runCommand} from './command.js';

runCommand(process);
