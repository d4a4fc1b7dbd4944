# 1 "v001959.cu"
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
# 7 "v001959.cu"
__attribute__((visibility("hidden"))) void warp3(const float *input4, const unsigned *src5) ;
#if 0
# 8
{ 
# 9
int i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (((__device_builtin_variable_threadIdx.x) % (8)) == (*input4)) { 
# 11
return; 
# 12
}  
# 13
if ((*src5) == (__device_builtin_variable_gridDim.x)) { 
# 14
float q7 = __device_builtin_variable_blockIdx.z; 
# 15
if (((*src5) % (8)) == ('A')) { 
# 16
return; 
# 17
}  
# 18
}  
# 19
__attribute__((unused)) static int sh_8[64]; 
# 20
} 
#endif
# 21 "v001959.cu"
void probe9(int len10) 
# 22
{ 
# 23
len10 = (static_cast< unsigned>(32)); 
# 24
len10++; 
# 25
} 
# 26
extern "C" {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 27
__attribute((noinline)) __attribute__((unused)) static unsigned split19(int n20, int n21, float *acc22) 
# 28
{int volatile ___ = 1;(void)n20;(void)n21;(void)acc22;
# 34
::exit(___);}
#if 0
# 28
{ 
# 29
if (n20) { 
# 30
return 32; 
# 31
}  
# 32
n21 = (static_cast< long>(n21)); 
# 33
return n21; 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 35 "v001959.cu"
static void march11(int *__restrict__ out12, unsigned p13, double *buf14, double p15) ;
#if 0
# 36
{ 
# 37
int idx16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
__attribute__((unused)) static float sh_17[sizeof(int) * (32)]; 
# 39
if ((sh_17[p13]) < ((sh_17[p13]) * p13)) { 
# 40
goto skip18; 
# 41
}  
# 42
(*buf14) = (*buf14); 
# 43
probe9(p15); 
# 44
skip18:; ; 
# 45
} 
#endif
# 46 "v001959.cu"
}
# 47
int main() 
# 48
{ 
# 49
int len23 = 3011; 
# 50
(__cudaPushCallConfiguration((len23 + 255) / 256, 32 + 32, 0, nullptr)) ? (void)0 : march11(nullptr, (int)(len23 % 8), (double *)nullptr, 7UL); 
# 51
(__cudaPushCallConfiguration(dim3((len23 + 255) / 256, 8, (len23 + 127) / 128), 256, 0)) ? (void)0 : warp3(nullptr, (const unsigned *)nullptr); 
# 52
const char *stride24 = ("AB"); 
# 53
return 0; 
# 54
} 

# 1 "v001959.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c8d4ac4f_10_v001959_cu_f27f0295
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001959.cudafe1.stub.c"
#include "v001959.cudafe1.stub.c"
# 1 "v001959.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
