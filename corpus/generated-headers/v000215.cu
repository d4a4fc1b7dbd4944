// cudagen 0.2 seed 215 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_device_function,device_template_function,host_function,main,shared_var,constexpr_var,local_array,if,for,pragma_unroll,while,ternary,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef,variadic_template,pack_expansion,nttp_pointer,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <type_traits>
#include <compare>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 37
#endif
__device__ inline double fold5() { return 1.0; }
template <typename T, typename... Rest>
__device__ double fold5(T first, Rest... rest) {
    return static_cast<double>(first) * fold5(rest...);
}
template <typename... Ts>
__device__ int count6(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread8(int x) {
    return static_cast<int>(fold5(x, 9.5f, 9u)) + count6(x, x, 1.0);
}

__device__ __noinline__ float scatter9(int stride10)
{
    int iter11 = 0;
    while (iter11 < iter11) {
        unsigned int tmp12 = stride10 - MIN2_1(stride10, iter11 + stride10);
        (void)tmp12;
        ++iter11;
    }
    #pragma unroll 8
    for (int j13 = 0; j13 < 8; j13++)
        stride10 = stride10;
    __shared__ int sh_14[64];
    return fold5(fold5(sh_14[34] * iter11, sh_14[12] / stride10, (iter11)), sh_14[iter11], stride10);
}

template <typename T>
__device__ __host__ T scale15(T *dst16, int n17, const T *in18)
{
    for (int i19 = 0; i19 < 12; i19++) {
        for (int j20 = 0; j20 < (5); j20++)
            dst16[j20] = ((54L + dst16[i19]) * (in18[j20] + j20)) + (8.625F * (i19 + dst16[7]));
    }
    float u21 = dst16[7];
    (void)u21;
    return n17;
}
struct Pt23 { int a; int b; float w; };
template <int Pt23::*M> __host__ __device__ int field24(const Pt23 &p) { return p.*M; }
__host__ __device__ int indirect22(int x) {
    Pt23 p{x, 3, 1.0f};
    return field24<&Pt23::a>(p) + field24<&Pt23::b>(p);
}

__global__ void __launch_bounds__(256, 3) pivot25(double alpha26, const int *coef27, int *acc28, bool q29)
{
    if (q29 >= acc28[0])
        return;
    q29 = coef27[0];
    for (int j30 = 0; j30 < 7; ++j30) {
        q29 = (TUNE_4) == fmaxf(coef27[0], sqrtf(*acc28));
        fmaxf(coef27[0x4], q29);
    }
}

double host_scale31(const float *in32)
{
    for (int i33 = 4; i33 > 0; --i33) {
        int diff34 = ceilf(TUNE_4 - scale15((double*)nullptr, in32[i33], reinterpret_cast<const double*>(in32)));
        diff34 = i33;
        float y35[3]{u'#', 16.875F, 23.75f};
        (void)y35;
    }
    pivot25<<<0x2 * 2, 0x20, sizeof(int) * 0x100, nullptr>>>(static_cast<double>(in32[3]) - (TUNE_4 * in32[0]), static_cast<const int*>(nullptr), nullptr, floorf(.5f * (*in32)));
    return (fabsf(in32[4]) < 3) ? 6 : (+expf(*in32));
}

int main()
{
    int n36 = 2343;
    pivot25<<<dim3(2 * 2, (n36 + 63) / 64), 8 * 0x8>>>(cosf(n36), static_cast<const int*>(nullptr), &n36, (+n36) < (n36 / 42));
    n36 = cosf((n36 + 6));
    return 0;
}
