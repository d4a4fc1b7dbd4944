// cudagen 0.1 seed 455 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,struct,operator_overload,if,goto,static_assert,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,lambda,lambda_launch,macro_object,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define TILE_DIM_1 8
#define TILE_DIM_2 4
#define RADIUS_3 (1 << (TILE_DIM_2 + 4))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b

__global__ void sift9_kernel(double beta10) {
    extern __shared__ int dyn_11[];
    int idx12 = threadIdx.x;
    dyn_11[threadIdx.x] = MIN2_4(dyn_11[0b100], (int)dyn_11[idx12]);
    static __shared__ float sh_13[8 * TILE_DIM_2];
}
static_assert(sizeof(int) == 4, "expected value");

struct Pixel14 {
    unsigned int vel15;
    unsigned char sum16;
    char hi17;
    int lo18;
};

inline __host__ __device__ Pixel14 operator+(Pixel14 a, Pixel14 b) {
    Pixel14 r = a;
    r.vel15 += b.vel15;
    r.sum16 += b.sum16;
    r.hi17 += b.hi17;
    r.lo18 += b.lo18;
    return r;
}
// NOTE: keep in sync with the host reference.

__global__ void relax19(int *__restrict__ buf20) {
    int tid21 = threadIdx.x;
    double z22 = gridDim.x;
    Pixel14 prod23 = Pixel14{13L, 045, char(z22), 63};
}

__host__ __device__ void sift24(int count25, int stride26) {
    if ((stride26) < stride26) {
        stride26++;
        ++stride26;
    }
}

__host__ __device__ float tile27(float *dst28) {
    if (dst28[0b1] != dst28[5]) {
        dst28[1] = MIN2_4(dst28[3], *dst28) * (-MIN2_4(dst28[5], *dst28));
        Pixel14 w29 = {831u, static_cast<unsigned char>(40), 60, 50};
        dst28[5] = (w29.sum16 + 16L);
    }
    Pixel14 acc30 = Pixel14{060, static_cast<unsigned char>(TILE_DIM_1), char(dst28[3]), int(2U)};
    constexpr unsigned cnt31 = 1773UL;
    if (acc30.hi17 || ((*dst28) != acc30.sum16)) {
        goto out32;
    }
    acc30.hi17++;
out32:;
    return 6.F;
}

signed char decay33(int n34) {
    auto fn35 = []() -> float {
        sift24((1776), tile27(nullptr) / 60U);
        return 12.375F;
    };
    auto lam37 = [](float off36) {
        off36 = tile27(&off36);
        relax19<<<dim3(1 << (TILE_DIM_2 + 2)), dim3(0200 * 2, 2, 32), 1 << (TILE_DIM_2 + TILE_DIM_2), (cudaStream_t)0>>>((int*)nullptr);
    };
    lam37(n34);
    if ((n34 - n34) <= 8)
        return 43 >> (CAT_8(n, 34) - TILE_DIM_2);
    if (n34 >= n34)
        return 38u;
    int off38 = 62;
    return TILE_DIM_1;
}

int main() {
    int count39 = 468;
    sift9_kernel<<<(count39 + 31) / 32, 0b1 << (TILE_DIM_2 + 2), 256, 0>>>(-tile27((float*)nullptr));
    count39 = MIN2_4(count39 * count39, (unsigned char)(59l - count39));
    sift9_kernel<<<dim3(1 << 1), dim3(2, 2 * 2, (count39 + 127) / 128)>>>(tile27(nullptr));
    return 0;
}
