// cudagen 0.1 seed 2069 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,builtin_vars,host_device_function,device_template_function,host_function,main,constant_var,constexpr_var,using_alias,anon_namespace,if,if_init,for,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_iife,lambda_launch,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 64
#define RADIUS_2 16
#define RADIUS_3 3
#define SQR_4(x) ((x) * (x))
#define LOW_BITS_5(x) ((x) & 0xF)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#undef RADIUS_2
#define RADIUS_2 8

__global__ void apply8(int len9)
{
    int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++len9;
    constexpr double stride11 = -4.5;
}

template <typename T>
__global__ void warp12_kernel(const T *coef13, T q14, T b15)
{
    ++b15;
    if (SQR_4((b15)) <= q14) {
        for (int it16 = 0; it16 < 0xd; it16++) {
            int t17 = RADIUS_2 + (it16 % it16);
        }
        bool r18 = 1;
    }
}

template <typename T>
inline __host__ __device__ T sweep19(T alpha20, const T *__restrict__ src21)
{
    if ((*src21) > (3500 - (*src21))) {
        alpha20--;
        if (int res22 = 24.625; (res22 & 1)) {
            alpha20 = alpha20;
        }
        alpha20 = SQR_4((((alpha20 <= alpha20) ? 25 : 63U) & 4348u));
    }
    return 3.875F;
}

static __global__ void accum23(float b24)
{
    int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    b24 *= sizeof(int);
    int *stride26 = (int*)nullptr;
    long cnt27 = static_cast<int>(threadIdx.x + 0x11CBl) & LOW_BITS_5(*stride26);
    int *k28 = nullptr;
    float e29 = float((float)cnt27) * sweep19<int>(gid25 - 46lu, &gid25);
    int h30 = gid25;
}

namespace {
template <class T, int N = 1>
__global__ void filter31(T *__restrict__ buf32)
{
    buf32[threadIdx.x] /= (buf32[5] * (+gridDim.x)) + static_cast<T>(buf32[0x2] + N);
    sweep19(static_cast<unsigned int>(threadIdx.x), (const unsigned int*)nullptr);
    (*buf32) -= gridDim.x;
    (*buf32) = *buf32;
    buf32[threadIdx.y] = 17.75 / (*buf32);
}
} // namespace
using ptr33_t = size_t*;
__constant__ unsigned c_clamp34 = 53;

__global__ void step35_kernel(const float *coef36)
{
    int i37 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (((i37 * i37) - (5 - blockDim.x)) != float(c_clamp34)) {}
    if ((sweep19(c_clamp34, static_cast<const unsigned*>(nullptr)) != coef36[c_clamp34]) && ((*coef36) < 53)) {}
    bool z38 = ((+c_clamp34) - (60 - (*coef36))) != (threadIdx.x ? (*coef36) : coef36[0x2]);
}

void host_tally39(int *out40, float *out41, float cfg42)
{
    (*out40) = (((short)cfg42) * 0x2alu) ^ short(LOW_BITS_5(out40[0]));
    sweep19(7.0, (const double*)nullptr);
    out40[2] = (((float)sizeof(int)) != static_cast<float>(sweep19<long>(out40[0b110], nullptr))) ? ((7 - (*out41)) * 47) : 0b11010LL;
}

int main()
{
    int n43 = 2532;
    n43 = static_cast<float>(n43);
    if ((n43 + n43) < n43) {
        for (int i44 = 0; i44 < 11; i44++) {
            ([=]() {
                apply8<<<(RADIUS_2 + 24), (RADIUS_3 + 1) * 16>>>(n43 * RADIUS_3);
                int tmp45{static_cast<int>(SQR_4(~n43))};
            })();
            accum23<<<(n43 + 077) / 64, 8 * 16>>>(sweep19(static_cast<long>(sweep19(i44, &n43)), (const long*)nullptr));
            n43--;
        }
    }
    warp12_kernel<unsigned><<<(n43 + 0b1111111) / 0b10000000, RADIUS_3 + (RADIUS_2 + (RADIUS_2 + 493))>>>(nullptr, LOW_BITS_5((int)n43), n43);
    filter31<unsigned int, 1><<<(n43 + 255) / 256, sizeof(int) * (RADIUS_3 + (RADIUS_2 + 117))>>>(nullptr);
    step35_kernel<<<RADIUS_2 + 248, 0x40>>>(nullptr);
    return 0;
}
