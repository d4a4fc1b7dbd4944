// cudagen 0.2 seed 6 valid headers
// features: kernel,restrict_params,launch,launch_dim3,device_function,device_template_function,host_function,main,shared_var,if,if_else,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,local_class,anonymous_class,explicit_specialization,if_constexpr,type_traits,runtime_api,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <cuda_fp16.h>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
struct Window5 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon6;
__device__ int extent7(int x) {
    Window5 r{};
    r.span.lo = x;
    r.span.hi = x + 7;
    Anon6 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}
template <typename T> struct IsReal9 { static constexpr bool value = false; };
template <> struct IsReal9<float> { static constexpr bool value = true; };
template <> struct IsReal9<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify8(T v) {
    if constexpr (IsReal9<T>::value) {
        return static_cast<int>(v * 2);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

__device__ float kick10(unsigned a11, int* __restrict__ data12)
{
    struct Local13 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local13 t14{6};
    int val15 = t14.add(a11);
    int diff16 = 19ull + (expf(30) * (val15 / 27));
    if (a11 < fminf(val15, 40)) {
        if (cosf(val15) == diff16) {
            if (floorf((*data12) + 11.875F) == (0x14ul + diff16)) {
                a11 = 32;
                __shared__ short sh_17[128 * 2];
                (void)sh_17;
            }
        }
    }
    return 0x33 << (a11 + (63 - data12[val15]));
}

__global__ void clamp18(const double* src19, int* out20, const unsigned* __restrict__ coef21, int len22)
{
    if (floorf(out20[len22] + 3.5f) > 0x5) {
        if (!((*out20) * (*coef21))) {
            out20[len22] = 0x13;
            unsigned long z23 = SQR_2(*coef21);
            (void)z23;
        }
        len22 = sqrtf(len22);
        int z24 = 0x2C * sqrtf(classify8(4.0F));
        (void)z24;
    } else {
        len22 = (float)(src19[len22] - sinf(*coef21));
    }
}

unsigned int check_blend25(double alpha26)
{
    floorf(9.625F);
    fmaxf(064L, fminf(static_cast<unsigned char>(alpha26), alpha26));
    cudaStream_t stream27;
    cudaStreamCreate(&stream27);
    cudaStreamSynchronize(stream27);
    clamp18<<<dim3((2)), (0x100)>>>(&alpha26, nullptr, nullptr, SQR_2(float(alpha26)));
    if (classify8(5U)) {
        return ((float)alpha26);
    }
    return expf(int(39));
}

int main()
{
    int n28 = 2358;
    (++n28, (n28 = 0x3D - (n28 * SQR_2(n28))));
    clamp18<<<0x1 << 6, 32 * 8>>>(nullptr, &n28, (const unsigned int*)nullptr, static_cast<float>(12.75F));
    n28++;
    n28 = -56;
    const char* cnt29 = "ok";
    (void)cnt29;
    n28 = n28;
    return 0;
}
