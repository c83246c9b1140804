#!/usr/bin/env python3
"""Adjusts the configuration that valhalla_build_config wrote (scripts/engines.sh).

    valhalla_config.py build BASE FINAL_DIR BUILD_DIR   the config to build tiles with: every
                                                       path under FINAL_DIR moved to BUILD_DIR
    valhalla_config.py serve BASE LISTEN RUN_DIR        the config to serve with: listening on
                                                       LISTEN only, its sockets in RUN_DIR
"""
import json
import sys


def moved(value, old, new):
    if isinstance(value, dict):
        return {k: moved(v, old, new) for k, v in value.items()}
    if isinstance(value, list):
        return [moved(v, old, new) for v in value]
    if isinstance(value, str) and (value == old or value.startswith(old + "/")):
        return new + value[len(old):]
    return value


def main(argv):
    if len(argv) == 5 and argv[1] == "build":
        config = moved(json.load(open(argv[2])), argv[3], argv[4])
    elif len(argv) == 5 and argv[1] == "serve":
        config = json.load(open(argv[2]))
        service = config["httpd"]["service"]
        service["listen"] = argv[3]
        service["loopback"] = f"ipc://{argv[4]}/loopback"
        service["interrupt"] = f"ipc://{argv[4]}/interrupt"
        # Stop at once when told to (the default drains for 28 s).
        service["drain_seconds"] = 0
        service["shutdown_seconds"] = 0
    else:
        sys.stderr.write(__doc__)
        return 64
    # No tar extract of the tiles: they are read from tile_dir.
    config["mjolnir"]["tile_extract"] = ""
    config["mjolnir"]["traffic_extract"] = ""
    json.dump(config, sys.stdout, indent=2, sort_keys=True)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
