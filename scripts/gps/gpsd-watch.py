#!/usr/bin/env python3
"""A raw gpsd client: record the TPV reports of a gpsd (docs/testing.md, "Navigation test").

    gpsd-watch.py HOST:PORT --seconds N -o TPV.ndjson [--idle S]

Connects over TCP, sends ?WATCH={"enable":true,"json":true}; and writes every TPV object, one a
line, with `received` added (our clock, UNIX seconds). Stops after N seconds, or after S seconds
without a TPV once one has come (the log has ended). Standard library only; exit 1 when gpsd
cannot be reached or sent no TPV at all.
"""
import argparse
import json
import socket
import sys
import time

NAME = "gpsd-watch"


def main():
    p = argparse.ArgumentParser(prog=NAME)
    p.add_argument("address", help="HOST:PORT of gpsd")
    p.add_argument("--seconds", type=float, required=True, help="record at most this long")
    p.add_argument("--idle", type=float, default=5.0, help="stop after this long without a TPV")
    p.add_argument("-o", "--output", required=True)
    args = p.parse_args()
    host, _, port = args.address.rpartition(":")
    try:
        sock = socket.create_connection((host, int(port)), timeout=5)
    except (OSError, ValueError) as e:
        sys.stderr.write(f"{NAME}: error: cannot connect to {args.address}: {e}\n")
        return 1
    sock.sendall(b'?WATCH={"enable":true,"json":true};\n')
    sock.settimeout(0.5)
    start = time.time()
    last = None
    count = 0
    buffer = b""
    with open(args.output, "w", encoding="utf-8") as out:
        while time.time() - start < args.seconds:
            if last is not None and time.time() - last > args.idle:
                break
            try:
                chunk = sock.recv(65536)
            except socket.timeout:
                continue
            if not chunk:
                break
            buffer += chunk
            *lines, buffer = buffer.split(b"\n")
            for line in lines:
                try:
                    report = json.loads(line)
                except ValueError:
                    continue
                if report.get("class") != "TPV":
                    continue
                last = time.time()
                report["received"] = round(last, 3)
                out.write(json.dumps(report) + "\n")
                out.flush()
                count += 1
    sock.close()
    if count == 0:
        sys.stderr.write(f"{NAME}: error: no TPV from {args.address} in {time.time() - start:.0f} s\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
