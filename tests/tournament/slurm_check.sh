#!/bin/sh
# An event on Slurm, as docs/scale-out.md runs it: a single-node cluster of
# Debian's slurm-wlm and munge on this machine (munged, slurmctld and slurmd
# on localhost, with their own key, sockets, ports and files in a temporary
# folder), a 4-task job array of `veteran tournament EVENT --shard K/4`, the
# shards merged with --merge, and the result compared with the same event
# played in one process: the same games, move for move, and the same table.
# Skipped (77) without slurm-wlm and munge, or when not root (slurmd is).
set -u
veteran=$(realpath "$1") source=$(realpath "$2")
. "$source/pgn_games.sh"
for tool in munged slurmctld slurmd sbatch; do
  command -v $tool > /dev/null 2>&1 || PATH=$PATH:/usr/sbin
  command -v $tool > /dev/null 2>&1 || { echo "SKIP: $tool is not installed (tools/install-deps installs slurm-wlm and munge)"; exit 77; }
done
[ "$(id -u)" -eq 0 ] || { echo "SKIP: slurmd runs as root here (CI is root)"; exit 77; }
PATH=$PATH:/usr/games
work=$(mktemp -d)
cleanup() {
  for pid in slurmd slurmctld munged; do [ -s "$work/$pid.pid" ] && kill "$(cat "$work/$pid.pid")" 2> /dev/null; done
  sleep 1
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "FAIL: $*"
  for log in slurmctld.log slurmd.log munged.log; do [ -f "$work/$log" ] && { echo "--- $log"; tail -20 "$work/$log"; }; done
  exit 1
}
cd "$work" || exit 1
mkdir -p state spool event

# munge with a key of its own.
dd if=/dev/urandom of=munge.key bs=1024 count=1 2> /dev/null
chmod 400 munge.key
munged --force --socket="$work/munge.socket" --key-file="$work/munge.key" --pid-file="$work/munged.pid" \
  --log-file="$work/munged.log" --seed-file="$work/munge.seed" || fail "munged did not start"

port=$((17000 + $$ % 1000 * 2))
cat > slurm.conf <<CONF
ClusterName=veteran-ci
SlurmctldHost=localhost
SlurmctldPort=$port
SlurmdPort=$((port + 1))
AuthType=auth/munge
AuthInfo=socket=$work/munge.socket
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
NodeName=localhost CPUs=$(nproc) State=UNKNOWN
PartitionName=ci Nodes=localhost Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$work/slurm.conf"
slurmctld -c -f "$SLURM_CONF" || fail "slurmctld did not start"
slurmd -N localhost -f "$SLURM_CONF" || fail "slurmd did not start"
up=0
for i in $(seq 1 40); do
  sinfo -h -o '%T' 2> /dev/null | grep -Eq '^(idle|mixed|allocated)' && { up=1; break; }
  sleep 0.5
done
[ $up -eq 1 ] || fail "the node did not come up: $(sinfo 2>&1)"

# The event: three engines, 4 games a pairing, random openings from a seed.
cat > event/event.lua <<LUA
tournament { event = "Slurm CI", games = 4, tc = "st=30", pgn = "event.pgn",
             openings = { file = "$source/../../tournament/default/openings.pgn", order = "random", seed = 5 } }
engine { program = "microchess@native", level = 1 }
engine { program = "sargon@native", level = 1 }
engine { name = "Stockfish", command = installed("stockfish"), protocol = "uci", tc = "nodes=500",
         options = { Hash = 16, Threads = 1 } }
LUA
# The array script as docs/scale-out.md gives it.
cat > event/shards.sh <<SH
#!/bin/sh
#SBATCH --job-name=veteran-event
#SBATCH --array=1-4
#SBATCH --cpus-per-task=1
#SBATCH --output=shard-%a.out
exec "$veteran" tournament event.lua --shard "\$SLURM_ARRAY_TASK_ID/\$SLURM_ARRAY_TASK_COUNT"
SH
cd event || exit 1
sbatch --wait --chdir="$work/event" shards.sh > sbatch.txt 2>&1 || { cat sbatch.txt shard-*.out; fail "the job array failed"; }
cat sbatch.txt
for k in 1 2 3 4; do [ -s "$(ls event.shard-$k-of-4.pgn.*.journal 2> /dev/null)" ] || { cat shard-*.out; fail "shard $k wrote no journal"; }; done
"$veteran" tournament event.lua --merge . > merged.txt 2>&1 || { cat merged.txt; fail "the merge failed"; }
cat merged.txt
cp event.pgn merged.pgn
mkdir ../whole && cp event.lua ../whole/ && cd ../whole || exit 1
"$veteran" tournament event.lua > whole.txt 2>&1 || { cat whole.txt; fail "the event in one process failed"; }
# Wall times of external engines vary between runs; a comment is either
# "{+0.73/2 0.01s}" or, for a move without a score, "{0.01s}".
pgn_games event.pgn > whole.moves
pgn_games ../event/merged.pgn > merged.moves
cmp -s whole.moves merged.moves || { diff whole.moves merged.moves | head; fail "the merged event differs from the event in one process"; }
sed -n '/^Rank Engine/,$p' whole.txt > whole.table
sed -n '/^Rank Engine/,$p' ../event/merged.txt > merged.table
cmp -s whole.table merged.table || { diff whole.table merged.table; fail "the merged standings differ"; }
echo "the 4-shard Slurm array and the event in one process agree: $(grep -c '^\[Event ' event.pgn) games"
