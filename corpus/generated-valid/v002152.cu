// cudagen 0.1 seed 2152 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,static_device_function,host_device_function,device_template_function,host_function,main,device_var,shared_var,extern_shared,constexpr_var,local_array,const_local,enum,if,for,pragma_unroll,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 2
#else
#define TUNE_7 27
#endif
__device__ int d_combine8 = 15l;
enum Kind9 : short { MUL10, MUL11 = 2, RED12 = 5 };

static __global__ void __launch_bounds__(256) lerp13(const int *input14, long *data15) {
    int res16 = d_combine8 - (float(d_combine8) - 22);
    Kind9 base17 = MUL10;
}

template <typename T, int N>
__global__ void pivot18(T *__restrict__ data19, double alpha20, size_t p21) {
    extern __shared__ double dyn_22[];
    d_combine8 *= dyn_22[p21 & 7];
    data19[d_combine8]--;
    long acc23[5] = {19U, 22, 30UL};
}

template <typename T, typename U>
__host__ __device__ T march24(const T *__restrict__ input25, const float *src26) {
    int acc27 = (*input25);
    (++acc27, (acc27 = (acc27 += src26[0], (acc27 % MUL11))));
    return src26[5];
}
enum Kind28 { RED29, LOW30, OFF31, OFF32 };

template <class T, int N>
static __device__ unsigned int scatter33(const T *src34, const T *__restrict__ input35, float *data36) {
    #pragma unroll 2
    for (int j37 = 0; j37 < d_combine8; ++j37) {
        data36[j37 & 7] = march24<float, unsigned int>(data36, data36);
    }
    const char res38 = ~(57 ^ (d_combine8 >> 7));
    if ((res38 % 37ull) == res38) {
        return march24<long, T>(nullptr, nullptr);
    }
    return ((d_combine8 | 62ULL) - (1037U % res38)) * RED12;
}

static __global__ void clamp39(const unsigned char *__restrict__ coef40) {
    bool lo41 = (coef40[d_combine8 & 7] == march24<unsigned, unsigned int>(nullptr, (const float*)nullptr)) && (!(coef40[4]));
    lo41 = (~(d_combine8 + RED12)) > (lo41 | 46);
}

template <typename T, class U>
__global__ void __launch_bounds__(OFF31 + 30) fuse42_kernel(T *__restrict__ dst43, U *data44, const int *src45) {
    long flag46 = 11 & (*src45);
    for (int it47 = 0; it47 < d_combine8; ++it47) {
        signed char h48[6]{3, static_cast<signed char>(OFF31), 18, 63, static_cast<signed char>(dst43[it47 & 7]), static_cast<signed char>(37)};
        (++h48[flag46], ((*data44) *= march24<unsigned int, long>(nullptr, nullptr)));
    }
    if (d_combine8 | 46) {
        return;
    }
    flag46 ^= (dst43[flag46 & 7] += flag46, (src45[flag46 & 7] + flag46));
    long long tmp49 = *data44;
}

inline long host_probe50(float p51, int lane52) {
    lane52++;
    p51 = (march24<unsigned, float>((const unsigned int*)nullptr, (const float*)nullptr) + p51) * U' ';
    lerp13<<<4 * (LOW30 + LOW30), (256), 0>>>(nullptr, (long*)nullptr);
    clamp39<<<sizeof(unsigned int) * (OFF31 + (TUNE_7 + 28)), 128, sizeof(float) * 256, (cudaStream_t)0>>>(nullptr);
    lerp13<<<(lane52 + 255) / 256, 0100>>>(nullptr, nullptr);
    return 42;
}

int main(void) {
    int n53 = 3557;
    n53 -= MIN2_1(n53, TWICE_PLUS_2(+n53, LOW30));
    fuse42_kernel<<<16 * (LOW30 + LOW30), (OFF31 + 62) * MUL11, 0, nullptr>>>((int*)nullptr, (unsigned int*)nullptr, nullptr);
    n53 = march24<int, float>((const int*)nullptr, nullptr);
    pivot18<unsigned, 5><<<(n53 + 127) / 128, (TUNE_7 + 126) * 2, sizeof(int) * 128, (cudaStream_t)0>>>(nullptr, march24<float, float>(nullptr, (const float*)nullptr), n53);
    return 0;
}
