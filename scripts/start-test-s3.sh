#!/usr/bin/env bash
# A real S3 for tests: a single-node Ceph cluster (one monitor, one in-memory OSD) with the RADOS Gateway on
# 127.0.0.1:7480, which checks signatures like AWS S3 does. Installs Ceph from Debian if it is missing, and is
# idempotent: when the gateway already answers it only prints the settings. Run as root (CI) or with sudo.
#
#   eval "$(scripts/start-test-s3.sh)"   # exports S3_TEST_ENDPOINT, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY
#   scripts/start-test-s3.sh stop
#
# Everything lives in $S3_TEST_DIR (default /tmp/ddq-test-s3); objects are in memory and vanish on stop.
set -euo pipefail

DIR="${S3_TEST_DIR:-/tmp/ddq-test-s3}"
PORT="${S3_TEST_PORT:-7480}"
MON_PORT="${S3_TEST_MON_PORT:-6789}"
ACCESS_KEY="ddq-test-access-key"
SECRET_KEY="ddq-test-secret-key-0123456789abcdef"
CONF="$DIR/ceph.conf"
log() { echo "start-test-s3: $*" >&2; }

print_env() {
  echo "export S3_TEST_ENDPOINT=http://127.0.0.1:$PORT"
  echo "export S3_TEST_ACCESS_KEY_ID=$ACCESS_KEY"
  echo "export S3_TEST_SECRET_ACCESS_KEY=$SECRET_KEY"
}

gateway_up() { curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$PORT/" 2>/dev/null; }

stop_cluster() {
  for pidfile in "$DIR"/run/*.pid; do
    [ -f "$pidfile" ] || continue
    pid="$(cat "$pidfile")"
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
    rm -f "$pidfile"
  done
}

if [ "${1:-}" = "stop" ]; then
  stop_cluster
  rm -rf "$DIR"
  exit 0
fi

if gateway_up; then
  print_env
  exit 0
fi

if ! command -v radosgw >/dev/null 2>&1 || ! command -v ceph-osd >/dev/null 2>&1 || ! command -v ceph-mon >/dev/null 2>&1; then
  log "installing Ceph (ceph-mon, ceph-osd, radosgw) from Debian"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ceph-mon ceph-osd radosgw >/dev/null
fi
need=()
command -v uuidgen >/dev/null 2>&1 || need+=(uuid-runtime)
command -v curl >/dev/null 2>&1 || need+=(curl)
if [ ${#need[@]} -gt 0 ]; then DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null; fi

# A previous run that is half up (or whose in-memory OSD is gone) is thrown away and started fresh.
stop_cluster
rm -rf "$DIR"
mkdir -p "$DIR/mon" "$DIR/osd" "$DIR/rgw" "$DIR/run" "$DIR/log"
FSID="$(uuidgen)"

cat >"$CONF" <<EOF
[global]
fsid = $FSID
mon host = v1:127.0.0.1:$MON_PORT
public network = 127.0.0.1/32
auth cluster required = none
auth service required = none
auth client required = none
ms_mon_client_mode = crc secure
run dir = $DIR/run
pid file = $DIR/run/\$name.pid
admin socket = $DIR/run/\$name.asok
log file = $DIR/log/\$name.log
keyring = $DIR/keyring
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd crush chooseleaf type = 0
mon allow pool size one = true
mon warn on pool no redundancy = false
mon max pg per osd = 1000
osd objectstore = memstore
memstore device bytes = 2147483648
rgw frontends = beast endpoint=127.0.0.1:$PORT
rgw dns name = 127.0.0.1
[mon.a]
mon data = $DIR/mon
[osd.0]
osd data = $DIR/osd
[client.rgw.test]
rgw data = $DIR/rgw
EOF

ceph-authtool --create-keyring "$DIR/keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
monmaptool --create --fsid "$FSID" --addv a "[v1:127.0.0.1:$MON_PORT]" "$DIR/monmap" >/dev/null
ceph-mon -c "$CONF" --mkfs -i a --monmap "$DIR/monmap" --keyring "$DIR/keyring"
ceph-mon -c "$CONF" -i a

OSD_UUID="$(uuidgen)"
OSD_ID="$(ceph -c "$CONF" --connect-timeout 30 osd new "$OSD_UUID")"
ceph-osd -c "$CONF" -i "$OSD_ID" --mkfs --osd-uuid "$OSD_UUID" >/dev/null 2>&1
# The OSD's first start can fail while the monitor is still settling (seen: Pacific 16.2.15 sends its first
# command with an empty fsid and gives up, exit 250); a second start finds the map and comes up.
for attempt in 1 2 3 4 5; do
  ceph-osd -c "$CONF" -i "$OSD_ID" && break
  [ "$attempt" = 5 ] && { log "the OSD did not start; see $DIR/log"; exit 1; }
  log "the OSD did not start (attempt $attempt); starting it again"
  sleep 1
done

radosgw -c "$CONF" -n client.rgw.test

for _ in $(seq 1 120); do
  gateway_up && break
  sleep 0.5
done
gateway_up || { log "the gateway did not come up; see $DIR/log"; exit 1; }

radosgw-admin -c "$CONF" user create --uid=ddq-test --display-name="DDQ tests" \
  --access-key="$ACCESS_KEY" --secret-key="$SECRET_KEY" >/dev/null
log "RADOS Gateway up on 127.0.0.1:$PORT"
print_env
