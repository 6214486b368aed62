/** A card match's two seats and its status: what the engine, the views and the legal-move query all name. */
export type Seat = 'player_a' | 'player_b';
export type CardGameStatus = 'in_progress' | 'completed' | 'forfeited';
