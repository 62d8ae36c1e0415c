# Sourced by the 8080 Microchess user-file tests (after `what="the test"`):
# sets `image` to the first microchess-2sio.bin or microchess-2sio.hex in
# VETERAN_ROMPATH (docs/altair8800.md says how to make it), or says the test
# is skipped, by name, and exits 77 when there is none.
image=""
for d in $(echo "${VETERAN_ROMPATH:-}" | tr ':' ' '); do
  for f in microchess-2sio.bin microchess-2sio.hex; do
    [ -z "$image" ] && [ -f "$d/$f" ] && image="$d/$f"
  done
done
[ -n "$image" ] || { echo "SKIPPED $what: no microchess-2sio.bin or .hex in VETERAN_ROMPATH"; exit 77; }
case "$image" in *.bin) image="$image@0000" ;; esac
