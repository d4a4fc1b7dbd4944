# 1 "v000092.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 17 "v000092.cu"
__attribute__((visibility("hidden"))) void step7(unsigned char *data8, const float *coef9, const int *coef10, float *__restrict__ acc11) ;
#if 0
# 17
{ 
# 18
int i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
unsigned q13((2833)); 
# 20
q13++; 
# 21
} 
#endif
# 23 "v000092.cu"
void bias14(const int *in15) { 
# 24
signed char q16 = (int)(in15[1]); 
# 25
long sum17 = in15[q16]; 
# 26
sum17 = (in15[6]); 
# 27
constexpr float idx18 = (55); 
# 28
} 
# 30
extern "C" __attribute__((visibility("hidden"))) void decay19_kernel(const int *input20) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern float dyn_21[]; 
# 32
float diff22 = static_cast< unsigned>(((input20[4]) + 3) % 8); 
# 33
constexpr int mid23 = (9 + 50); 
# 34
} 
#endif
# 36 "v000092.cu"
__attribute((always_inline)) __attribute__((unused)) inline float spread24(int count25) {int volatile ___ = 1;(void)count25;
# 45
::exit(___);}
#if 0
# 36
{ 
# 37
if (!(__device_builtin_variable_warpSize >= count25)) { 
# 38
goto done26; 
# 39
}  
# 40
count25++; 
# 41
count25 += 64; 
# 42
(count25--), (count25 = (count25 % 8)); 
# 43
done26:; ; 
# 44
return (64 & (static_cast< int>(count25))) ^ count25; 
# 45
} 
#endif
# 47 "v000092.cu"
__attribute__((visibility("hidden"))) void combine27(const short *__restrict__ src28, int stride29, long *dst30, const int *in31) ;
#if 0
# 47
{ 
# 48
double *q32 = ((double *)nullptr); 
# 49
long x33 = (__device_builtin_variable_threadIdx.x) & (9); 
# 50
} 
#endif
# 52 "v000092.cu"
namespace img34 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 53
__attribute__((unused)) static void mix35(int stride36, int stride37, int len38) {int volatile ___ = 1;(void)stride36;(void)stride37;(void)len38;
# 57
::exit(___);}
#if 0
# 53
{ 
# 54
--stride37; 
# 55
unsigned long long f39 = (static_cast< short>(len38 % 8)) % 8; 
# 56
unsigned long mid40 = stride36; 
# 57
} 
#endif

#pragma GCC diagnostic pop

# 58 "v000092.cu"
}
# 60
__attribute__((visibility("hidden"))) void shade41(unsigned a42, unsigned *acc43) ;
#if 0
# 60
{ 
# 61
unsigned tid44 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 62
a42 = (acc43[1]); 
# 63
for (int n45 = 12; n45 > 0; --n45) { 
# 64
float lim46 = (58); 
# 65
lim46 /= (((lim46 += a42), ((3) % a42)) - (((lim46 += (8.875F)), n45) & ((a42 += tid44), tid44))); 
# 66
if ((47LL < a42) && (n45 < 53)) { 
# 67
break; 
# 68
}  
# 69
}  
# 70
float y47 = tid44 % (8); 
# 71
} 
#endif
# 73 "v000092.cu"
__attribute__((visibility("hidden"))) void pivot48_kernel(const unsigned *__restrict__ input49, const int *__restrict__ input50, float *buf51, short *buf52) ;
#if 0
# 73
{ 
# 74
__attribute__((unused)) extern unsigned dyn_53[]; 
# 75
int i54 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 76
float diff55 = buf52[i54 & 7]; 
# 77
(buf51[3])++; 
# 78
(buf51[7])++; 
# 79
} 
#endif
# 80 "v000092.cu"
constexpr long WIDTH56 = (32); 
# 81
typedef long idx57_t; 
# 83
namespace img58 { 
# 84
inline unsigned host_weigh59(int stride60) { 
# 85
idx57_t *w61 = (nullptr); 
# 86
if (w61 != (nullptr)) { 
# 87
goto skip62; 
# 88
}  
# 89
(w61[stride60 & 7]) ^= (((57) - (w61[stride60 & 7])) - ((WIDTH56 * (*w61)) - stride60)); 
# 90
skip62:; ; 
# 91
return *w61; 
# 92
} 
# 94
void grow63(const int *__restrict__ src64) { } 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 96
__attribute((noinline)) __attribute__((unused)) static short blend65(int lane66, int stride67, int count68 = 1643) {int volatile ___ = 1;(void)lane66;(void)stride67;(void)count68;
# 100
::exit(___);}
#if 0
# 96
{ 
# 97
count68 = lane66; 
# 98
lane66--; 
# 99
return (-5); 
# 100
} 
#endif

#pragma GCC diagnostic pop

# 101 "v000092.cu"
}
# 103
static unsigned long long run_blend69(const int *input70) { 
# 104
if (3 != (*input70)) { 
# 105
goto skip71; 
# 106
}  
# 107
(__cudaPushCallConfiguration(dim3(3 + 1, 1 << 3, 8), (9 + (9 + (3 + (3 + 8)))) * 8)) ? (void)0 : shade41(21, nullptr); 
# 108
(__cudaPushCallConfiguration(dim3((3 + 13) * 2, 9 + (3 + (3 + 1))), WIDTH56 + (9 + 87), 0)) ? (void)0 : decay19_kernel(input70); 
# 109
skip71:; ; 
# 110
return (16 + (input70[3])) ^ (WIDTH56 & ((input70[5]) - sizeof(float))); 
# 111
} 
# 113
int main() { 
# 114
int size72 = 3049; 
# 115
if (size72 < WIDTH56) { 
# 116
return (size72 % 8); 
# 117
}  
# 118
const char *base73 = ("x + 1"); 
# 119
(__cudaPushCallConfiguration(1, ((dim3)(8 * 2)), 0)) ? (void)0 : step7(static_cast< unsigned char *>(nullptr), (const float *)nullptr, (const int *)nullptr, (float *)nullptr); 
# 120
(__cudaPushCallConfiguration(dim3(32, (9 + 23) * 16), 128, 1 << 10)) ? (void)0 : combine27(nullptr, 0, nullptr, nullptr); 
# 121
(__cudaPushCallConfiguration((size72 + 255) / 256, 128)) ? (void)0 : pivot48_kernel(nullptr, nullptr, nullptr, static_cast< short *>(nullptr)); 
# 122
return 0; 
# 123
} 

# 1 "v000092.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5b5d9c33_10_v000092_cu_9a572442
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000092.cudafe1.stub.c"
#include "v000092.cudafe1.stub.c"
# 1 "v000092.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
