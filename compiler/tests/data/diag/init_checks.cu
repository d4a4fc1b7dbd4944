#include "prelude.cuh"
// #427 a member declared with its own class as qualifier; #2361/#2364 narrowing in list-initialization,
// #69/#68 for braced constants out of range. Recorded from cudafe++.
struct Q {
    void Q::run();
    int Q::x;
    static int Q::y;
    void Q::go() { }
};
namespace N { struct R { void N::R::f(); }; }
void Q::run() {}
struct P { int a; float b; };
void f(int len, float fl, double d, long lg, unsigned u) {
    char c1{len};
    char c2{5};
    char c3{300};
    int v1[2] = {1.5, 2};
    int v2[] = {len, 2};
    float f1{1.0};
    float f2{d};
    int i1{fl};
    double d1{len};
    long l1{len};
    unsigned u1{len};
    unsigned u2{-1};
    unsigned u3{7};
    bool b1{len};
    short s1 = {len};
    P p{1.5, d};
    P p2 = {len, len};
    int i2{lg};
    float f3{len};
    float f4{16777217};
    double d2{lg};
    int i3{u};
    char cs[3]{len, 1, 2};
    int ii{1.0};
    long l2{u};
    unsigned long ul{len};
    int i4{'a'};
    char c4{1.0f};
    float f5{1e300};
}
