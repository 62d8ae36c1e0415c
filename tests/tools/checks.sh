# Sourced by the tools' check scripts: a scratch folder ($work, removed at
# exit), and check WHAT COMMAND... counting passes and printing failures;
# finish prints the tally and sets the exit status.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
check() {  # what, condition...
  what=$1; shift
  if "$@"; then passed=$((passed + 1)); else echo "FAIL: $what"; failed=$((failed + 1)); fi
}
finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
