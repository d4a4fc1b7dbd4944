# 1 "v000111.cu"
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
# 20 "v000111.cu"
__attribute__((visibility("hidden"))) void trace5(int n6, double a7) ;
#if 0
# 21
{ 
# 22
int tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
if (tid8 >= n6) { 
# 24
return; 
# 25
}  
# 26
n6 = (((static_cast< unsigned char>(__device_builtin_variable_threadIdx.z)) + (__device_builtin_variable_threadIdx.z)) + ((a7 == tid8) ? 24 : tid8)); 
# 27
n6++; 
# 28
float k9 = n6; 
# 29
int pass10 = 0; 
# 30
do { 
# 31
__attribute__((unused)) static float sh_11; 
# 32
float t12[6] = {sh_11, (9.25F), k9, (2.5F)}; 
# 33
++pass10; 
# 34
} while ((pass10 < 5) && (!(k9 <= (31)))); 
# 35
} 
#endif
# 37 "v000111.cu"
static float run_norm13(int lane14, unsigned q15 = L'\x20') 
# 38
{ 
# 39
if (11L <= q15) { 
# 40
return q15; 
# 41
}  
# 42
unsigned lim16 = lane14; 
# 43
int cnt17 = 2966ULL + q15; 
# 44
return q15; 
# 45
} 
# 46
typedef double real18_t; 
# 47
enum class State19 { Slow20, Add21}; 
# 49
__attribute((always_inline)) __attribute__((unused)) inline int apply22(int len23, State19 q24) 
# 50
{int volatile ___ = 1;(void)len23;(void)q24;
# 60
::exit(___);}
#if 0
# 50
{ 
# 51
++len23; 
# 52
__attribute__((unused)) static long sh_25[256]; 
# 53
int w26 = 0; 
# 54
while ((w26 < len23) && (__device_builtin_variable_blockIdx.z)) { 
# 55
long diff27[7] = {(static_cast< long>(22)), (0), (63LL), (716)}; 
# 56
(sh_25[180]) &= (diff27[3]); 
# 57
++w26; 
# 58
}  
# 59
return len23; 
# 60
} 
#endif
# 61 "v000111.cu"
enum class Kind28: unsigned char { Red29, Green30 = 6U, On31}; 
# 63
__attribute__((unused)) int pivot32(int count33, int *buf34, const float *src35) 
# 64
{int volatile ___ = 1;(void)count33;(void)buf34;(void)src35;
# 71
::exit(___);}
#if 0
# 64
{ 
# 65
__attribute__((unused)) static int sh_36[32]; 
# 66
for (auto &k37 : sh_36) { 
# 67
unsigned char lim38[3] = {}; 
# 68
}  
# 69
apply22(apply22(__device_builtin_variable_threadIdx.x, State19::Add21), State19::Slow20); 
# 70
return ((((sh_36[28]) > (__device_builtin_variable_blockIdx.x)) ? __device_builtin_variable_blockIdx.x : (863)) / (apply22(*buf34, State19::Slow20))) * (24); 
# 71
} 
#endif
# 73 "v000111.cu"
__attribute__((visibility("hidden"))) void split39_kernel(const float *coef40, double beta41) ;
#if 0
# 74
{ 
# 75
__attribute__((unused)) extern int dyn_42[]; 
# 76
beta41 /= ((+beta41) * (19.75)); 
# 77
apply22(beta41, State19::Add21); 
# 78
beta41 = (beta41 * (apply22(apply22(2, State19::Slow20), State19::Slow20))); 
# 79
} 
#endif
# 80 "v000111.cu"
enum class Color43 { Green44, Off45 = 5, Add46}; 
# 81
static int d_scatter47; 
# 83
__attribute__((visibility("hidden"))) void reduce48(float *buf49) ;
#if 0
# 84
{ 
# 85
int gid50 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 86
__attribute__((unused)) static signed char sh_51[8]; 
# 87
(*buf49) *= ((((sh_51[d_scatter47]) - 12) + pivot32(sh_51[gid50], nullptr, buf49)) + pivot32(45U, &d_scatter47, buf49)); 
# 88
int iter52 = 0; 
# 89
do { 
# 90
double t53 = (57); 
# 91
int prod54 = sh_51[d_scatter47]; 
# 92
++iter52; 
# 93
} while ((iter52 < 15) && ((__device_builtin_variable_threadIdx.x) != iter52) && (buf49 != (nullptr))); 
# 94
if ((__device_builtin_variable_blockIdx.z) > (sh_51[d_scatter47])) { 
# 95
return; 
# 96
}  
# 97
apply22(24, State19::Slow20); 
# 98
} 
#endif
# 100 "v000111.cu"
int main() 
# 101
{ 
# 102
int len55 = 2492; 
# 103
len55 = (-((3 >> len55) * run_norm13(3824))); 
# 104
cudaStream_t s56 = (0); 
# 105
len55--; 
# 106
(__cudaPushCallConfiguration(24 + 104, 32)) ? (void)0 : trace5(len55, len55); 
# 107
(__cudaPushCallConfiguration((len55 + 127) / 128, 512, sizeof(int) * (128), s56)) ? (void)0 : split39_kernel((const float *)nullptr, (20.375)); 
# 108
(__cudaPushCallConfiguration((len55 + 255) / 256, 4 * 16, sizeof(int) * (64), (cudaStream_t)0)) ? (void)0 : reduce48(nullptr); 
# 109
return 0; 
# 110
} 

# 1 "v000111.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b2c4abb9_10_v000111_cu_edb3ed38
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000111.cudafe1.stub.c"
#include "v000111.cudafe1.stub.c"
# 1 "v000111.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
