#include "prelude.cuh"
struct V { int x; V operator+(const V &o) const { return {x + o.x}; } };
struct W { int x; W(int a) : x(a) {} W operator+(const W &o) const { return W(x + o.x); } };
int g() {
    V a{2}; W b(3);
    V u = V{1} + a;
    W c = W(1) + b;
    W d = W{1} + b;
    V e = a + V{5};
    int f = (V{1} + a).x;
    return u.x + c.x + d.x + e.x + f;
}
