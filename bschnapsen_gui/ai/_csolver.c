/* The open-cards solver of ai/solver.py, compiled.
 *
 * This is a line-by-line mirror of solver.Solver's search (_node, _follow, _last_trick,
 * _trick_done, _store): the same alpha-beta, the same transposition table (keyed by the
 * same facts, never overwritten by another position), the same move ordering.  It visits
 * the same nodes in the same order, so its values and node counts are the pure solver's;
 * tests/ai/test_csolver.py holds it to that.  The tables that decide the ordering (powers,
 * "beats" masks, the by-power and by-Augen orders) are handed in by ai/fastsolver.py from
 * the pure solver's own attributes, so there is one definition of each.
 *
 * Only the CPython C API; no C++, no run-time dependency.  The search runs without the
 * GIL and takes it back to call the ``poll`` callable every POLL_EVERY nodes; an exception
 * from poll aborts the search and propagates (the pure solver's cancellation).
 *
 * Built by setup.py (an optional extension: no compiler, no compiled solver).  After an
 * edit here, rebuild in place with `pip install -e .` (./run-tests does that).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define INF 100
#define GENUG 24
#define MARRIAGE0 20
#define G_NORMAL 0
#define G_NO_TRICK 1
#define G_ALL_TRICKS 2
#define G_SCHNAPSER 3
#define G_SCHNAPSER_TEAM 4
/* The engine's thresholds (engine/scoring.py: GENUG_AUGEN, SCHNEIDER_AUGEN; docs/rules.md
 * §8): fastsolver.py sets them with set_thresholds() when it imports this module, so the
 * rule is written once, in the engine.  0 until then: a Search refuses to start. */
static int WIN_AUGEN = 0;
static int SCHNEIDER_AUGEN = 0;
#define POLL_MASK 2047    /* poll every 2048 nodes */
#define FULL ((1u << 20) - 1)
#define PAIR_MASK(s) ((1u << (5 * (s) + 2)) | (1u << (5 * (s) + 3)))
#define SUIT_MASK(s) (0x1Fu << (5 * (s)))
#define SUIT_OF(c) ((c) / 5)

typedef struct {
    uint64_t k0, k1; /* k1 has bit 63 set when the slot is used */
    int8_t lo, hi, move;
} Entry;

typedef struct {
    PyObject_HEAD
    int trump, stich, goal, decl, so, dteam, win, ncards, marr;
    int seq[4][4];
    int pw[20];
    int augen[20];
    uint32_t above[20];
    uint32_t beat[20];
    int by_power[20];
    int by_augen[20];
    int by_augen_desc[20];
    Entry *tt;
    size_t cap, used;
    long long nodes;
    PyObject *poll;
    PyThreadState *save;
    int err;  /* set when poll raised or memory ran out: unwind */
    int busy;
} Search;

/* ---- transposition table ------------------------------------------------------------ */

