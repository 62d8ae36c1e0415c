-- kotok@native (level 2: widths 4 3 2) against each other veteran veteran can
-- run: the natives always, the emulated programs when available() finds the
-- user's images. The period's tournament control of 40 moves in two hours
-- (7090 time for kotok, period or emulated time for the others), sixteen games
-- an opponent from openings of tournament/default/openings.pgn drawn at random
-- (a fixed seed: the same games every run).
-- Run by kotok_tournament_check.sh, which wants every game legal on kotok's
-- side and a game of 40 moves or more against each opponent.
tournament {
  event = "kotok@native against the veterans",
  pairing = "gauntlet",
  games = 16,
  openings = { file = "openings.pgn", order = "random", seed = 1962, plies = 4 },
  tc = "40/7200",
  concurrency = 2,
  pgn = "kotok-tournament.pgn",
}
engine { program = "kotok@native", level = 2 }
local opponents = {
  { "microchess@native", 3 }, { "sargon@native", 2 }, { "player@native" },
  { "microchess@kim1", 3 }, { "sargon@jupiter3", 2 }, { "microchess@altair", 3 },
}
for _, o in ipairs(opponents) do
  if available(o[1]) then engine { program = o[1], level = o[2] } end
end
