// cudagen 0.1 seed 589 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,operator_overload,if,static_assert,compound_assign,shift,logical,comparison,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 34
#endif
#undef TUNE_5
#define TUNE_5 8

struct Sample6 {
    unsigned short id7;
    int id8;
    short mass9;
    float x10;
    __host__ __device__ void apply11(float base12)
    {
        static_assert(0x36 == 066, "expected value");
    }
};

inline __host__ __device__ Sample6 operator+(Sample6 a, Sample6 b)
{
    Sample6 r = a;
    r.id7 += b.id7;
    r.id8 += b.id8;
    r.mass9 += b.mass9;
    r.x10 += b.x10;
    return r;
}
// Helper used by the kernels below.

__global__ void march13(int *out14, Sample6 alpha15, char q16, int stride17)
{
    extern __shared__ int dyn_18[];
    int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx19 >= stride17) {
        return;
    }
    int base20 = ((stride17 * blockIdx.x) + MAX2_2(blockDim.y, alpha15.mass9)) - (MAX2_2(stride17, dyn_18[6]) + (warpSize));
    Sample6 prod21 = Sample6{63, 2, 070, 10LL};
    double mid22 = idx19;
    mid22 += *out14;
    base20 = (TUNE_5);
    constexpr int e23 = 2;
}
/* NOTE: keep in sync with the host reference. */

__global__ void __launch_bounds__(256, 3) pivot24(const float *src25, int lane26, unsigned short a27)
{
    int gid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    long mid29 = 0x32;
    lane26 = lane26;
    lane26 = mid29;
    static_assert(51 > 50, "tile must fit");
    lane26 = 20;
}

int main()
{
    int count30 = 0724;
    pivot24<<<0x40 * 0x2, (TUNE_5 + 248) * 2, sizeof(float) * 128, nullptr>>>(nullptr, CAT_3(count, 30), count30);
    if (((CAT_3(count, 30) - count30) < count30) || (count30 > count30)) {
        if ((1 > (count30 - count30)) || ((53l == count30) || (count30 < count30))) {
            double x31 = static_cast<double>(count30);
            x31 = 4801;
        }
    }
    march13<<<1 << 6, dim3(0x80 * 2, 2 * 2, (count30 + 63) / 0x40), (TUNE_5 + (TUNE_5 + 0360)), nullptr>>>(&count30, Sample6{39L, 0xd, 0x17, 4317l}, count30, MAX2_2(count30 * count30, (static_cast<float>(count30))));
    return 0;
}
