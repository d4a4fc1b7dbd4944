#include "prelude.cuh"
// #549 locals read while definitely unset (branches, loops, labels, &x and references take them out).
int probe(int);
void sink(int *);
void sinkr(int &);
int f1(int c) {
    int a;
    int r = a;
    int b;
    if (c) b = 1;
    r += b;
    int d;
    for (int i = 0; i < c; ++i) { r += d; d = i; }
    int e;
    sink(&e);
    r += e;
    int g;
    sinkr(g);
    r += g;
    int h;
    h += 1;
    int k;
    k = k + 1;
    int m;
    while (c) { m = 1; break; }
    r += m;
    int n;
    goto L;
    n = 1;
L:  r += n;
    int p, q = p;
    int s;
    r += sizeof(s);
    int t;
    auto lam = [&] { return t; };
    int u;
    r += u;
    r += u;
    static int st;
    r += st;
    float fl;
    r += fl;
    int arr[3];
    r += arr[0];
    int w;
    c ? w = 1 : 0;
    r += w;
    int x;
    r += (x = 2, x);
    return r;
}
template <class T> T tf(T c) { int a; return a + c; }
__device__ int df() { int a; return a; }
struct S { int m; };
int f2() { S s; return s.m; }
int f3(int c) { int a; switch (c) { case 1: a = 1; break; default: a = 2; } return a; }
int f4(int c) { int a; if (c) { return 0; } else { a = 3; } return a; }
int f5(int c) { int a; do { a = c; } while (0); return a; }
