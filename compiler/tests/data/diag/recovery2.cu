#include "prelude.cuh"
// Recovery after declarators, too many initializer values; recorded from cudafe++ 13.0.88.
int x1 = {1, 2};
int a2[2] = {1, 2, 3};
void f() { int y; y = {1, 2, 3}; }
struct P { int a, b; };
P p4 = {1, 2, 3};
int x5 = {1, 2, undefined_5};
int n6[4 = {1, 2}];
int x7 = {{1}, 2};
void g() { int vals[4 = {1, 2, 3, 4}; }
int f1(int x) ) { return undefined_1; }
int k1() { return undefined_k1; }
int f2(int x) y { return undefined_2; }
int k2() { return undefined_k2; }
int f3(int x) ) ;
int k3() { return undefined_k3; }
int f4(int x) ] int h4;
int k4() { return undefined_k4; }
int v5 ) ;
int k5() { return undefined_k5; }
int f6(int x) ) ) { return undefined_6; }
int k6() { return undefined_k6; }
int f7(int x), g7(int) ) { return undefined_7; }
int k7() { return undefined_k7; }
