#include "prelude.cuh"
// Parser recovery, recorded from cudafe++ 13.0.88.
struct C1 { float re; }
int f1(int a) { return a; }
int g1() { return f1(1) + undefined_1; }
struct C2 { float re; }
__host__ __device__ inline C2 cmul(C2 a, C2 b) { return a; }
int k2() { return undefined_2; }
int h3;
int k3() { return undefined_3; };
void f4() {
  int x y { undefined_a; } undefined_b; undefined_c;
}
struct A5{int a;} struct B5{int b;} y5;
enum E6{e6} int z6;
struct A7{int a;} const unsigned z7;
struct D8 {int d;} __device__ dv8;
int a9[] = {1 2};
int a10[][2] = {{1,2} {3,4}};
int a11[] = {1 )};
int a12[] = {1 ] 3};
int a13[] = {1, 2 ; int a14 = 3;
int a15[] = {1 "s"};
struct KI { const char *name; int threads; };
const KI kk[] = {
    {"warmup", 64},
    {"reduce, 256},
    {"scan", 128},
};
int k16() { return undefined_16; }
