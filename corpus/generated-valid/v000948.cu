// cudagen 0.1 seed 948 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,static_device_function,main,shared_var,constexpr_var,local_array,struct,struct_methods,operator_overload,if,for,nested_block,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define WARPS_2 16
#define WARPS_3 (5)
#define LOW_BITS_4(x) ((x) & 0xF)
#define MOD8_5(x) ((x) % 8)
/* Returns the accumulated value. */

static __device__ float lerp6(int stride7) {
    __shared__ unsigned int sh_8[32];
    if ((sh_8[8] / sh_8[28]) > 0x2dUL) {
        return (sh_8[stride7] += 4801, WARPS_3);
    }
    sh_8[stride7] /= (stride7 + (stride7 + stride7)) - ((stride7 == 60) ? 39l : WARPS_2);
    return NUM_ITERS_1 - threadIdx.z;
}

struct Span9 {
    double weight10;
    int val11;
    __host__ __device__ double reset12() const {
        return int(val11) / (NUM_ITERS_1 - weight10);
    }
    __host__ __device__ void scale13(int y14) {
        int u15 = y14;
        weight10 = weight10 - weight10;
    }
};

__host__ __device__ Span9 operator+(Span9 a, Span9 b) {
    Span9 r = a;
    r.weight10 += b.weight10;
    r.val11 += b.val11;
    return r;
}

__global__ void decay16_kernel(const unsigned char *__restrict__ coef17, int *data18, const long long *coef19, unsigned *data20) {
    int idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    {
        int s22[7] = {30UL, 7, 6};
        lerp6(lerp6((data18[5] += 6L, data18[warpSize])));
    }
    for (int it23 = 0x0; it23 < 0xC; it23++) {
        lerp6(lerp6(*coef19) / coef19[1]);
        const float *acc24 = reinterpret_cast<const float*>(data20);
    }
}

struct Sample25 {
    int mass26;
    long lo27;
    __host__ __device__ int bump28(int base29) const {
        if ((base29 - 5) <= lo27) {
            return MOD8_5((mass26));
        }
        return -(mass26 + base29);
    }
    __host__ __device__ void apply30(int v31) {
        constexpr int x32 = 32;
    }
};

inline __host__ __device__ Sample25 operator+(Sample25 a, Sample25 b) {
    Sample25 r = a;
    r.mass26 += b.mass26;
    r.lo27 += b.lo27;
    return r;
}

int main() {
    int size33 = 0xfde;
    size33 = +size33;
    decay16_kernel<<<dim3(8 * 4, 512), 128, sizeof(float) * 0x100>>>((const unsigned char*)nullptr, nullptr, nullptr, nullptr);
    decay16_kernel<<<dim3(16, 256 * 2), 0x200, 0>>>(nullptr, (int*)nullptr, (const long long*)nullptr, nullptr);
    for (int it34 = 0; it34 < size33; it34 += 1) {
        decay16_kernel<<<8, WARPS_2 + 16, sizeof(float) * 32>>>((const unsigned char*)nullptr, (int*)nullptr, nullptr, (unsigned int*)nullptr);
        size33 %= LOW_BITS_4((size33));
    }
    return 0;
}
