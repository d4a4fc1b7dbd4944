// cudagen 0.2 seed 142 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,main,constexpr_var,local_array,switch,compound_assign,shift,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,cast_c,cast_static,lambda,macro_object,local_class,anonymous_class,conversion_operator,alias_template,extended_lambda,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TILE_DIM_1 3
#define CHUNK_2 256
#define CHUNK_3 64
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void weigh7(char cfg8, int* out9, float* out10) {
    long acc11 = static_cast<int>(*out10);
    char f12[2] = {static_cast<char>(acc11)};
    out10[7] -= (out10[acc11] += 7.375F, CHUNK_2);
    switch ((*out9)) {
    case 2 * 0b11:
        out10[cfg8] += static_cast<int>(-(f12[acc11] + acc11));
        break;
    case 5 * 2:
        break;
    case 1 << 0x1:
        break;
    default:
        out10[1] = f12[acc11];
        break;
    }
    struct Local13 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local13 idx14{3};
    int z15 = idx14.add((char)f12[acc11]);
    (void)z15;
}
template <typename T> using Ptr17 = T *;
template <typename A, typename B> struct Duo18 { A a; B b; };
template <typename T> using Same19 = Duo18<T, T>;
__host__ __device__ int aliased16(int x) {
    Ptr17<int> p = &x;
    Same19<int> d{x, 4};
    return x + *p + d.a + d.b;
}
struct Ratio20 {
    float v;
    operator float() const { return v; }
};
float convert21(float x) {
    Ratio20 m{x};
    float plain = m;
    return plain + static_cast<float>(m) * 2;
}
struct Extent22 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon23;
int extent24(int x) {
    Extent22 r{};
    r.span.lo = x;
    r.span.hi = x + 2;
    Anon23 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}

__host__ int run_smooth25(int stride26, int count27, float q28) {
    auto lam29 = [count27] __device__ (int v) { return v * 3 + count27; };
    applyEach6<<<1, 32>>>(lam29, nullptr, count27);
    unsigned long z30 = 0x2cl;
    (void)z30;
    return static_cast<double>(stride26 / count27) - stride26;
}

int main() {
    int size31 = 2491;
    switch (size31) {
    case 12: {
        bool mid32(false);
        (void)mid32;
        break;
    }
    case 0: {
        cudaEvent_t start33, stop34;
        cudaEventCreate(&start33);
        cudaEventCreate(&stop34);
        cudaEventRecord(start33);
        cudaEventRecord(stop34);
        cudaEventSynchronize(stop34);
        float ms35 = 0.0f;
        cudaEventElapsedTime(&ms35, start33, stop34);
        cudaEventDestroy(start33);
        cudaEventDestroy(stop34);
        weigh7<<<dim3(TILE_DIM_1 + (TILE_DIM_1 + 26), (size31 + 63) / 64, (size31 + 63) / 64), CHUNK_3, 0x100>>>(size31 + (ms35 - 127ul), &size31, &ms35);
        break;
    }
    case 2 * 0x5: {
        struct Local36 {
            int s;
            int add(int v) { s += v; return s; }
        };
        Local36 z37{0};
        int res38 = z37.add(52L);
        (void)res38;
        break;
    }
    case 2 * 2:
        break;
    }
    return 0;
}
