"""Play with friends: the table server, its protocol and a headless client (no Qt).

* :mod:`.protocol` — the version, message kinds, error and close codes, limits, names,
  codes and tokens; :mod:`.wire` — the engine's values (a seat's view, events, actions,
  refusals) as JSON.
* :mod:`.table` — one table: the engine's match, four seats, what each seat is told, the
  computers that sit in; :mod:`.thinking` — their shared thinking processes.
* :mod:`.server` — the asyncio ``websockets`` server; :mod:`.store` — the data folder.
* :mod:`.client` — the headless client; :mod:`.discovery` — DNS-SD on the local network.
* :mod:`.links` — links to a table, ``bauernschnapsen://HOST[:PORT][/PREFIX/…]/CODE``.
* :mod:`.cli` — ``bauernschnapsen --serve`` and ``--join``; :mod:`.bench` — the benchmark.

docs/protocol.md is the protocol's description.  This package imports engine, ai, storage
and resources, never Qt; the window never imports it before its first frame.
"""
