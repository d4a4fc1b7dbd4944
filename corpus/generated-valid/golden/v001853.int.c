# 1 "v001853.cu"
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
# 14 "v001853.cu"
enum class Color5 { Slow6, On7 = 4, On8}; 
# 16
extern "C" {
# 17
__attribute((always_inline)) __attribute__((unused)) inline long long step14(Color5 alpha15) {int volatile ___ = 1;(void)alpha15;
# 30
::exit(___);}
#if 0
# 17
{ 
# 18
if ((__device_builtin_variable_threadIdx.y) > (19)) { 
# 19
return 5; 
# 20
}  
# 22
#pragma unroll
for (
# 22
int j16 = 0; j16 < 16; ++j16) { 
# 23
unsigned z17 = (4 + j16) & (__device_builtin_variable_blockDim.x); 
# 24
float w18 = (11); 
# 25
z17--; 
# 26
}  
# 27
alpha15 = alpha15; 
# 28
constexpr float mid19 = (4255); 
# 29
return mid19 + (((__device_builtin_variable_threadIdx.x) - (50)) * (19)); 
# 30
} 
#endif
# 32 "v001853.cu"
__attribute__((visibility("hidden"))) void decay9(const int *__restrict__ src10) ;
#if 0
# 32
{ 
# 33
unsigned i11 = __device_builtin_variable_threadIdx.x; 
# 34
int f12 = 11; 
# 35
Color5 diff13 = Color5::On7; 
# 36
diff13 = Color5::Slow6; 
# 37
} 
#endif
# 38 "v001853.cu"
}
# 40
__attribute__((visibility("hidden"))) void norm20(int n21, unsigned alpha22, double *data23, Color5 p24) ;
#if 0
# 40
{ 
# 41
int i25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
alpha22 = (step14(Color5::Slow6) - i25); 
# 43
(data23[4])--; 
# 44
if (!((i25 > alpha22) && ((*data23) == n21))) { 
# 45
(data23[(__device_builtin_variable_gridDim.x) & (7)])++; 
# 46
char mid26 = step14(Color5::Slow6); 
# 47
alpha22 = ((((11) / alpha22) * (32)) * 10L); 
# 48
}  
# 49
} 
#endif
# 50 "v001853.cu"
static_assert((sizeof(int) == (4)));
# 52
__attribute__((visibility("hidden"))) void bias27(signed char b28) ;
#if 0
# 52
{ 
# 53
int tid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
b28 = (43 + b28); 
# 55
step14(Color5::On7); 
# 56
} 
#endif
# 58 "v001853.cu"
namespace util30 { namespace v31 { 
# 59
static unsigned check_tile32(const float *in33, int *acc34) { 
# 60
long w35 = 384 + (*acc34); 
# 61
++w35; 
# 62
return (in33[1]) + (in33[3]); 
# 63
} 
# 64
}}
# 67
__attribute__((visibility("hidden"))) void scatter36(const double *input37, const unsigned *coef38) ;
#if 0
# 67
{ 
# 68
int gid39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
constexpr signed char z40 = (11 + 9); 
# 70
if ((33) < (coef38[gid39 & 7])) { 
# 71
return; 
# 72
}  
# 73
unsigned base41{static_cast< unsigned>(gid39)}; 
# 74
} 
#endif
# 76 "v001853.cu"
int main() { 
# 77
int n42 = 972; 
# 78
int val43 = util30::v31::check_tile32((const float *)nullptr, &n42); 
# 79
for (int j44 = 0, j45 = 14; j44 < j45; (++j44), (--j45)) { 
# 80
val43 = ((j45 + n42) - n42); 
# 81
if (util30::v31::check_tile32(nullptr, &n42) > j45) { 
# 82
continue; 
# 83
}  
# 84
}  
# 85
unsigned lim46 = val43 * ((n42 - 11) - (val43 + val43)); 
# 86
(__cudaPushCallConfiguration(128 * 4, 11 + (11 + 10))) ? (void)0 : decay9(&val43); 
# 87
(__cudaPushCallConfiguration(8, 11 + (11 + (11 + (11 + 84))), sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : norm20(-15, -n42, (double *)nullptr, Color5::On8); 
# 88
(__cudaPushCallConfiguration(((dim3)((n42 + 255) / 256)), 32, 0, nullptr)) ? (void)0 : bias27(n42); 
# 89
return 0; 
# 90
} 

# 1 "v001853.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6c359f8e_10_v001853_cu_decay9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001853.cudafe1.stub.c"
#include "v001853.cudafe1.stub.c"
# 1 "v001853.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
