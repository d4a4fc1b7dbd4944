# 1 "v000460.cu"
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
# 15 "v000460.cu"
namespace detail5 { 
# 16
int host_clamp6(const float *__restrict__ coef7, unsigned char *acc8) { 
# 17
(*acc8)++; 
# 18
if ((coef7[0]) < (*coef7)) { 
# 19
return (1 * (*acc8)) - 20; }  
# 20
double flag9 = (19.625); 
# 21
return (((acc8[3]) - (acc8[7])) - 8) - (((acc8[7]) * 8L) ^ (((*coef7) <= (8)) ? 4805 : (acc8[6]))); 
# 22
} 
# 23
}
# 24
static int g_bump10; 
# 26
__attribute__((visibility("hidden"))) void fold11_kernel(const float *coef12, int len13) ;
#if 0
# 26
{ 
# 27
unsigned gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
if (gid14 >= len13) { 
# 29
return; }  
# 30
(len13++), (len13 = (~gid14)); 
# 31
++len13; 
# 32
__attribute__((unused)) static int sh_15[8]; 
# 33
} 
#endif
# 35 "v000460.cu"
unsigned long check_count16(double b17, float q18 = 2922) { 
# 36
if ((b17 + (8)) <= (32)) { 
# 37
return (-(-42)) ^ g_bump10; }  
# 38
if ((g_bump10 | 3561UL) > sizeof(unsigned)) { 
# 39
return q18; }  
# 40
return detail5::host_clamp6((const float *)nullptr, nullptr); 
# 41
} 
# 43
int main() { 
# 44
int len19 = 488; 
# 45
do { int tmp_ = len19; len19 = g_bump10; g_bump10 = tmp_; } while (0); 
# 46
float res20 = check_count16((int)check_count16(g_bump10), (22 * len19) * len19); 
# 47
dim3 tmp21(2 * 2, 4, 1); 
# 48
(__cudaPushCallConfiguration(tmp21, tmp21, 0, 0)) ? (void)0 : fold11_kernel((const float *)nullptr, (detail5::host_clamp6((const float *)nullptr, (unsigned char *)nullptr)) * res20); 
# 49
return 0; 
# 50
} 

# 1 "v000460.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e895817f_10_v000460_cu_de684d97
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000460.cudafe1.stub.c"
#include "v000460.cudafe1.stub.c"
# 1 "v000460.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
