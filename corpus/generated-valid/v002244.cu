// cudagen 0.1 seed 2244 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,main,constexpr_var,local_array,const_local,struct,operator_overload,if,for,pragma_unroll,do_while,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define CHUNK_2 (0400)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
/* NOTE: keep in sync with the host reference. */

__global__ void bump7_kernel(double p8) {
    int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    p8 = warpSize | (i9 - 0x2);
    if (i9 >= blockDim.x) {
        return;
    }
}

struct Particle10 {
    float x11;
    int count12;
    unsigned long long w13;
    int mass14;
};

inline __host__ __device__ Particle10 operator+(Particle10 a, Particle10 b) {
    Particle10 r = a;
    r.x11 += b.x11;
    r.count12 += b.count12;
    r.w13 += b.w13;
    r.mass14 += b.mass14;
    return r;
}
/* Computes one element per thread. */

__device__ __host__ float kick15(double beta16, double *out17, int len18) {
    Particle10 y19 = Particle10{};
    --out17[5];
    int e20[5] = {};
    if (43 < (e20[len18] & e20[len18])) {
        return y19.mass14;
    }
    if ((*out17) <= (*out17)) {
        return sizeof(Particle10) * out17[len18 & 7];
    }
    float s21 = 56l;
    long w22 = e20[len18];
    return static_cast<float>(beta16);
}
// NOTE: keep in sync with the host reference.

__device__ unsigned accum23(int *acc24, const Particle10 &b25, float beta26) {
    #pragma unroll
    for (int j27 = 0; j27 < 0x2; ++j27) {
        int pass28 = 0;
        do {
            if (!((*acc24) > beta26)) {
                continue;
            }
            ++pass28;
        } while ((pass28 < pass28) && pass28);
        signed char w29 = kick15(pass28, nullptr, (acc24[threadIdx.y] += beta26, (37u - blockIdx.x)));
    }
    beta26 = beta26;
    Particle10 sum30 = b25 + b25;
    return kick15(kick15(TILE_DIM_1 ^ sum30.count12, static_cast<double*>(nullptr), 34 | b25.mass14), static_cast<double*>(nullptr), (beta26 += 22.375f, kick15(beta26, nullptr, b25.mass14)));
}

int main() {
    int n31 = 591;
    for (int n32 = 0; n32 < 5; ++n32) {
        bump7_kernel<<<TILE_DIM_1, (128), 0, (cudaStream_t)0>>>((CHUNK_2 ^ n31) - 06763);
        n31 = (n32);
        n31 = kick15(2407 * (n32 + n32), nullptr, n32);
    }
    const char *off33 = u8"kernel\n";
    const int q34 = ((n31 - n31) + kick15(n31, (double*)nullptr, TILE_DIM_1)) * off33[1];
    return 0;
}
