#!/bin/sh
# veteran gui in a real window on an X server (Xvfb): it starts, draws what
# is not a blank screen (ImageMagick's import of the root window), and quits
# cleanly (status 0) on a close: SIGTERM, which SDL turns into its quit event.
#   xvfb_window.sh VETERAN
set -u
veteran=$1
for tool in xvfb-run import convert; do
  command -v "$tool" > /dev/null || { echo "SKIPPED gui.xvfb: $tool is not installed (tools/install-deps)"; exit 77; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/session.sh" <<SESSION
XDG_CONFIG_HOME="$work/config" "$veteran" gui > "$work/gui.log" 2>&1 &
pid=\$!
# Screenshots until the window has drawn (not a blank screen), however long a
# loaded machine takes to start it; the test's timeout bounds the wait.
tries=0
while kill -0 \$pid 2>/dev/null && [ \$tries -lt 400 ]; do
  tries=\$((tries + 1))
  import -window root "$work/screen.png" 2>/dev/null &&
    convert "$work/screen.png" -colorspace Gray -format "%[fx:standard_deviation > 0.05]" info: | grep -q 1 && break
  sleep 0.2
done
kill -TERM \$pid
wait \$pid
echo \$? > "$work/status"
SESSION
timeout 90 xvfb-run -a -s "-screen 0 1280x800x24" sh "$work/session.sh"
cat "$work/gui.log"
[ -f "$work/screen.png" ] || { echo "FAIL: no screenshot of the X screen"; exit 1; }
deviation=$(convert "$work/screen.png" -colorspace Gray -format "%[fx:standard_deviation]" info:)
echo "screen: $(identify "$work/screen.png" | cut -d' ' -f2-4), grey standard deviation $deviation"
awk -v d="$deviation" 'BEGIN { exit !(d > 0.05) }' || { echo "FAIL: the screen is blank"; exit 1; }
status=$(cat "$work/status" 2>/dev/null)
[ "$status" = 0 ] || { echo "FAIL: veteran gui exited with status '$status' on a close"; exit 1; }
echo "1 passed, 0 failed"
