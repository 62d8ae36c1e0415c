# Sourced by the Microchess user-file tests (after `what="the test"`, since
# sh passes no arguments to a sourced file): sets `image` to the first
# microchess.pap in VETERAN_ROMPATH, or says the test is skipped, by name, and
# exits 77 (ctest's SKIP_RETURN_CODE) when there is none.
#   what="microchess facts"; . microchess_image.sh
image=""
for d in $(echo "${VETERAN_ROMPATH:-}" | tr ':' ' '); do [ -f "$d/microchess.pap" ] && image="$d/microchess.pap" && break; done
[ -n "$image" ] || { echo "SKIPPED $what: no microchess.pap in VETERAN_ROMPATH"; exit 77; }
