// cudagen 0.1 seed 556 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,main,device_var,constant_array,shared_var,static_shared,local_array,auto_var,static_local,struct,operator_overload,if,do_while,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

__device__ __forceinline__ void smooth7(long alpha8, long alpha9)
{
    ACCUM_3(alpha9, ((alpha9 += alpha9, 29)));
    __shared__ float sh_10;
}

struct Body11 {
    int flag12;
    int sum13;
    int vel14;
};

inline __host__ __device__ Body11 operator+(Body11 a, Body11 b)
{
    Body11 r = a;
    r.flag12 += b.flag12;
    r.sum13 += b.sum13;
    r.vel14 += b.vel14;
    return r;
}
// NOTE: keep in sync with the host reference.

struct Acc15 {
    float y16;
    int y17;
};
__constant__ long c_mix18[4] = {4379, 29, 63U, 64lu};
static __device__ int d_rank19;
/* NOTE: keep in sync with the host reference. */

__global__ void warp20(int len21, long long *acc22)
{
    int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ACCUM_3(len21, (56ull));
    int iter24 = 0;
    do {
        Body11 f25{static_cast<int>(*acc22), 28, 32};
        __shared__ Body11 sh_26[8];
        ++iter24;
    } while (iter24 < iter24);
    len21 = -27;
    d_rank19 = 0b11010 | ((tid23 - tid23) * (d_rank19 * 0));
    float sum27 = LOW_BITS_2(d_rank19) - ((4 ^ threadIdx.x) + (10.875f + threadIdx.x));
}

__global__ void __launch_bounds__(64, 1) step28_kernel(int len29)
{
    if (len29 || (len29 <= 53u)) {
        return;
    }
    (++len29, (len29 |= (warpSize) * ((c_mix18[blockDim.x & 3] - c_mix18[gridDim.y]) - LOW_BITS_2(d_rank19))));
    static __shared__ double sh_30[128];
    __shared__ unsigned long sh_31;
    if (MOD8_1(gridDim.y) > 8) {
        return;
    }
    (--sh_30[9], (len29 = sh_31));
    auto h32 = 12 * ((sh_31 - threadIdx.x) - (sh_30[blockDim.x] / CAT_6(len, 29)));
}

__global__ void fuse33(int stride34, signed char *out35)
{
    if (out35[stride34] != 8L) {
        return;
    }
    float m36 = threadIdx.x;
    float v37[4] = {m36, m36};
    ACCUM_3(stride34, (blockIdx.x + (c_mix18[gridDim.x] + blockDim.y) + (blockIdx.z ^ MOD8_1(d_rank19))));
    d_rank19 = LOW_BITS_2(d_rank19 ^ 35) + (gridDim.z | d_rank19);
    size_t off38(d_rank19);
    Body11 prod39{0b111, 4043, d_rank19};
}

inline int host_update40(int lane41)
{
    auto f42 = (LOW_BITS_2(lane41) % (3 * lane41)) - 11.375F;
    int k43 = 50;
    auto idx44 = ((9ul) * lane41) + f42;
    k43 |= (-(lane41)) ^ lane41;
    return ((52 - lane41) % 15) - ((12 - lane41) & MOD8_1(k43));
}

int main()
{
    int count45 = 3731;
    int q46 = (count45 & (count45 & count45)) + (count45 | count45);
    step28_kernel<<<(count45 + 255) / 256, 512>>>(3235 + (q46 + count45));
    if ((q46 == 52) && (q46 != q46)) {
        return MOD8_1(count45);
    }
    static char u47 = 55u;
    int u48 = 48L + ((u47 % 50) * 6);
    warp20<<<4 * 2, 4 * 16, 0, (cudaStream_t)0>>>(CAT_6(u, 48) + (63U), nullptr);
    fuse33<<<16 * 8, 2 * 16>>>((q46 + 64) - (3237), (signed char*)nullptr);
    return 0;
}
