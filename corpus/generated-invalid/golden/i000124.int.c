# 1 "i000124.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 21 "i000124.cu"
__attribute__((unused)) static void shade6(int *buf7, int n8) 
# 22
{int volatile ___ = 1;(void)buf7;(void)n8;
# 28
::exit(___);}
#if 0
# 22
{ 
# 23
static_assert((34 > 33));
# 24
(buf7[7]) = (((~(__device_builtin_variable_blockIdx.z)) ^ ((2) + (__device_builtin_variable_blockDim.x))) - ((n8 >= n8) ? 24 : __alignof__(float))); 
# 25
(buf7[n8 & 7]) = ((__device_builtin_variable_threadIdx.y) | (sizeof(long long) + n8)); 
# 26
unsigned q9 = ~((sizeof(unsigned long) * n8) * n8); 
# 27
q9 = (62 + (*buf7)); 
# 28
} 
#endif

#pragma GCC diagnostic pop

# 29 "i000124.cu"
static_assert((59 == 59));
# 31
struct Stats10 { 
# 32
int id11; 
# 33
float x12; 
# 34
void reset13(unsigned val14) 
# 35
{ 
# 36
Stats10 tmp15{(39UL), x12}; 
# 37
(x12)++; 
# 38
} 
# 39
float get16(int val17) const 
# 40
{ 
# 41
return x12; 
# 42
} 
# 43
}; 
# 45
__attribute__((visibility("hidden"))) void pack18_kernel(const Stats10 p19) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern size_t dyn_20[]; 
# 48
int gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if (int u22 = ((dyn_20[gid21 & 7]) - ((13) + (dyn_20[gid21]))) + (p19.x12); (dyn_20[(__device_builtin_variable_blockDim.x) & (7)]) >= (__device_builtin_variable_blockDim.y)) { 
# 50
float s23 = u22 - 8; 
# 51
}  
# 52
int s24 = (sizeof(Stats10)); 
# 53
} 
#endif
# 55 "i000124.cu"
float pivot25(int n26) 
# 56
{ 
# 57
n26 = (n26 - 37); 
# 58
double r27(8 % n26); 
# 59
r27 = r27; 
# 60
const char *h28 = ("ok"); 
# 61
r27 = (43L); 
# 62
double f29{((19.875F))}; 
# 63
return (f29 <= (35)) ? r27 : (((double)(21.0F)) / r27); 
# 64
} 
# 66
int main() 
# 67
{ 
# 68
int size30 = 499; 
# 69
pivot25(31 + (size30 + 23)); 
# 70
unsigned long hi31 = (36); 
# 71
(__cudaPushCallConfiguration(1 << 6, 16 * 2, 8 + 248)) ? (void)0 : pack18_kernel(Stats10{(64UL), (-(3.375F))}); 
# 72
double idx32 = (static_cast< unsigned>(44)); 
# 73
const char *diff33 = ("a \"quoted\" )word"); 
# 74
return 0; 
# 75
} 

# 1 "i000124.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__141ffb3e_10_i000124_cu_00349aee
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000124.cudafe1.stub.c"
#include "i000124.cudafe1.stub.c"
# 1 "i000124.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