static inline uint64_t mix(uint64_t a, uint64_t b) {
    uint64_t z = a ^ (b * 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static Entry *tt_find(Search *S, uint64_t k0, uint64_t k1) {
    if (!S->cap) return NULL;
    size_t m = S->cap - 1, i = (size_t)mix(k0, k1) & m;
    for (;;) {
        Entry *e = &S->tt[i];
        if (!e->k1) return NULL;
        if (e->k0 == k0 && e->k1 == k1) return e;
        i = (i + 1) & m;
    }
}

static int tt_grow(Search *S) {
    size_t ncap = S->cap ? S->cap * 2 : (1u << 8);
    Entry *n = (Entry *)calloc(ncap, sizeof(Entry));
    if (!n) return -1;
    for (size_t j = 0; j < S->cap; j++) {
        Entry *e = &S->tt[j];
        if (!e->k1) continue;
        size_t i = (size_t)mix(e->k0, e->k1) & (ncap - 1);
        while (n[i].k1) i = (i + 1) & (ncap - 1);
        n[i] = *e;
    }
    free(S->tt);
    S->tt = n;
    S->cap = ncap;
    return 0;
}

static void store(Search *S, uint64_t k0, uint64_t k1, int v, int alpha0, int beta0, int move) {
    Entry *e = tt_find(S, k0, k1);
    if (!e) {
        if ((S->used + 1) * 2 > S->cap && tt_grow(S) < 0) {
            S->err = 2;
            return;
        }
        size_t m = S->cap - 1, i = (size_t)mix(k0, k1) & m;
        while (S->tt[i].k1) i = (i + 1) & m;
        e = &S->tt[i];
        e->k0 = k0;
        e->k1 = k1;
        e->lo = -INF;
        e->hi = INF;
        S->used++;
    }
    int lo = e->lo, hi = e->hi;
    if (v <= alpha0) {
        if (v < hi) hi = v;
    } else if (v >= beta0) {
        if (v > lo) lo = v;
    } else {
        lo = hi = v;
    }
    e->lo = (int8_t)lo;
    e->hi = (int8_t)hi;
    e->move = (int8_t)move;
}

/* ---- polling ------------------------------------------------------------------------ */

static int do_poll(Search *S) {
    PyEval_RestoreThread(S->save);
    int bad = 0;
    if (S->poll) {
        PyObject *r = PyObject_CallNoArgs(S->poll);
        if (!r) bad = 1;
        else Py_DECREF(r);
    } else if (PyErr_CheckSignals() < 0) {
        bad = 1;
    }
    S->save = PyEval_SaveThread();
    if (bad) S->err = 1;
    return bad;
}

/* ---- search ------------------------------------------------------------------------- */

static inline int bitlen(uint32_t x) { /* Python's int.bit_length() */
    int n = 0;
    while (x) { n++; x >>= 1; }
    return n;
}

static inline void make_key(uint32_t *h, uint64_t extra, uint64_t *k0, uint64_t *k1) {
    *k0 = (uint64_t)h[0] | ((uint64_t)h[1] << 20) | ((uint64_t)h[2] << 40) | ((uint64_t)h[3] << 60);
    *k1 = ((uint64_t)h[3] >> 4) | (extra << 16) | (1ull << 63);
}

static int node(Search *S, uint32_t *h, int leader, int a0, int a1, int t0, int t1, int n0, int n1,
                int ntr, int pend, int gopen, int alpha, int beta);

static int trick_done(Search *S, uint32_t *h, int ws, int taug, int a0, int a1, int t0, int t1,
                      int n0, int n1, int ntr, int alpha, int beta) {
    int team = ws & 1;
    if (team) { a1 += taug; t1 += 1; }
    else { a0 += taug; t0 += 1; }
    int goal = S->goal;
    if (goal == G_NORMAL) {
        if (ntr == 5) return team ? -1 : 1;
        return node(S, h, ws, a0, a1, t0, t1, n0, n1, ntr, -1, 1, alpha, beta);
    }
    if (goal == G_NO_TRICK) {
        if (ws == S->decl) return -S->win;
        if (ntr == 5) return S->win;
    } else if (goal == G_ALL_TRICKS) {
        if (ws != S->decl) return -S->win;
        if (ntr == 5) return S->win;
    } else {
        int ok = goal == G_SCHNAPSER ? ws == S->decl : team == S->dteam;
        if (!ok) return -S->win;
        if (S->dteam == 0) {
            if (a0 + n0 >= WIN_AUGEN) return S->win;
        } else if (a1 + n1 >= WIN_AUGEN) {
            return S->win;
        }
        if (ntr == 3) return -S->win;
    }
    return node(S, h, ws, a0, a1, t0, t1, n0, n1, ntr, -1, 0, alpha, beta);
}

static int last_trick(Search *S, uint32_t *h, int leader, int a0, int a1, int t0, int t1, int n0,
                      int n1) {
    int wseat = leader;
    int wcard = bitlen(h[leader] & FULL) - 1;
    int taug = S->augen[wcard];
    for (int k = 1; k < S->ncards; k++) {
        int seat = S->seq[leader][k];
        int c = bitlen(h[seat] & FULL) - 1;
        taug += S->augen[c];
        int sc = SUIT_OF(c);
        if (sc == SUIT_OF(wcard)) {
            if (S->pw[c] > S->pw[wcard]) { wseat = seat; wcard = c; }
        } else if (sc == S->trump) {
            wseat = seat;
            wcard = c;
        }
    }
    uint32_t zero[4] = {0, 0, 0, 0};
    return trick_done(S, zero, wseat, taug, a0, a1, t0, t1, n0, n1, 5, -INF, INF);
}

static int follow(Search *S, uint32_t *h, int leader, int n, int led, int wseat, int wcard, int taug,
                  int a0, int a1, int t0, int t1, int n0, int n1, int ntr, int alpha, int beta) {
    int seat = S->seq[leader][n];
    uint32_t hand = h[seat] & FULL;
    int maxi = !(seat & 1);
    int trump = S->trump;
    uint32_t cards;
    uint32_t same = hand & SUIT_MASK(led);
    if (same) {
        cards = same;
        if (S->stich && SUIT_OF(wcard) == led) {
            uint32_t higher = same & S->above[wcard];
            if (higher) cards = higher;
        }
    } else {
        cards = hand;
        if (trump >= 0) {
            uint32_t tr = hand & SUIT_MASK(trump);
            if (tr) {
                cards = tr;
                if (S->stich && SUIT_OF(wcard) == trump) {
                    uint32_t over = tr & S->above[wcard];
                    if (over) cards = over;
                }
            }
        }
    }
    int ol[20];
    int no = 0;
    if (!(cards & (cards - 1))) {
        ol[no++] = bitlen(cards) - 1;
    } else {
        uint32_t win = cards & S->beat[wcard];
        uint32_t lose = cards & ~win;
        if (S->goal == G_NO_TRICK) {
            if (seat == S->decl) {
                for (int i = 0; i < 20; i++) if (lose >> S->by_power[i] & 1) ol[no++] = S->by_power[i];
                for (int i = 0; i < 20; i++) if (win >> S->by_power[i] & 1) ol[no++] = S->by_power[i];
            } else {
                for (int i = 0; i < 20; i++) if (cards >> S->by_power[i] & 1) ol[no++] = S->by_power[i];
            }
        } else if ((wseat & 1) == (seat & 1)) {
            for (int i = 0; i < 20; i++) if (lose >> S->by_augen_desc[i] & 1) ol[no++] = S->by_augen_desc[i];
            for (int i = 0; i < 20; i++) if (win >> S->by_augen[i] & 1) ol[no++] = S->by_augen[i];
        } else {
            for (int i = 0; i < 20; i++) if (win >> S->by_augen[i] & 1) ol[no++] = S->by_augen[i];
            for (int i = 0; i < 20; i++) if (lose >> S->by_augen[i] & 1) ol[no++] = S->by_augen[i];
        }
    }
    int last = n + 1 == S->ncards;
    int sw = SUIT_OF(wcard);
    int pww = S->pw[wcard];
    int best = maxi ? -INF : INF;
    for (int k = 0; k < no; k++) {
        int c = ol[k];
        int sc = SUIT_OF(c);
        int nws, nwc, v;
        if ((sc == sw && S->pw[c] > pww) || (sc == trump && sw != trump)) { nws = seat; nwc = c; }
        else { nws = wseat; nwc = wcard; }
        h[seat] ^= 1u << c;
        if (last)
            v = trick_done(S, h, nws, taug + S->augen[c], a0, a1, t0, t1, n0, n1, ntr + 1, alpha, beta);
        else
            v = follow(S, h, leader, n + 1, led, nws, nwc, taug + S->augen[c], a0, a1, t0, t1, n0, n1, ntr,
                       alpha, beta);
        h[seat] ^= 1u << c;
        if (S->err) return 0;
        if (maxi) {
            if (v > best) {
                best = v;
                if (v > alpha) alpha = v;
            }
        } else if (v < best) {
            best = v;
            if (v < beta) beta = v;
        }
        if (alpha >= beta) break;
    }
    return best;
}

static int node(Search *S, uint32_t *h, int leader, int a0, int a1, int t0, int t1, int n0, int n1,
                int ntr, int pend, int gopen, int alpha, int beta) {
    S->nodes++;
    if (!(S->nodes & POLL_MASK) && do_poll(S)) return 0;
    int seat = leader;
    uint32_t hand = h[seat] & FULL;
    int maxi = !(seat & 1);
    int goal = S->goal;
    int haskey = 0;
    uint64_t k0 = 0, k1 = 0;
    int ttbest = -1;
    int alpha0 = alpha, beta0 = beta;
    if (pend < 0) {
        uint64_t extra;
        if (goal == G_NORMAL)
            extra = (uint64_t)leader | ((uint64_t)a0 << 2) | ((uint64_t)(t0 > 0) << 9) | ((uint64_t)(t1 > 0) << 10)
                    | ((uint64_t)n0 << 11) | ((uint64_t)n1 << 19);
        else if (goal == G_NO_TRICK || goal == G_ALL_TRICKS)
            extra = (uint64_t)leader;
        else if (S->dteam == 0)
            extra = (uint64_t)leader | ((uint64_t)a0 << 2) | ((uint64_t)n0 << 9);
        else
            extra = (uint64_t)leader | ((uint64_t)a1 << 2) | ((uint64_t)n1 << 9);
        make_key(h, extra, &k0, &k1);
        haskey = 1;
        Entry *e = tt_find(S, k0, k1);
        if (e) {
            int lo = e->lo, hi = e->hi;
            ttbest = e->move;
            if (lo >= beta) return lo;
            if (hi <= alpha) return hi;
            if (lo == hi) return lo;
            if (lo > alpha) alpha = lo;
            if (hi < beta) beta = hi;
        }
    }
    int best = maxi ? -INF : INF;
    int bestmove = -1;
    if (gopen) {
        int team = seat & 1, own, opa, opt;
        if (team == 0) {
            own = a0 + (t0 ? n0 : 0);
            opa = a1 + (t1 ? n1 : 0);
            opt = t1;
        } else {
            own = a1 + (t1 ? n1 : 0);
            opa = a0 + (t0 ? n0 : 0);
            opt = t0;
        }
        int pts = opt == 0 ? 3 : (opa < SCHNEIDER_AUGEN ? 2 : 1);
        if (own >= WIN_AUGEN) return team == 0 ? pts : -pts;
        best = team == 0 ? -pts : pts;
        bestmove = GENUG;
        if (maxi) {
            if (best > alpha) alpha = best;
        } else if (best < beta) {
            beta = best;
        }
        if (alpha >= beta) return best;
    }
    if (ntr == 4 && pend < 0) {
        int v = last_trick(S, h, leader, a0, a1, t0, t1, n0, n1);
        if (S->err) return 0;
        if (maxi) return v > best ? v : best;
        return v < best ? v : best;
    }
    uint32_t cards;
    if (pend >= 0) {
        cards = hand & PAIR_MASK(pend);
    } else {
        cards = hand;
        if (S->marr && (goal == G_NORMAL || (goal == G_SCHNAPSER && seat == S->decl)
                        || (goal == G_SCHNAPSER_TEAM && (seat & 1) == S->dteam))) {
            for (int s = 0; s < 4; s++) {
                uint32_t pm = PAIR_MASK(s);
                if ((hand & pm) != pm) continue;
                int val = s == S->trump ? 40 : 20;
                int m0, m1;
                if (seat & 1) { m1 = n1 + val; m0 = n0; }
                else { m0 = n0 + val; m1 = n1; }
                int v = 0, known = 0;
                if (goal != G_NORMAL) {
                    if (S->dteam == 0) {
                        if (t0 && !t1 && a0 + m0 >= WIN_AUGEN) { v = S->win; known = 1; }
                    } else if (t1 && !t0 && a1 + m1 >= WIN_AUGEN) {
                        v = S->win;
                        known = 1;
                    }
                }
                if (!known) {
                    v = node(S, h, leader, a0, a1, t0, t1, m0, m1, ntr, s, goal == G_NORMAL || gopen, alpha, beta);
                    if (S->err) return 0;
                }
                if (maxi) {
                    if (v > best) {
                        best = v;
                        bestmove = MARRIAGE0 + s;
                        if (v > alpha) alpha = v;
                    }
                } else if (v < best) {
                    best = v;
                    bestmove = MARRIAGE0 + s;
                    if (v < beta) beta = v;
                }
                if (alpha >= beta) {
                    if (haskey) store(S, k0, k1, best, alpha0, beta0, bestmove);
                    return best;
                }
            }
        }
    }
    int ol[20];
    int no = 0;
    for (int i = 0; i < 20; i++)
        if (cards >> S->by_power[i] & 1) ol[no++] = S->by_power[i];
    if (ttbest >= 0 && ttbest < 20 && (cards >> ttbest & 1) && ol[0] != ttbest) {
        int j = 0;
        while (ol[j] != ttbest) j++;
        for (; j > 0; j--) ol[j] = ol[j - 1];
        ol[0] = ttbest;
    }
    for (int k = 0; k < no; k++) {
        int c = ol[k];
        h[seat] ^= 1u << c;
        int v = follow(S, h, leader, 1, SUIT_OF(c), seat, c, S->augen[c], a0, a1, t0, t1, n0, n1, ntr, alpha, beta);
        h[seat] ^= 1u << c;
        if (S->err) return 0;
        if (maxi) {
            if (v > best) {
                best = v;
                bestmove = c;
                if (v > alpha) alpha = v;
            }
        } else if (v < best) {
            best = v;
            bestmove = c;
            if (v < beta) beta = v;
        }
        if (alpha >= beta) break;
    }
    if (haskey) store(S, k0, k1, best, alpha0, beta0, bestmove);
    return best;
}

/* ---- the Python type ---------------------------------------------------------------- */

static int read_ints(PyObject *seq, int *out, int n, const char *what) {
    PyObject *f = PySequence_Fast(seq, what);
    if (!f) return -1;
    if (PySequence_Fast_GET_SIZE(f) != n) {
        Py_DECREF(f);
        PyErr_Format(PyExc_ValueError, "%s: expected %d items", what, n);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(f, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(f);
            return -1;
        }
        out[i] = (int)v;
    }
    Py_DECREF(f);
    return 0;
}

static int Search_init(Search *S, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"trump", "stichzwang", "goal", "declarer", "sitting_out", "power", "augen",
                             "above", "beat", "by_power", "by_augen", "poll", NULL};
    PyObject *pw, *au, *ab, *be, *bp, *ba, *poll = Py_None;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "ipiiiOOOOOO|O", kwlist, &S->trump, &S->stich, &S->goal,
                                     &S->decl, &S->so, &pw, &au, &ab, &be, &bp, &ba, &poll))
        return -1;
    if (S->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this solver is searching");
        return -1;
    }
    if (WIN_AUGEN == 0) {
        PyErr_SetString(PyExc_RuntimeError, "set_thresholds() was not called (fastsolver.py does it)");
        return -1;
    }
    int tmp[20];
    if (read_ints(pw, S->pw, 20, "power") < 0 || read_ints(au, S->augen, 20, "augen") < 0
        || read_ints(bp, S->by_power, 20, "by_power") < 0 || read_ints(ba, S->by_augen, 20, "by_augen") < 0)
        return -1;
    for (int i = 0; i < 20; i++) {
        if (S->by_power[i] < 0 || S->by_power[i] >= 20 || S->by_augen[i] < 0 || S->by_augen[i] >= 20) {
            PyErr_SetString(PyExc_ValueError, "card orders must hold card indices");
            return -1;
        }
        S->by_augen_desc[i] = S->by_augen[19 - i];
    }
    if (read_ints(ab, tmp, 20, "above") < 0) return -1;
    for (int i = 0; i < 20; i++) S->above[i] = (uint32_t)tmp[i];
    if (read_ints(be, tmp, 20, "beat") < 0) return -1;
    for (int i = 0; i < 20; i++) S->beat[i] = (uint32_t)tmp[i];
    if (S->goal < G_NORMAL || S->goal > G_SCHNAPSER_TEAM || S->decl < 0 || S->decl > 3 || S->so < -1 || S->so > 3
        || S->trump < -1 || S->trump > 3) {
        PyErr_SetString(PyExc_ValueError, "bad goal, declarer, sitting-out seat or trump");
        return -1;
    }
    S->dteam = S->decl & 1;
    S->win = S->dteam == 0 ? 1 : -1;
    for (int leader = 0; leader < 4; leader++) {
        int k = 0;
        for (int j = 0; j < 4; j++) {
            int s = (leader + j) % 4;
            if (s != S->so) S->seq[leader][k++] = s;
        }
        for (; k < 4; k++) S->seq[leader][k] = -1;
    }
    S->ncards = S->so >= 0 ? 3 : 4;
    S->marr = S->goal == G_NORMAL || S->goal == G_SCHNAPSER || S->goal == G_SCHNAPSER_TEAM;
    Py_XSETREF(S->poll, poll == Py_None ? NULL : Py_NewRef(poll));
    free(S->tt);
    S->tt = NULL;
    S->cap = S->used = 0;
    S->nodes = 0;
    return 0;
}

