// cudagen 0.1 seed 195 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,device_template_function,host_function,main,managed_var,shared_var,shared_2d,extern_shared,constexpr_var,using_alias,namespace,if,for,switch,static_assert,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,cast_const,sizeof,alignof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define WARPS_1 5
#define NUM_ITERS_2 16
#define TILE_DIM_3 ((3))
#define LOW_BITS_4(x) ((x) & 0xF)
#define CAT_5(a, b) a##b

template <typename T, typename U>
__device__ __host__ T sift6(T* out7, T alpha8)
{
    for (int it9 = 0; it9 < 16; it9++) {
        switch (static_cast<long>(alpha8)) {
        case 1 << 2:
            break;
        case WARPS_1:
            break;
        case (0):
            (*out7) = sizeof(T);
            break;
        case 10:
            break;
        }
        alpha8 = 3.875;
    }
    if (out7[4] == NUM_ITERS_2) {
        alpha8--;
    }
    long k10{8L};
    return NUM_ITERS_2;
}

namespace detail11 {
using idx12_t = int;
} // namespace detail11
__managed__ float m_trace13[32];

__global__ void __launch_bounds__((WARPS_1 + 123)) shade14_kernel(float beta15)
{
    float w16 = 58;
    if (w16 >= m_trace13[14]) {
        return;
    }
    __shared__ int sh_17[(TILE_DIM_3 + 5) * 2];
    __shared__ unsigned sh_18[9][7];
    sift6<long, long>(nullptr, m_trace13[014] - (sh_17[10] + NUM_ITERS_2));
    __shared__ unsigned int sh_19;
    __shared__ long sh_20[32];
}

__global__ void __launch_bounds__(256, 2) combine21_kernel(detail11::idx12_t stride22, long long* dst23, size_t* out24)
{
    float v25 = *dst23;
    unsigned long long cnt26 = v25 + (((*dst23) ^ CAT_5(stride, 22)) % NUM_ITERS_2);
    constexpr detail11::idx12_t res27 = 052ul;
    __shared__ unsigned int sh_28[128];
    detail11::idx12_t val29 = (stride22);
}

__global__ void __maxnreg__(128) tally30_kernel(detail11::idx12_t stride31, double* out32)
{
    extern __shared__ detail11::idx12_t dyn_33[];
    for (int n34 = 0; n34 < 2; ++n34) {
        sift6<unsigned int, unsigned>(reinterpret_cast<unsigned int*>(out32), 32 * (dyn_33[n34] >> sizeof(unsigned)));
        __shared__ int sh_35[7][TILE_DIM_3 + (TILE_DIM_3 + 7)];
    }
    if (sift6<unsigned int, unsigned>(reinterpret_cast<unsigned int*>(out32), 50u) < stride31) {
        stride31 = sift6<detail11::idx12_t, unsigned int>(dyn_33, -6);
    }
    __shared__ detail11::idx12_t sh_36[8];
}

template <typename T>
__global__ void scatter37(const T* input38, const T* src39, T b40, const double* src41)
{
    extern __shared__ float dyn_42[];
    long w43 = alignof(int);
    int y44{8};
    signed char diff45 = NUM_ITERS_2;
    constexpr float base46 = 53;
    int x47 = static_cast<float>(sift6<T, T>(const_cast<T*>(src39), input38[6]));
}

template <typename T, int N>
__global__ void tally48_kernel(const T* src49)
{
    unsigned short off50 = sift6<T, double>((T*)nullptr, m_trace13[11]);
    off50 = (*src49) + sift6<float, long>(m_trace13, m_trace13[off50 & 037]);
    if ((src49[off50] + N) >= WARPS_1) {
        return;
    }
    sift6<long, int>(static_cast<long*>(nullptr), *src49);
    off50 = NUM_ITERS_2;
}

void grow51(float b52, int lane53)
{
    static_assert((WARPS_1 + (NUM_ITERS_2 + (WARPS_1 + 35))) == 61, "bad config");
    shade14_kernel<<<1 << TILE_DIM_3, 0400, 512 * 8, (cudaStream_t)0>>>(14.375f - lane53);
    b52 = sift6<long, long>(static_cast<long*>(nullptr), CAT_5(lane, 53));
}

int main()
{
    int count54 = 2905;
    if ((count54 & (sizeof(detail11::idx12_t) % CAT_5(count, 54))) <= (34)) {
        static_assert(sizeof(int) == 4, "bad config");
        float flag55 = (sizeof(float));
        sift6<long, unsigned int>((long*)nullptr, sift6<detail11::idx12_t, long>(static_cast<int*>(nullptr), static_cast<unsigned int>(flag55)));
    }
    combine21_kernel<<<(count54 + 63) / 64, dim3(1, 2, 1 << 4)>>>(sizeof(float), nullptr, nullptr);
    tally30_kernel<<<WARPS_1 + (WARPS_1 + (WARPS_1 + (WARPS_1 + 108))), TILE_DIM_3 + (NUM_ITERS_2 + 493), sizeof(float) * 256, 0>>>(sift6<int, float>(nullptr, count54), nullptr);
    scatter37<unsigned><<<dim3(128, 1, (32)), dim3((count54 + 255) / 256, (count54 + 255) / 256)>>>(nullptr, nullptr, sift6<double, long>(nullptr, LOW_BITS_4(CAT_5(count, 54))), (const double*)nullptr);
    return 0;
}
