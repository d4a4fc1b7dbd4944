// cudagen 0.2 seed 937 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,main,constexpr_var,enum_class,if,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_function,pp_ifdef,local_class,multiple_inheritance,virtual_inheritance,virtual_function,variadic_template,pack_expansion,fold_expression,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <cstdio>

#define MOD8_1(x) ((x) % 8)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 37
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename... Ts>
__device__ double fold7(Ts... xs) {
    return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
__device__ int count8(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread10(int x) {
    return static_cast<int>(fold7(x, 6.5f, 6u)) + count8(x, x, 1.0);
}

__global__ void smooth11_kernel(float *out12, int stride13, const long long *__restrict__ coef14) {
    unsigned i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i15 >= stride13) {
        return;
    }
    if (((coef14[5] + 0b1000) / (stride13 += i15, (-4))) >= 0x23) {
        ++(*out12);
    }
    stride13 = ((fold7(stride13, TUNE_5, 53ll) == gridDim.z) ? coef14[stride13 & 7] : ((i15 >= 0x21ul) ? 0x18ul : blockDim.x)) + (*coef14);
}
enum class Phase16 { Blue17, On18, Fast19, Low20 };

template <typename T, int N>
__global__ void norm21(const T *input22, double alpha23, const T *__restrict__ src24) {
    int tid25 = threadIdx.x;
    alpha23 = MOD8_1((((src24[4] <= 29) && (threadIdx.z <= 5)) ? (30 + tid25) : MOD8_1(tid25)));
    alpha23++;
    ++alpha23;
    unsigned int *s26 = static_cast<unsigned int*>(nullptr);
    (void)s26;
}
static_assert(sizeof(int) == 0x4, "size check");
struct Root28 {
    int v = 2;
    __device__ virtual int get() const { return v; }
    __device__ virtual ~Root28() {}
};
struct Left29 : virtual Root28 {
    __device__ int get() const override { return v + 1; }
};
struct Right30 : virtual public Root28 {
    int r = 7;
};
struct Join31 : Left29, Right30 {};
__device__ int dispatch27(int x) {
    Join31 j;
    j.v = x;
    const Root28 &t = j;
    return t.get() + j.r;
}

int main() {
    int count32 = 901;
    norm21<float, 0x7><<<4, 32 * 0b100>>>(nullptr, count32, (const float*)nullptr);
    norm21<double, 4><<<dim3(128, 1 << 5), 1 << 5>>>(static_cast<const double*>(nullptr), count32 * count32 * (count32 % count32), nullptr);
    smooth11_kernel<<<(count32 + 255) / 256, dim3(TUNE_5 + 033, 2, (count32 + 127) / 128)>>>((float*)nullptr, count32 >> 2, nullptr);
    count32 = 072;
    struct Local33 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local33 val34{8};
    int acc35 = val34.add(cosf(count32));
    (void)acc35;
    return 0;
}
