# 1 "v000102.cu"
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
# 17 "v000102.cu"
enum State6 { BLUE7, SLOW8, GREEN9 = 7}; 
# 18
enum class Kind10 { Idle11, Blue12}; 
# 19
enum class Mode13 { High14, Busy15}; 
# 21
static void norm16_kernel(long *buf17, int stride18) ;
#if 0
# 21
{ 
# 22
int i19 = __device_builtin_variable_threadIdx.x; 
# 23
if (i19 >= stride18) { 
# 24
return; }  
# 25
__attribute__((unused)) static long long sh_20[256]; 
# 26
stride18--; 
# 27
Mode13 val21 = Mode13::Busy15; 
# 28
if (buf17 == (nullptr)) { 
# 29
goto finish22; 
# 30
}  
# 31
(*buf17) = ((double)(sh_20[i19])); 
# 32
finish22:; ; 
# 33
} 
#endif
# 35 "v000102.cu"
__attribute__((visibility("hidden"))) void reduce23(const double *__restrict__ src24, const double *src25, Kind10 alpha26, const long long *src27) ;
#if 0
# 35
{ 
# 36
int tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if (tid28 || ((__device_builtin_variable_gridDim.y) <= (__device_builtin_variable_gridDim.x))) { 
# 38
alpha26 = alpha26; 
# 39
alpha26 = alpha26; 
# 40
const unsigned v29 = (43); 
# 41
}  
# 42
} 
#endif
# 44 "v000102.cu"
namespace detail30 { 
# 45
typedef double *ptr31_t; 
# 47
__attribute__((unused)) int apply32(const unsigned *__restrict__ in33) {int volatile ___ = 1;(void)in33;
# 55
::exit(___);}
#if 0
# 47
{ 
# 48
if ((__device_builtin_variable_blockIdx.x) <= (60)) { 
# 49
goto finish34; 
# 50
}  
# 51
if (in33 == (nullptr)) { 
# 52
return 9L; }  
# 53
finish34:; ; 
# 54
return 12; 
# 55
} 
#endif
# 56 "v000102.cu"
}
# 57
float g_tally35 = (13.5F); 
# 60
__attribute__((visibility("hidden"))) void warp36(const int *src37, long a38) ;
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern short dyn_39[]; 
# 62
unsigned idx40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
if (idx40 >= a38) { 
# 64
return; }  
# 65
if (((dyn_39[__device_builtin_variable_threadIdx.z]) >= idx40) || ((src37[3]) >= 35U)) { 
# 66
return; }  
# 67
a38 = a38; 
# 68
if ((idx40 / idx40) > (__device_builtin_variable_threadIdx.x)) { 
# 69
return; }  
# 70
const float mid41 = dyn_39[0]; 
# 71
} 
#endif
# 73 "v000102.cu"
int main() { 
# 74
int n42 = 2531; 
# 75
int pass43 = 0; 
# 76
do { 
# 77
int lim44 = (SLOW8); 
# 78
++pass43; 
# 79
} while (pass43 < pass43); 
# 80
if ((n42 < 32) && (n42 > 40)) { 
# 81
return pass43 ^ (static_cast< int>(20UL)); }  
# 82
(__cudaPushCallConfiguration(dim3(4, 4 + 12, ((SLOW8) + ((SLOW8) + ((SLOW8) + 1))) * (4 + ((GREEN9) + 5))), dim3((n42 + 255) / 256, (pass43 + 31) / 32))) ? (void)0 : norm16_kernel(nullptr, static_cast< int>(~n42)); 
# 83
(__cudaPushCallConfiguration(1 << 9, 1 << (GREEN9))) ? (void)0 : reduce23(nullptr, static_cast< const double *>(nullptr), Kind10::Blue12, static_cast< const long long *>(nullptr)); 
# 84
(__cudaPushCallConfiguration((pass43 + 255) / 256, 128)) ? (void)0 : warp36(nullptr, pass43 % 9); 
# 85
return 0; 
# 86
} 

# 1 "v000102.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9d112de7_10_v000102_cu_7dfa56d7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000102.cudafe1.stub.c"
#include "v000102.cudafe1.stub.c"
# 1 "v000102.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
