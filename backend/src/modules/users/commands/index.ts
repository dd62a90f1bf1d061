import { SignInHandler } from './sign-in.command.js';

export const userCommandHandlers = [SignInHandler];
