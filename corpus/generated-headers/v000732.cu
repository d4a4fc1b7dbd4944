// cudagen 0.2 seed 732 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,managed_var,constexpr_var,local_array,const_local,if,if_init,for,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,member_access,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if,pp_undef,local_class,if_constexpr,managed_in_class,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>

#define NUM_ITERS_1 8
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#if NUM_ITERS_1 == 8
#define CONFIG_3 5
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 31
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 24
struct Tally4 {
    int count;
    float total;
    __host__ __device__ void add(float v) {
        ++count;
        total += v;
    }
};
__managed__ Tally4 managedStats5;
__host__ __device__ int record6(int x) {
    managedStats5.add(static_cast<float>(x));
    return managedStats5.count;
}

__host__ __device__ float filter7(double p8, int n9)
{
    float tmp10[CONFIG_3 + 2]{6.0f, 1.0f, static_cast<float>(43), static_cast<float>(n9), static_cast<float>(16.0f), 8.0f, static_cast<float>(19.125f)};
    const bool v11 = ceilf((n9 * p8) + ((p8 >= n9) ? tmp10[n9] : 13.5f));
    for (int j12 = 0; j12 < n9; j12 += 2) {
        int *mid13 = (int*)nullptr;
        (void)mid13;
        int mid14 = (n9);
        (void)mid14;
    }
    return (((n9 * v11) + MIN2_2(n9, 2)) < ((p8 <= 7) ? NUM_ITERS_1 : 6)) ? 1 : tmp10[n9];
}

__global__ void drift15(char p16, int stride17, float a18, float *data19)
{
    int gid20 = threadIdx.x;
    if (gid20 >= stride17) {
        return;
    }
    if ((stride17 * managedStats5.total) == managedStats5.count) {
        return;
    }
    if ((filter7(2.0, blockDim.x) + MIN2_2(managedStats5.total, gid20)) >= (p16 - 7)) {
        float k21 = ((filter7(NUM_ITERS_1, *data19) < blockIdx.z) ? expf(gid20) : (19.125f * threadIdx.x)) + (MIN2_2(p16, managedStats5.count));
        (void)k21;
    }
    stride17 >>= record6((gridDim.y << stride17) - warpSize);
}

size_t host_bump22(unsigned long long a23)
{
    const float diff24 = a23;
    (void)diff24;
    size_t s25 = sinf(fabsf(a23));
    for (int i26 = 0; i26 < 12; i26 += 3) {
        for (int n27 = 0, j28 = 1 << 3; n27 < j28; (++n27, (--j28))) {
            struct Local29 {
                int s;
                int add(int v) { s += v; return s; }
            };
            Local29 m30{1};
            int lim31 = m30.add(57UL);
            (void)lim31;
        }
    }
    double k32 = (a23 += a23, s25);
    (void)k32;
    return NUM_ITERS_1;
}

int main()
{
    int n33 = 3139;
    drift15<<<1 << 6, 8 * (CONFIG_3 + 11), sizeof(float) * 256, nullptr>>>((n33 += managedStats5.count, n33) + managedStats5.total, MIN2_2((n33 == managedStats5.total) ? NUM_ITERS_1 : 7, managedStats5.total - ' '), 7.5F, nullptr);
    if (bool m34 = (n33 - 13) <= (-n33); host_bump22(n33) != MIN2_2((managedStats5.total >= n33) ? managedStats5.count : 26UL, m34)) {
        n33 |= (CONFIG_3 - (n33)) * managedStats5.count;
        for (int j35 = 0; j35 < n33; ++j35) {
            if constexpr (sizeof(long) == 4) {
                cosf(NUM_ITERS_1);
            } else {
            }
        }
    }
    return 0;
}