static void Search_dealloc(Search *S) {
    free(S->tt);
    Py_XDECREF(S->poll);
    Py_TYPE(S)->tp_free((PyObject *)S);
}

/* probe(hands, leader, n, led, wseat, wcard, taug, a0, a1, t0, t1, n0, n1, ntricks, pending,
 *       genug_open, alpha, beta) -> int; n > 0: a trick is in progress (Solver._follow). */
static PyObject *Search_probe(Search *S, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 18) {
        PyErr_SetString(PyExc_TypeError, "probe() takes 18 arguments");
        return NULL;
    }
    int h4[4];
    if (read_ints(args[0], h4, 4, "hands") < 0) return NULL;
    int a[17];
    for (int i = 0; i < 17; i++) {
        long v = PyLong_AsLong(args[i + 1]);
        if (v == -1 && PyErr_Occurred()) return NULL;
        a[i] = (int)v;
    }
    int leader = a[0], n = a[1], led = a[2], ws = a[3], wc = a[4], taug = a[5];
    if (leader < 0 || leader > 3 || leader == S->so || n < 0 || n >= S->ncards || (n > 0 && (wc < 0 || wc >= 20 || led < 0 || led > 3))) {
        PyErr_SetString(PyExc_ValueError, "bad position");
        return NULL;
    }
    uint32_t h[4];
    for (int i = 0; i < 4; i++) h[i] = i == S->so ? 0 : ((uint32_t)h4[i] & FULL);
    if (S->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this solver is already searching");
        return NULL;
    }
    S->busy = 1;
    S->err = 0;
    int v;
    S->save = PyEval_SaveThread();
    if (n > 0)
        v = follow(S, h, leader, n, led, ws, wc, taug, a[6], a[7], a[8], a[9], a[10], a[11], a[12], a[15], a[16]);
    else
        v = node(S, h, leader, a[6], a[7], a[8], a[9], a[10], a[11], a[12], a[13], a[14] != 0, a[15], a[16]);
    PyEval_RestoreThread(S->save);
    S->busy = 0;
    if (S->err == 1) return NULL;
    if (S->err == 2) return PyErr_NoMemory();
    return PyLong_FromLong(v);
}

