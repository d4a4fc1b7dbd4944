// cudagen 0.1 seed 1192 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,constexpr_function,main,constant_var,const_local,if,goto,static_assert,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,comments
#include "prelude.cuh"

extern "C" {
__device__ long long pack10(const float *src11, unsigned beta12, const long *__restrict__ src13) {
    beta12 = 0x2f;
    beta12 = src13[threadIdx.y & 0x7];
    if (((src13[beta12 & 0x7] != (*src11)) ? beta12 : 4745) < 22L) {
        return double(src13[3] * beta12);
    }
    const float *f14 = src11;
    return 0x2bU % ((~(*src13)) + ((src13 == nullptr) ? beta12 : 0x4ul));
}

__global__ void split1_kernel(const unsigned char *__restrict__ src2, int count3, const int *__restrict__ coef4, double q5) {
    unsigned int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i6 >= count3) {
        return;
    }
    float lim7 = 21.625F;
    const int *r8 = coef4;
    float v9 = lim7;
}
}
__constant__ unsigned short c_stencil15 = 52;
/* Layout: row-major, no padding. */

constexpr __host__ __device__ int combine16(int n17, double cfg18) {
    (++n17, (cfg18 = (n17 += 2, cfg18)));
    n17 = ((n17 * n17) << n17) << ((cfg18 += n17, n17) + 12);
    return (((n17 + 21) < n17) ? 9 : ((n17 < 'A') ? 2 : 12)) & (15 << n17);
}
/* Returns the accumulated value. */

__global__ void smooth19(const int *__restrict__ input20, long *__restrict__ buf21) {
    long long flag22 = c_stencil15 + (16 * blockIdx.x);
    (*buf21) = 64;
}

inline __host__ unsigned int host_mix23(int stride24, const float *in25) {
    dim3 u26(0x8);
    if (in25[0x4] > in25[6]) {
        goto finish27;
    }
    static_assert(30 > 29, "tile must fit");
finish27:;
    return 28ul;
}
// Helper used by the kernels below.

__global__ void scale28_kernel(int lane29, const int *input30, float b31) {
    unsigned i32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i32 >= lane29) {
        return;
    }
    float m33 = i32 << (0x3L + ((unsigned char)lane29));
    if ((threadIdx.y ^ 46u) <= threadIdx.y) {
        return;
    }
}

int main(void) {
    int n34 = 133;
    split1_kernel<<<(n34 + 63) / 0x40, 8 * 0b100>>>(nullptr, (n34 & 1ULL) | (n34 * n34), nullptr, (n34 - 20.25) * n34);
    n34 = n34 - ((static_cast<int>(n34) <= n34) ? ((int)0xe) : 0xce0);
    const long long s35 = n34;
    smooth19<<<dim3((n34 + 0x7f) / 128), 0x40, sizeof(double) * 32>>>(static_cast<const int*>(nullptr), nullptr);
    scale28_kernel<<<dim3(32 * 8, (1)), dim3(0x40)>>>(n34 - s35, nullptr, static_cast<long>(s35 & s35));
    return 0;
}
