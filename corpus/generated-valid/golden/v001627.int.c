# 1 "v001627.cu"
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
# 14 "v001627.cu"
__attribute__((unused)) int kick9(int lane10, int n11 = 5) 
# 15
{int volatile ___ = 1;(void)lane10;(void)n11;
# 25
::exit(___);}
#if 0
# 15
{ 
# 16
int lim12{(47UL)}; 
# 17
float f13 = (((17.875F) - n11) + ((lim12 += n11), 45U)) + n11; 
# 18
int iter14 = 0; 
# 19
do { 
# 20
lane10 = (((((iter14 <= iter14) ? iter14 : ('0')) * (n11 * 64)) > 64) ? ((iter14 <= iter14) ? iter14 : ('0')) * (n11 * 64) : 64); 
# 21
int base15 = (((float)(iter14 - lane10)) < ((lane10 + 11) * iter14)) ? (float)(iter14 - lane10) : ((lane10 + 11) * iter14); 
# 22
++iter14; 
# 23
} while ((iter14 < 10) && ((f13 - lane10) > lim12)); 
# 24
return ((13 - n11) * ((n11 > iter14) ? n11 : iter14)) + 4924; 
# 25
} 
#endif
# 26 "v001627.cu"
static long long d_step16; 
# 28
static void update17_kernel(float a18, int count19) ;
#if 0
# 29
{ 
# 30
if (count19) { 
# 31
return; 
# 32
}  
# 33
bool sum20 = count19 - ((false) + a18); 
# 34
} 
#endif
# 36 "v001627.cu"
int main() 
# 37
{ 
# 38
int count21 = 3538; 
# 39
unsigned z22 = count21 + 34; 
# 40
{ 
# 41
float u23 = z22; 
# 42
(__cudaPushCallConfiguration((z22 + (31)) / (32), dim3(512, 8))) ? (void)0 : update17_kernel(count21, 28UL + (count21 + 2)); 
# 43
} 
# 44
return 0; 
# 45
} 

# 1 "v001627.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6b7db5b9_10_v001627_cu_bed0cf5d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001627.cudafe1.stub.c"
#include "v001627.cudafe1.stub.c"
# 1 "v001627.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
