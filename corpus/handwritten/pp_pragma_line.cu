#include "prelude.cuh"

// Pragmas that survive into the generated code (#pragma unroll, GCC
// diagnostic, _Pragma), pragmas consumed by the front end (nv_diag_*),
// #pragma once (dropped), #pragma pack, and #line renumbering.
#pragma once
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#define DO_PRAGMA(x) _Pragma(#x)

int host_only(int unused_param) { return 0; }
#pragma GCC diagnostic pop

#pragma nv_diag_suppress 177
__global__ void unrolled(float *v)
{
    int unused_local;
#pragma unroll 4
    for (int i = 0; i < 16; ++i)
        v[threadIdx.x * 16 + i] *= 2.0f;
    DO_PRAGMA(unroll)
    for (int j = 0; j < 4; ++j)
        v[j] += 1.0f;
}
#pragma nv_diag_default 177

#line 1000 "generated_kernels.cu"
__global__ void after_line_directive(int *p)
{
    p[threadIdx.x] = 1000;
}
#line 40
#pragma pack(push, 1)
struct Packed { char c; int i; };
#pragma pack(pop)

int main()
{
    unrolled<<<1, 32>>>(nullptr);
    after_line_directive<<<1, 32>>>(nullptr);
    return host_only(0) + (int)sizeof(Packed);
}
