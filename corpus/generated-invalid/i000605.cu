// cudagen 0.1 seed 605 invalid:global_main
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,constexpr_function,default_args,main,constexpr_var,struct,class_private,using_alias,if,for,while,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__device__ __forceinline__ void stencil6(int count7) {
    if (count7 == ((count7 != count7) ? count7 : CAT_5(count, 7))) {
        if ((static_cast<float>(threadIdx.y) + (count7 + 26)) != (count7 - sizeof(double))) {
            if (count7 != static_cast<double>(count7)) {
                count7 = gridDim.z * (((blockDim.x <= threadIdx.x) ? 164 : 52) * 45);
                count7 = -30;
                if ((count7 - count7) == count7)
                    return;
            }
        }
    }
}

__device__ __forceinline__ short bump8(unsigned int* data9, int len10, int count11 = 4729l) {
    data9[blockIdx.z]++;
    data9[len10 & 7] = count11 - (len10 | data9[7]);
    stencil6(9 + (warpSize ^ gridDim.x));
    return 3628;
}
// Layout: row-major, no padding.

__global__ void count12_kernel(const short* src13, double* __restrict__ acc14, int n15) {
    int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i17 = 0b0; i17 < n15; i17++) {
        int* s18 = reinterpret_cast<int*>(acc14);
        int diff19 = (s18[threadIdx.x & 7] | tid16) * 57U;
    }
    int k20 = 3U;
}

struct Node21 {
    float sum22;
    int sum23;
};
using idx24_t = int;

static __global__ void __launch_bounds__(64) trace25_kernel(const unsigned int* __restrict__ in26, const int* __restrict__ src27, double* out28, idx24_t len29) {
    float x30 = -061;
    len29 = 16;
    out28[len29] *= blockIdx.x;
    int w31 = 0;
    while (w31 < 9) {
        stencil6(6U);
        len29 = 12 << in26[4];
        ++w31;
    }
}

class Vec32 {
    float y33;
    long long vel34;
    idx24_t vel35;
public:
    __host__ __device__ Vec32(float a36, long long c37, idx24_t a38) : y33(a36), vel34(c37), vel35(a38) {}
    __host__ __device__ void bump39(size_t tmp40) {
        vel34 = 9UL;
    }
    __host__ __device__ float reset41() const {
        return 33 & vel34;
    }
};

__global__ void __launch_bounds__(64 * 4, 2) tally42(unsigned int p43, bool p44, size_t p45, Node21 a46) {
    int w47 = 0;
    while (w47 < 5) {
        for (int j48 = w47; j48 > 0; --j48) {
            short int e49 = gridDim.y - (bump8(nullptr, p44) + p43);
            p45 ^= 43;
        }
        ++w47;
    }
}

constexpr idx24_t host_march50(int n51) {
    constexpr float f52 = 0.75f;
    return f52;
}

__global__ int main() {
    int len53 = 1495;
    len53 = -3818;
    unsigned int sum54 = ~host_march50(-len53);
    count12_kernel<<<16, 32, 0, nullptr>>>(nullptr, (double*)nullptr, 37 * (len53 % 45U));
    trace25_kernel<<<(sum54 + 63) / 64, 128 * 4>>>(nullptr, nullptr, (double*)nullptr, sum54);
    tally42<<<(sum54 + 63) / 0b1000000, 128>>>(CAT_5(len, 53), CAT_5(sum, 54) >= (alignof(int) + len53), sum54 % sum54, Node21{'\x41', 9});
    return 0;
}
