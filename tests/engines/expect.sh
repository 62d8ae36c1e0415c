# Sourced by the bridge checks: expect WHAT OUTPUT LINE... passes when each
# LINE is in OUTPUT, in that order; otherwise it prints OUTPUT and sets fail=1.
fail=0
expect() {
  what=$1 out=$2; shift 2
  rest=$out
  for line in "$@"; do
    case "$rest" in
      *"$line"*) rest=${rest#*"$line"} ;;
      *) echo "FAIL: $what: expected '$line' in:"; echo "$out"; fail=1; return ;;
    esac
  done
  echo "ok: $what"
}
