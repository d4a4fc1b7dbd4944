#include "prelude.cuh"
int *gp;
int garr[4];
int gx;
void fn();
struct S { int m[3]; int x; static int sm[2]; };
S gs;
int *g1 = garr;
int *g2 = &gx;
void (*g3)() = fn;
void (*g4)() = &fn;
int *g5 = gs.m;
int *g6 = &gs.x;
int *g7 = garr + 2;
int *g8 = &garr[1];
const char *g9 = (const char *)"x";
void *g10 = static_cast<void *>(garr);
int &g11 = gx;
int *g12 = S::sm;
void f5() {
    static int sarr[2];
    int *a = sarr;
    int *b = &gx;
    int *c = garr;
    void *d = garr;
    const int *e = garr;
    int *f = (int *)sarr;
    void *g = static_cast<void *>(garr);
    void *h = reinterpret_cast<void *>(garr);
    int (*i)[4] = &garr;
    int *j = 1 + garr;
    S *l = &gs;
    int &m = gx;
    const int &n = gx;
    bool o = garr;
    int *p;
    p = garr;
    p = (int *)garr;
}




struct B {}; struct D : B {};
void f3(D *pd) {
    bool a = (bool)gp;
    void *b = (void *)"abc";
    const void *c = (const void *)gp;
    void *d = (void *)&gx;
    bool e = (bool)&gx;
    void *f = (void *)fn;
    B *g = (B *)pd;
    B *h = (B *)garr;
    const int *i = (const int *)gp;
    volatile void *j = (volatile void *)garr;
    bool k = (bool)gx;
    long l = (long)gx;
    double m = (double)gx;
    void (*n)() = (void (*)())fn;
    void *o = (void *)(garr);
    int *q = (int *)((garr));
}
template <class T> T *tf() { static int a[3]; return (T *)a; }
extern __shared__ int dyn[];
__device__ float *sh() { float *p = (float *)dyn; return p; }
int *p4 = &garr[4];
int *pm = &garr[-1];
