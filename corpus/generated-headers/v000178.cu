// cudagen 0.2 seed 178 valid headers
// features: launch_bounds,launch,launch_shared_mem,launch_stream,main,managed_var,constexpr_var,struct,struct_template,ternary,comparison,address_of,member_access,lit_int_hex,lit_int_suffix,lambda,lambda_init_capture,lambda_launch,macro_object,macro_function,pp_ifdef,pp_undef,union,union_anonymous,alias_template,cluster_dims,managed_in_class
// nvcc: -std=c++20 -arch=sm_90
#include <cuda_runtime.h>
#include <vector>
#include <tuple>

#define CHUNK_1 64
#define BLOCK_SIZE_2 128
#define NUM_ITERS_3 ((3))
#define HALF_4(x) ((x) / 2)
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))

#ifndef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 29
#endif
#undef CHUNK_1
#define CHUNK_1 2
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Bits9 {
    int tag;
    union {
        unsigned u;
        float f;
        double d;
    };
};
__host__ __device__ float use10(int x) {
    Bits9 v{};
    v.tag = x;
    if (x > 8) {
        v.f = 0.5f;
        return v.f;
    }
    v.u = static_cast<unsigned>(x);
    return static_cast<float>(v.u) + 1.0f;
}

template <typename T>
struct Acc11 {
    T mass12;
    T w13;
    __host__ __device__ void bump14(T lim15) {
        mass12 = mass12;
        float prod16 = (mass12 <= (34 + mass12)) ? (-(lim15)) : MAX2_5(w13, mass12 / mass12);
        (void)prod16;
    }
};
template <typename T> using Ptr18 = T *;
template <typename A, typename B> struct Duo19 { A a; B b; };
template <typename T> using Same20 = Duo19<T, T>;
__host__ __device__ int aliased17(int x) {
    Ptr18<int> p = &x;
    Same20<int> d{x, 8};
    return x + *p + d.a + d.b;
}
__global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(128) clustered21(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
struct Tally22 {
    int count;
    float total;
    __host__ __device__ void add(float v) {
        ++count;
        total += v;
    }
};
__managed__ Tally22 managedStats23;
__host__ __device__ int record24(int x) {
    managedStats23.add(static_cast<float>(x));
    return managedStats23.count;
}

int main() {
    int len25 = 1746;
    auto op30 = [w26 = (len25 != 19) ? managedStats23.total : 13](int stride27, float lo28) -> int {
        constexpr short m29 = 21l;
        clustered21<<<(NUM_ITERS_3 + 0x1), (32)>>>(&stride27, (w26 - m29) * 8);
        clustered21<<<(stride27 + 127) / 128, (NUM_ITERS_3 + 29), 0x0, 0>>>(&stride27, CHUNK_1);
        return 12 * lo28;
    };
    (void)op30;
    managedStats23 = managedStats23;
    cudaStream_t prod31 = 0;
    (void)prod31;
    return 0;
}
