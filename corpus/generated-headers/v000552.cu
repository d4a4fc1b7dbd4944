// cudagen 0.2 seed 552 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,builtin_vars,device_template_function,host_function,main,constexpr_var,auto_var,struct,nested_namespace,if,if_else,if_init,for,switch,switch_fallthrough,goto,static_assert,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_ifdef,enable_if,partial_specialization,sfinae,constexpr_loop,inline_namespace,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <cuda_fp16.h>

#define TILE_DIM_1 16
#define RADIUS_2 (5)
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifdef USE_FAST_PATH_7
#define TUNE_8 4
#else
#define TUNE_8 50
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
namespace core10 {
inline namespace v2 {
__host__ __device__ int version11(int x) { return x + 6; }
} // namespace v2
namespace detail::impl {
__host__ __device__ int helper12(int x) { return x * 3; }
} // namespace detail::impl
} // namespace core10
__host__ __device__ int layered13(int x) {
    return core10::detail::impl::helper12(x) + core10::version11(x) + core10::v2::version11(1);
}

__global__ void sweep14(int len15) {
    int gid16 = threadIdx.x;
    expf(TUNE_8);
    auto idx17 = len15;
    if (idx17 % idx17) {
        int w18 = +((gid16 ^ gid16) ^ ((len15 >= len15) ? len15 : 0x13lu));
        (void)w18;
        for (int it19 = 0; it19 < len15; ++it19) {
            idx17 = 57;
            static_assert(sizeof(int) == 4, "bad config");
        }
    } else if (TUNE_8 < static_cast<unsigned int>(expf(blockIdx.z))) {}
}

struct Vec20 {
    int y21;
    unsigned w22;
    bool id23;
};
__host__ __device__ constexpr int powSum24(int n) {
    int s = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j <= i; ++j) {
            s += 5;
        }
    }
    return s;
}
constexpr int kSteps25 = powSum24(3);
static_assert(powSum24(3) == 30, "a constexpr loop");
template <bool B, typename T = void> struct EnableIf27 {};
template <typename T> struct EnableIf27<true, T> { using type = T; };
template <typename T> struct IsSmall28 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
__host__ __device__ typename EnableIf27<IsSmall28<T>::value, int>::type narrow26(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__host__ __device__ typename EnableIf27<!IsSmall28<T>::value, int>::type narrow26(T v) { return static_cast<int>(v) * 2; }
template <bool B, typename T = void> struct EnableIf30 {};
template <typename T> struct EnableIf30<true, T> { using type = T; };
template <typename T> struct IsSmall31 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
__host__ __device__ typename EnableIf30<IsSmall31<T>::value, int>::type narrow29(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__host__ __device__ typename EnableIf30<!IsSmall31<T>::value, int>::type narrow29(T v) { return static_cast<int>(v) * 2; }

template <class T, typename U>
__global__ void clamp32(T *__restrict__ dst33) {
    int tid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (dst33 != nullptr) {
        goto out36;
    }
    narrow26(static_cast<T>(21.625F));
    if (unsigned res35 = (threadIdx.y); layered13(res35) >= MAX2_4(res35 - threadIdx.z, expf(*dst33))) {
        --res35;
    } else if (((res35 + blockDim.x) * floorf(blockIdx.x)) <= kSteps25)
        dst33[tid34] = ADD3_3(res35, (6U & gridDim.x) * 0x37UL, sqrtf(threadIdx.x + 10.0F));
out36:;
}

unsigned int run_spread37(const float *coef38, float q39) {
    const short *cnt40 = reinterpret_cast<const short*>(coef38);
    clamp32<double, float><<<4, 0x20 * 8>>>(nullptr);
    switch (cnt40[0b100] - u'z') {
    case 7:
        floorf(cosf(coef38[4]) + 14.5f);
        [[fallthrough]];
    case 5: {
        auto acc41 = sinf(14.125F);
        (void)acc41;
        break;
    }
    case 2:
        break;
    }
    return coef38[4];
}

int main() {
    int size42 = 2680;
    powSum24(size42);
    powSum24(ADD3_3(fabsf(TILE_DIM_1), (size42 > size42) ? kSteps25 : kSteps25, layered13(1u)));
    sweep14<<<(0100), 0x40, sizeof(int) * 32>>>(RADIUS_2);
    int device43 = 0;
    cudaGetDevice(&device43);
    cudaDeviceProp prop44;
    cudaGetDeviceProperties(&prop44, device43);
    int sms45 = prop44.multiProcessorCount + prop44.warpSize;
    (void)sms45;
    --size42;
    return 0;
}