static PyObject *Search_get_nodes(Search *S, void *closure) {
    (void)closure;
    return PyLong_FromLongLong(S->nodes);
}

static PyObject *Search_get_entries(Search *S, void *closure) {
    (void)closure;
    return PyLong_FromSize_t(S->used);
}

static PyMethodDef Search_methods[] = {
    {"probe", (PyCFunction)(void (*)(void))Search_probe, METH_FASTCALL,
     "Fail-soft alpha-beta of a position in the window (alpha, beta), as Solver.probe."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Search_getset[] = {
    {"nodes", (getter)Search_get_nodes, NULL, "nodes visited (as Solver.nodes counts them)", NULL},
    {"entries", (getter)Search_get_entries, NULL, "positions in the transposition table", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject SearchType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "bschnapsen_gui.ai._csolver.Search",
    .tp_basicsize = sizeof(Search),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The search state of one deal's open-cards solver (see ai/fastsolver.py).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Search_init,
    .tp_dealloc = (destructor)Search_dealloc,
    .tp_methods = Search_methods,
    .tp_getset = Search_getset,
};

static PyObject *set_thresholds(PyObject *self, PyObject *args) {
    int win, schneider;
    (void)self;
    if (!PyArg_ParseTuple(args, "ii", &win, &schneider)) return NULL;
    if (win <= 0 || schneider <= 0 || schneider >= win) {
        PyErr_SetString(PyExc_ValueError, "set_thresholds(win, schneider): 0 < schneider < win");
        return NULL;
    }
    WIN_AUGEN = win;
    SCHNEIDER_AUGEN = schneider;
    Py_RETURN_NONE;
}

static PyMethodDef module_methods[] = {
    {"set_thresholds", set_thresholds, METH_VARARGS,
     "set_thresholds(win, schneider): the Augen that win a deal and that avoid Schneider."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef csolver_module = {
    PyModuleDef_HEAD_INIT, "_csolver", "The compiled open-cards solver (see ai/fastsolver.py).", -1, module_methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__csolver(void) {
    if (PyType_Ready(&SearchType) < 0) return NULL;
    PyObject *m = PyModule_Create(&csolver_module);
    if (!m) return NULL;
    if (PyModule_AddObjectRef(m, "Search", (PyObject *)&SearchType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
