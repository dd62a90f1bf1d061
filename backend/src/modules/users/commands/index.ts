import { SignInHandler } from './sign-in.command.js';
import { UpdateProfileHandler } from './update-profile.command.js';

export const userCommandHandlers = [SignInHandler, UpdateProfileHandler];
