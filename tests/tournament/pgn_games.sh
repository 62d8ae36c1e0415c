# shellcheck shell=sh
# Sourced by the tests that compare the games of two runs (the same match twice, resumed against
# played through, shards against one process, veteran against cutechess-cli's recordings).
# pgn_games PGN prints the file's games one a line, without what the wall clock writes: the Date
# and timing tags, the think times in the comments and a comment that is only a time, whatever
# line breaks the times' widths made. PGN_GAMES_DROP_TAGS (a|b|c) leaves out more tags.
# A missing file (a match that wrote no PGN) prints "(no PGN written)".
pgn_games() {
  [ -f "$1" ] || { echo "(no PGN written)"; return; }
  grep -Ev "^\[(GameStartTime|GameEndTime|GameDuration|Date${PGN_GAMES_DROP_TAGS:+|$PGN_GAMES_DROP_TAGS}) " "$1" |
    tr '\n' ' ' | sed -e 's/ [0-9.]*s\([,}]\)/\1/g' -e 's/{[0-9.]*s}//g' -e 's/  */ /g' -e 's/\[Event /\n[Event /g'
  echo
}
