// ++/-- on a prvalue or a const lvalue: EDG #137 at the operand's start, one per operator.
#include "prelude.cuh"

int counter;
const int limit = 4;
int start = --1;

__device__ int bump(int v)
{
    ++limit;
    limit--;
    (counter + 1)++;
    --(v * 2);
    int w = ---v;
    w = ----v;
    return w;
}

__global__ void touch(int *p)
{
    p[0] = bump(p[1]);
    (p + 1)++;
}
