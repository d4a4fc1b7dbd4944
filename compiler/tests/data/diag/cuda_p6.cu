#include "prelude.cuh"
__shared__ float gt[8];
void f1(int i) { gt[i] = 1.0f; }
void f2(int i)
{
    __shared__ float tile[8];
    tile[i] = 2.0f;
    float x = tile[i];
    gt[i] = x;
}
