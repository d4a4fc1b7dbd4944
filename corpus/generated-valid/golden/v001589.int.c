# 1 "v001589.cu"
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
# 12 "v001589.cu"
__attribute__((visibility("hidden"))) void tile4_kernel(int *acc5) ;
#if 0
# 12
{ 
# 13
constexpr int e6 = 43; 
# 14
(++(acc5[0])), ((acc5[7]) %= (((*acc5) + 18U) - (7))); 
# 15
(*acc5) = (acc5[7]); 
# 16
if (!(acc5 == (nullptr))) { 
# 17
return; }  
# 18
const float tmp7 = ((((*acc5) += 2453), sizeof(float))); 
# 19
unsigned long cnt8 = (int)((37UL) - tmp7); 
# 20
unsigned char base9 = cnt8 / ((float)'0'); 
# 21
} 
#endif
# 23 "v001589.cu"
__attribute__((visibility("hidden"))) void spread10(int *buf11) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern int dyn_12[]; 
# 25
static_assert(((31 * 2) == 62), "bad config");
# 26
__attribute__((unused)) static unsigned sh_13[32]; 
# 27
switch (-(buf11[7])) { 
# 28
case 2 * 4:  { 
# 29
int *k14 = buf11; 
# 30
(sh_13[21]) = (('0') / ((+(sh_13[8])) + (dyn_12[1]))); 
# 31
break; 
# 32
} 
# 33
case 9:  
# 34
break; 
# 35
case 6:  
# 36
break; 
# 37
}  
# 38
} 
#endif
# 40 "v001589.cu"
int main() { 
# 41
int count15 = 2882; 
# 42
int w16 = 0; 
# 43
while ((w16 < w16) && (count15 == w16)) { 
# 44
count15 |= ((count15 < (static_cast< unsigned>(w16))) ? (unsigned char)count15 : ((unsigned)(-count15))); 
# 45
short cnt17 = count15 - (((count15 >= count15) ? count15 : w16) % (count15 * 10)); 
# 46
cnt17 = (59L); 
# 47
++w16; 
# 48
}  
# 49
(__cudaPushCallConfiguration(512, 64)) ? (void)0 : spread10(&count15); 
# 50
if ((w16 * 59L) >= (53)) { 
# 51
return 21UL + count15; }  
# 52
(__cudaPushCallConfiguration(128, 512, 0)) ? (void)0 : tile4_kernel(nullptr); 
# 53
return 0; 
# 54
} 

# 1 "v001589.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4786a885_10_v001589_cu_0baaf0d5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001589.cudafe1.stub.c"
#include "v001589.cudafe1.stub.c"
# 1 "v001589.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
