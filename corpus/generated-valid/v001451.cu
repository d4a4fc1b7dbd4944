// cudagen 0.1 seed 1451 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,main,enum_class,if,bitwise,logical,comparison,incdec,lit_int_hex,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 8
#define WARPS_2 3
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#undef WARPS_2
#define WARPS_2 8
enum class Color5 {
    Blue6,
    Fast7 = 6,
    Fast8,
    Busy9,
    Low10 = 11
};
// Returns the accumulated value.

template <class T, int N>
__global__ void __maxnreg__(64) trace11_kernel(T *data12)
{
    int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    T res14{static_cast<T>(((gid13 | blockIdx.x) + (N & gridDim.x)) * 10.875)};
    long lo15 = 3;
    --res14;
    if (threadIdx.x * lo15)
        return;
    if ((gridDim.z != 54) || (threadIdx.x < threadIdx.y))
        return;
    if (!(data12 != nullptr))
        return;
    int f16 = threadIdx.x;
}

int main()
{
    int size17 = 0x7d3;
    --size17;
    trace11_kernel<long, 1><<<(WARPS_2 + (RADIUS_1 + (RADIUS_1 + 0x8))) * 2, WARPS_2 + (WARPS_2 + (RADIUS_1 + 0x8)), 0x0, (cudaStream_t)0>>>((long*)nullptr);
    double e18 = 17.25;
    return 0;
}
