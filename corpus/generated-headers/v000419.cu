// cudagen 0.2 seed 419 valid headers
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,default_args,main,constant_var,constexpr_var,local_array,struct,struct_template,typedef,namespace,static_assert,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,variadic_template,pack_expansion,fold_expression,nttp_integral,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>

#define CHUNK_1 64
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 25
#endif

namespace detail6 {
typedef unsigned int idx7_t;

__host__ __device__ size_t gather8(int stride9, double b10 = 0.375f)
{
    int r11 = sqrtf(CAT_3(stride, 9));
    (void)r11;
    static_assert(sizeof(int) == 0x4, "tile must fit");
    bool val12 = stride9 > (stride9 * stride9);
    b10 = 3.;
    int x13 = expf(TUNE_5);
    int diff14(expf(val12) / (20 / ((unsigned int)x13)));
    (void)diff14;
    return CAT_3(val, 12);
}

template <typename T>
struct Sample15 {
    T sum16;
    T hi17, val18;
    __host__ __device__ void mix19(T flag20)
    {
        fabsf((float)hi17);
        unsigned int m21[(6)] = {11UL, 4266};
        (void)m21;
    }
};
} // namespace detail6
__constant__ double c_shade22 = 44;
template <typename T, long N>
struct Fixed23 {
    T data[N];
    __host__ __device__ T sum() const {
        T s = T();
        for (long i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __host__ __device__ T scaleBy24(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip25(int v) { return Neg ? -v : v; }
__host__ __device__ unsigned fixed26(int x) {
    Fixed23<unsigned, 1l> a{};
    a.data[0] = static_cast<unsigned>(x);
    return a.sum() + scaleBy24<7>(static_cast<unsigned>(x)) + static_cast<unsigned>(flip25<false>(x));
}
template <typename... Ts>
__host__ __device__ double fold27(Ts... xs) {
    return (... + static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count28(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all29(Ts... xs) { return (... && (xs != 0)); }
__host__ __device__ int spread30(int x) {
    return static_cast<int>(fold27(x, 2.5f, 2u)) + count28(x, x, 1.0) + (all29(x, 2) ? 1 : 0);
}

static __global__ void __launch_bounds__(32, 1) tally31_kernel(float *__restrict__ acc32)
{
    ceilf((int)float(acc32[blockIdx.y]));
    float z33[6] = {};
    acc32[blockIdx.y & 7] = 8.625f;
    z33[0x5] = c_shade22;
    z33[threadIdx.y] *= (((z33[blockIdx.y] - z33[0x3]) >= 58) ? fmaxf(gridDim.x, z33[threadIdx.x]) : ((threadIdx.x < acc32[blockIdx.x]) ? 50 : z33[5])) + (TUNE_5 % (threadIdx.x));
    z33[gridDim.y] = z33[blockIdx.x];
}

int main()
{
    int count34 = 1286;
    count34 = fminf((unsigned int)count34, (count34 += CAT_3(count, 34), CAT_3(count, 34)));
    tally31_kernel<<<16, TUNE_5 + (TUNE_5 + (CHUNK_1 + 142)), sizeof(float) * 0x80>>>(nullptr);
    return 0;
}
