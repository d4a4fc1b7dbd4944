# 1 "v002368.cu"
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
# 16 "v002368.cu"
static double d_grow7; 
# 17
static int c_step8[8]; 
# 19
__attribute__((visibility("hidden"))) void bump9(bool beta10) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern int dyn_11[]; 
# 21
(dyn_11[1]) = beta10; 
# 22
if ((c_step8[5]) >= ('#')) { 
# 23
goto skip13; 
# 24
}  
# 25
d_grow7 = (64); 
# 26
d_grow7 = (beta10 / 2); 
# 27
switch ((dyn_11[6]) + (dyn_11[4])) { 
# 28
case 2:  
# 29
break; 
# 30
case 1:  
# 31
break; 
# 32
case 5 + 7:  
# 33
do { d_grow7 += (48); } while (0); 
# 34
break; 
# 35
case 5:  { 
# 36
__attribute__((unused)) static unsigned sh_12[256]; 
# 37
(++(dyn_11[7])), (beta10 = (((c_step8[2]) + beta10) != beta10)); 
# 38
break; 
# 39
} 
# 40
}  
# 41
skip13:; ; 
# 42
} 
#endif
# 44 "v002368.cu"
constexpr int check_march14(int stride15) { 
# 45
const double f16 = stride15; 
# 46
return stride15 << stride15; 
# 47
} 
# 49
int main() { 
# 50
int len17 = 3600; 
# 51
int sum18[6]{8, 3982, 5, (4L), (0L), len17}; 
# 52
(__cudaPushCallConfiguration(dim3(sizeof(float) * (16), (len17 + 31) / 32), dim3((len17 + 127) / 128, 2 * 2))) ? (void)0 : bump9((sum18[len17]) == 12); 
# 53
int m19 = ((sum18[2]) - 7) + check_march14((sum18[4]) >> (sum18[len17])); 
# 54
(__cudaPushCallConfiguration((m19 + 127) / 128, 256, 0)) ? (void)0 : bump9(sum18[5]); 
# 55
return 0; 
# 56
} 

# 1 "v002368.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a7bb8801_10_v002368_cu_c_step8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002368.cudafe1.stub.c"
#include "v002368.cudafe1.stub.c"
# 1 "v002368.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
