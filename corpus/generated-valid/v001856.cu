// cudagen 0.1 seed 1856 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,shared_var,shared_2d,static_shared,constexpr_var,const_local,namespace,anon_namespace,if,ternary,compound_assign,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define WARPS_1 256
#define NUM_ITERS_2 5
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define DEFINE_MAP_KERNEL_6(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_6(map_drift7, unsigned)
DEFINE_MAP_KERNEL_6(map_blend8, double)

template <typename T>
__host__ __device__ unsigned long long decay9(const T* src10) {
    T sum11 = static_cast<unsigned int>(36);
    sum11 -= 21.25f;
    sum11 = src10[1] * 23.875;
    if (TWICE_PLUS_3(src10[3], sum11) == src10[2])
        return 44l;
    sum11 /= ((src10[3] / src10[2]) - ((src10 != nullptr) ? sum11 : sum11)) + src10[0x1];
    return 0x3 - src10[0x6];
}

namespace impl12 {
constexpr int host_kick13(int count14, int stride15) {
    return count14;
}
} // namespace impl12

namespace {
__global__ void stencil16(int* __restrict__ data17, unsigned char* acc18, bool q19) {
    int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr int mid21 = 11 * 5;
    q19 = q19;
    acc18[5]--;
    static __shared__ double sh_22[8];
}
} // namespace

__global__ void gather23(const unsigned char* src24) {
    unsigned tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int m26 = ((double)NUM_ITERS_2) + tid25;
    m26 = static_cast<unsigned>(blockIdx.x);
}

template <typename T, typename U>
__device__ T count27(U* buf28) {
    if ((buf28[0b11] * (*buf28)) > buf28[threadIdx.x])
        return 6.875f + buf28[4] + 0x3b;
    static __shared__ long sh_29[NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + 103))))];
    static __shared__ int sh_30[4][NUM_ITERS_2 + (NUM_ITERS_2 + 3)];
    const U* res31 = buf28;
    return warpSize;
}

unsigned char step32(const int* __restrict__ input33, unsigned int alpha34, int count35) {
    float off36 = count35;
    count35 += ADD3_4(-ADD3_4(off36, input33[0b11], 5), input33[0x6], float((long long)15));
    if (off36 >= 0x39UL)
        return (count35 - off36) / ADD3_4(input33[alpha34], 15, count35);
    return (off36 == alpha34) ? ((8LL + off36) * ((count35 >= off36) ? 255 : 255)) : 39;
}

int main() {
    int count37 = 0xA36;
    if ((unsigned)count37)
        return TWICE_PLUS_3(count37, 55);
    cudaStream_t w38 = 0;
    int s39 = 40;
    unsigned char sum40 = float((41 - count37) * count37);
    const double h41 = ((2.0 / count37) - (sum40 + s39)) + ((16U + count37) - NUM_ITERS_2);
    map_drift7<<<0x4 * 2, 32, WARPS_1 + (NUM_ITERS_2 + 3835)>>>(nullptr, 30UL + h41);
    map_blend8<<<128, 0x40>>>(nullptr, (h41 - s39) + sum40);
    stencil16<<<1, WARPS_1, 0x100>>>(&count37, &sum40, (count37 % s39) <= NUM_ITERS_2);
    return 0;
}
