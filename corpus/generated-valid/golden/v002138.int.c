# 1 "v002138.cu"
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
# 20 "v002138.cu"
double blend7(int len8, int *__restrict__ buf9, long long a10 = 3587U) 
# 21
{ 
# 22
a10 = ((((buf9[len8]) + (' ')) * (sizeof(long) & len8)) - (33U)); 
# 23
((*buf9)--), (len8 = (static_cast< int>(((a10 + ('\n')) == (48)) ? 46 : len8))); 
# 24
float m11{(5.25F)}; 
# 25
m11 = (((static_cast< int>(len8)) == 3) ? +(3 + len8) : __alignof__(int)); 
# 26
return len8; 
# 27
} 
# 28
enum class Op12: int { 
# 29
Red13, 
# 30
Off14, 
# 31
Mul15 = 6, 
# 32
High16 = 9, 
# 33
Off17 = 14
# 34
}; 
# 36
__attribute__((visibility("hidden"))) void combine18(const float *__restrict__ coef19, unsigned char *out20, unsigned *data21, unsigned long long q22) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) static int sh_23[16]; 
# 39
if (((sh_23[q22]) > (*out20)) && ((*data21) <= 44UL)) { 
# 40
return; }  
# 41
if ((out20[1]) & 1) { 
# 42
return; }  
# 43
} 
#endif
# 45 "v002138.cu"
static void host_merge24(int count25, Op12 q26) 
# 46
{ 
# 47
Op12 w27 = q26; 
# 48
unsigned long long val28[5] = {}; 
# 49
} 
# 51
int main() 
# 52
{ 
# 53
int len29 = 2151; 
# 54
len29 = len29; 
# 55
if (3 <= (len29 | len29)) { 
# 56
return len29; }  
# 57
len29 = ('\\'); 
# 58
--len29; 
# 59
(__cudaPushCallConfiguration(3 + 1, 3 + (3 + 26), 64 * 4, 0)) ? (void)0 : combine18(nullptr, static_cast< unsigned char *>(nullptr), nullptr, len29); 
# 60
return 0; 
# 61
} 

# 1 "v002138.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2293a67a_10_v002138_cu_5bcd3e6d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002138.cudafe1.stub.c"
#include "v002138.cudafe1.stub.c"
# 1 "v002138.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
