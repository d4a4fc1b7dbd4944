# 1 "v000423.cu"
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
# 14 "v000423.cu"
__attribute__((visibility("hidden"))) void count5(const unsigned *__restrict__ input6, unsigned char *buf7, const char *input8) ;
#if 0
# 15
{ 
# 16
int gid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
(*buf7) = (20); 
# 18
int s10 = 1539; 
# 19
double *prod11 = ((double *)nullptr); 
# 20
double lim12 = input6[s10]; 
# 21
(*buf7)--; 
# 22
} 
#endif
# 24 "v000423.cu"
void host_decay13(int stride14) 
# 25
{ 
# 26
auto lam16 = [=]() mutable { 
# 27
bool lim15 = ((20 - (stride14)) + (-(stride14))) + ((false) + (static_cast< int>(stride14))); 
# 28
} ; typedef decltype(lam16) __T0;
# 29
lam16(); 
# 30
if (stride14) { 
# 31
return; 
# 32
}  
# 33
const char *lim17 = ("\"q\""); 
# 34
unsigned flag18 = (20 | stride14) | (static_cast< short>(64 - (lim17[1]))); 
# 35
flag18 = (flag18 + (((lim17[0]) - stride14) | stride14)); 
# 36
} 
# 37
__attribute__((section("__nv_managed_data__"))) static float *m_score19 = 0; 
# 39
int main() 
# 40
{ 
# 41
int size20 = 361; 
# 42
int t21 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score19))); 
# 43
(__cudaPushCallConfiguration((size20 + 127) / 128, 128, 0, (cudaStream_t)0)) ? (void)0 : count5(nullptr, static_cast< unsigned char *>(nullptr), nullptr); 
# 44
const char *z22 = ("C:\\dir"); 
# 45
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score19))) = (20); 
# 46
return 0; 
# 47
} 

# 1 "v000423.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0fa08851_10_v000423_cu_bcf31174
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000423.cudafe1.stub.c"
#include "v000423.cudafe1.stub.c"
# 1 "v000423.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
