"""The compiled open-cards solver's answers on seeded positions, as one JSON line: a digest
and the first answers. packaging/test-windows runs it with the Windows build's Python under
Wine (its _csolver .pyd is the one the installer ships, compared byte for byte) and with
this machine's Linux Python; the two lines must be equal.

    python packaging/windows/solver_answers.py [N]

N seeded whole deals of every contract family at their first lead (ai/bench.py's positions),
each also after a few random moves; for each: the value, the nodes searched and every move's
value. It refuses to run on the pure-Python solver: it is the compiled one that is compared.
"""

import hashlib
import json
import random
import sys

from bschnapsen_gui.ai.bench import positions
from bschnapsen_gui.ai.fastsolver import CSolver, backend_name
from bschnapsen_gui.ai.solver import GENUG, apply_move


def main() -> int:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    if backend_name() != "c":
        print(json.dumps({"error": "the compiled solver is not available"}))
        return 1
    rng = random.Random(38)
    answers = []
    for st in positions(380, n, mixed=True):
        for moves in (0, rng.randrange(2, 9)):
            s = st
            for _ in range(moves):
                legal = [m for m in s.legal_moves() if m != GENUG]
                nxt, done = apply_move(s, rng.choice(legal))
                if done is not None:
                    break
                s = nxt
            solver = CSolver(s)
            answers.append([solver.solve(s), solver.nodes, solver.move_values(s)])
    text = json.dumps(answers, separators=(",", ":"))
    print(json.dumps({"positions": len(answers), "sha256": hashlib.sha256(text.encode()).hexdigest(),
                      "first": answers[:2]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
