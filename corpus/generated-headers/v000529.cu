// cudagen 0.2 seed 529 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,auto_var,struct,if,while,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,lambda,lambda_launch,macro_object,macro_function,macro_paste,macro_statement,union,union_anonymous,partial_specialization,if_constexpr,sfinae,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cmath>
#include <utility>

#define BLOCK_SIZE_1 4
#define TILE_DIM_2 16
#define BLOCK_SIZE_3 128
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define SQR_5(x) ((x) * (x))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_7(a, b) a##b
struct Raw8 {
    int tag;
    union {
        int i;
        float f;
    };
};
__device__ float use9(int x) {
    Raw8 v{};
    v.tag = x;
    if (x > 3) {
        v.f = 0.5f;
        return v.f;
    }
    v.i = static_cast<int>(x);
    return static_cast<float>(v.i) + 1.0f;
}
__host__ __device__ float norm10(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

struct Span11 {
    int sum12;
    float x13;
    signed char sum14;
};

__global__ void count15_kernel(const int *src16) {
    extern __shared__ int dyn_17[];
    int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float v19 = fmaxf(sqrtf(20) - 7, tid18);
    (void)v19;
    __shared__ double sh_20[BLOCK_SIZE_1][8];
    if (gridDim.z >= sh_20[threadIdx.x][tid18]) {
        __shared__ unsigned long sh_21[32];
        (void)sh_21;
        if constexpr (sizeof(int) == 8) {
        } else {
        }
    }
}

template <class T, int N = 4>
__device__ T mix22(T *out23, int len24, T *data25) {
    T *flag26 = out23;
    int iter27 = 0;
    while ((iter27 < iter27) && (iter27 >= 36U)) {
        float z28 = norm10(data25[len24], len24 + 18.75f);
        (void)z28;
        (*data25) = 46;
        ++iter27;
    }
    __shared__ int sh_29[16];
    (void)sh_29;
    ACCUM_6(len24, (8 - (-fmaxf(-5l, TILE_DIM_2))));
    auto lo30 = expf((0b110100u));
    (void)lo30;
    return (use9(data25[7]) + out23[len24]) * ((flag26[iter27] + iter27) * (*flag26));
}
struct Sized31 { __host__ __device__ int size() const { return 8; } };
template <typename T> __host__ __device__ auto sizeOf32(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf32(const T &, long) { return 1; }
__host__ __device__ int probe33(int x) {
    Sized31 s{};
    return sizeOf32(s, 0) + sizeOf32(x, 0);
}
struct Sized34 { __device__ int size() const { return 2; } };
template <typename T> __device__ auto sizeOf35(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __device__ int sizeOf35(const T &, long) { return 1; }
template <typename...> struct MakeVoid36 { using type = void; };
template <typename T, typename = void> struct HasSize37 { static constexpr int value = 0; };
template <typename T> struct HasSize37<T, typename MakeVoid36<decltype(T().size())>::type> { static constexpr int value = 1; };
__device__ int probe38(int x) {
    Sized34 s{};
    return sizeOf35(s, 0) + sizeOf35(x, 0) + HasSize37<Sized34>::value + HasSize37<int>::value;
}

int main() {
    int size39 = 444;
    auto h40 = MAX2_4(norm10(1.875F, size39), 7);
    auto fn41 = []() -> float {
        count15_kernel<<<dim3(256, 8), BLOCK_SIZE_1 + (BLOCK_SIZE_3 + (BLOCK_SIZE_1 + 376)), 0, 0>>>(nullptr);
        return norm10(19, 11U);
    };
    (void)fn41;
    if ((((char)h40) != CAT_7(h, 40)) && (48 > (h40 * h40))) {
        count15_kernel<<<(size39 + 63) / 64, 0b10000000, 0, (cudaStream_t)0>>>(&size39);
        int cnt42[5]{'a', static_cast<int>(CAT_7(h, 40)), 0b1, 25, -19};
        (void)cnt42;
    }
    return 0;
}
