#include "prelude.cuh"
// #174 no effect (statements, comma operands), #187 "=" as a condition with a constant, #56/#70/#1273
// sizeof/alignof of functions and void, #959 bit-fields wider than their type. Recorded from cudafe++.
int probe(int);
int probe2();
struct S { int m; static int sf(); int mf(); };
struct B1 { int a : 40; unsigned b : 33; char c : 9; short d : 17; long e : 65; bool f : 2; int g : 32; long long h : 64; unsigned char i : 8; };
template <class T> struct TB { T a : 40; };
void f(int x, int y, S s) {
    unsigned long n = 0;
    n += sizeof(void);
    n += sizeof (probe);
    n += sizeof probe2;
    n += sizeof(S::sf);
    n += alignof(void);
    n += sizeof(const void);
    n += sizeof(int(int));
    if (x = 3) {}
    if ((x = 3)) {}
    if (x = y) {}
    while (x = 0) {}
    for (; x = 1;) {}
    do {} while (x = 2);
    if (!(x = 3)) {}
    if (x = 3 && y) {}
    if (x += 3) {}
    int z = (x = 3) ? 1 : 2;
    if (int w = 3) {}
    if (x == 3 || (y = 4)) {}
    if (s.m = 4) {}
    bool bb; if (bb = true) {}
    switch (x = 3) { default: break; }
}
__device__ int dprobe(int);
__device__ void d(int x) {
    unsigned long n = sizeof(void);
    n += sizeof(dprobe);
    if (x = 3) {}
    x + 1;
}
__global__ void k(int x) {
    if (x = 3) {}
    x + 1;
}
__host__ __device__ void hd(int x) {
    if (x = 3) {}
    x + 1;
}
template <class T> void tt(T x) {
    if (x = 3) {}
    int y = 0;
    if (y = 3) {}
    y + 1;
    unsigned long n = sizeof(void);
}
template <class T> void t2(T x) {
    int y = 0;
    if (y = 3) {}
    y + 1;
}
void use() { t2(1); t2(2.0); }
void h(int x, int *p) {
    x + 1;
    x;
    (void)x;
    x == 3;
    -x;
    *p;
    p[1];
    3;
    (x, x * 2);
    (x++, x);
    (x, x++);
    x, x + 1;
    probe(x), x;
    x ? 1 : 2;
    x ? probe(1) : 2;
    (x);
    static_cast<void>(x);
    int y;
    sizeof(x);
    "abc";
    x++;
    !x;
    ~x;
    &x;
    x > 1 && probe(2);
    x < 2 || x;
}
