# 1 "v001625.cu"
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
# 16 "v001625.cu"
inline unsigned short march5(int count6, size_t alpha7, unsigned long *buf8) 
# 17
{ 
# 18
alpha7 = (buf8[alpha7 & (7)]); 
# 19
for (int n9 = 0, j10 = 5; n9 < j10; (++n9), (--j10)) { 
# 20
signed char off11 = (16U); 
# 21
int hi12 = j10; 
# 22
}  
# 23
return 12 + count6; 
# 24
} 
# 26
static void tally13_kernel(float *out14, long p15, int lane16, const int *src17) ;
#if 0
# 27
{ 
# 28
bool flag18 = (__device_builtin_variable_gridDim.x) >= ((*src17) - ((__device_builtin_variable_threadIdx.x) % 4306L)); 
# 29
constexpr unsigned long sum19 = (25); 
# 30
} 
#endif
# 32 "v001625.cu"
int main() 
# 33
{ 
# 34
int len20 = 4023; 
# 35
float *m21 = ((float *)nullptr); 
# 36
double val22(~(march5(m21[4], m21[1], (unsigned long *)nullptr))); 
# 37
(*m21) = (62); 
# 38
(__cudaPushCallConfiguration(8, dim3((len20 + 31) / 32, 64, (len20 + 127) / 128), 4096, nullptr)) ? (void)0 : tally13_kernel((float *)nullptr, -38, march5(-val22, march5(len20, val22, nullptr), (size_t *)nullptr), &len20); 
# 39
return 0; 
# 40
} 

# 1 "v001625.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1747d32_10_v001625_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001625.cudafe1.stub.c"
#include "v001625.cudafe1.stub.c"
# 1 "v001625.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
