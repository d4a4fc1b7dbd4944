# 1 "v001009.cu"
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
# 9 "v001009.cu"
__attribute((always_inline)) __attribute__((unused)) static inline short split3(const float *in4, const int *__restrict__ src5, unsigned long alpha6) {int volatile ___ = 1;(void)in4;(void)src5;(void)alpha6;
# 19
::exit(___);}
#if 0
# 9
{ 
# 10
signed char stride7[3]{static_cast< signed char>(__device_builtin_variable_blockDim.x), (47), static_cast< signed char>(__device_builtin_variable_blockDim.x)}; 
# 11
for (int it8 = 0; it8 < 14; ++it8) { 
# 12
alpha6 /= alpha6; 
# 13
int k9{4}; 
# 14
}  
# 15
int lo10[7] = {}; 
# 16
--(stride7[2]); 
# 17
alpha6 = (8); 
# 18
return src5[6]; 
# 19
} 
#endif
# 21 "v001009.cu"
__attribute__((unused)) unsigned scatter11(unsigned beta12, const long long *__restrict__ input13) {int volatile ___ = 1;(void)beta12;(void)input13;
# 29
::exit(___);}
#if 0
# 21
{ 
# 22
(++beta12), (beta12 = (split3(reinterpret_cast< const float *>(input13), reinterpret_cast< const int *>(input13), (split3((const float *)nullptr, reinterpret_cast< const int *>(input13), 45)) - beta12))); 
# 23
beta12 = beta12; 
# 24
int w14[2 * 2] = {57, ('z'), static_cast< int>(split3(reinterpret_cast< const float *>(input13), reinterpret_cast< const int *>(input13), 23)), 22}; 
# 25
if (input13 == (nullptr)) { 
# 26
return (6) + (beta12 * (45)); 
# 27
}  
# 28
return w14[2]; 
# 29
} 
#endif
# 30 "v001009.cu"
static unsigned long d_combine15; 
# 32
namespace _GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e __attribute__((visibility("hidden")))  { 
# 33
static void host_tile16(long a17, int n18, int *__restrict__ out19) { 
# 34
dim3 tmp20((n18 + 127) / 128); 
# 35
char s21{(59)}; 
# 36
static long long h22 = (43); 
# 37
long x23 = n18 + a17; 
# 38
n18 -= (-15); 
# 39
(a17++), (x23 = n18); 
# 40
(out19[x23]) = a17; 
# 41
} 
# 43
struct Stats24 { 
# 44
unsigned long count25; 
# 45
bool id26; 
# 46
float sum27; 
# 47
float w28; 
# 48
}; 
# 49
}
# 51
namespace kern29 { 
# 52
unsigned run_bias30(int n31, Stats24 p32, int len33) { 
# 53
dim3 t34(128 * 2, 128); 
# 54
float m35 = (14.875F) - (n31 / (47 + len33)); 
# 55
auto step39 = [=](char m36)->float { 
# 56
bool x37{false}; 
# 57
dim3 val38(2); 
# 58
return ((6.125F) + ((p32).sum27)) / ((len33) * m36); 
# 59
} ; typedef decltype(step39) __T0;
# 60
step39(n31); 
# 61
static_assert((58 > 57));
# 62
host_tile16(n31, step39(len33), &len33); 
# 63
static signed char lo40 = (48); 
# 64
return m35; 
# 65
} 
# 66
enum class State41 { 
# 67
Busy42, 
# 68
High43, 
# 69
Green44, 
# 70
Slow45 = 4, 
# 71
Mul46
# 72
}; 
# 73
using real47_t = float; 
# 74
}
# 76
__attribute__((visibility("hidden"))) void trace48_kernel(double *__restrict__ out49, Stats24 q50, int *__restrict__ dst51) ;
#if 0
# 76
{ 
# 77
__attribute__((unused)) extern double dyn_52[]; 
# 78
unsigned tid53 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 79
d_combine15 &= (scatter11(out49[d_combine15], static_cast< const long long *>(nullptr))); 
# 80
Stats24 off54 = q50; 
# 81
if (d_combine15 <= (dst51[__device_builtin_variable_blockDim.x])) { 
# 82
return; 
# 83
}  
# 84
(dst51[3]) = (__device_builtin_variable_blockIdx.x); 
# 85
kern29::State41 f55 = kern29::State41::Busy42; 
# 86
f55 = kern29::State41::Green44; 
# 87
} 
#endif
# 89 "v001009.cu"
int main() { 
# 90
int len56 = 3756; 
# 91
len56 = len56; 
# 92
static_assert((23 > 22));
# 93
(__cudaPushCallConfiguration(dim3((len56 + 31) / 32, 2), 512)) ? (void)0 : trace48_kernel(nullptr, Stats24{}, &len56); 
# 94
return 0; 
# 95
} 

# 1 "v001009.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001009.cudafe1.stub.c"
#include "v001009.cudafe1.stub.c"
# 1 "v001009.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
