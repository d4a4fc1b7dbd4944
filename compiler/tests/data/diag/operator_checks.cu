#include "prelude.cuh"
struct Body { float m; };
inline __host__ __device__ Body operator+(Body a, Body b) { return Body{a.m + b.m}; }
struct Pt { int a; };
int main(void) {
    Pt p = {1}, q = {2};
    Pt r = p + q;
    Body x = {1.0f}, y = {2.0f};
    Body z = x + y;
    return 0;
}
