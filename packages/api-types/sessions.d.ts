/** `POST /api/auth/sessions/end-others` */
export interface EndedSessions {
  ended: number;
}
