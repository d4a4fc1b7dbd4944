# 1 "v002268.cu"
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
# 26 "v002268.cu"
__attribute__((unused)) inline void probe11(double p12, double q13, int stride14 = 58) {int volatile ___ = 1;(void)p12;(void)q13;(void)stride14;
# 35
::exit(___);}
#if 0
# 26
{ 
# 28
#pragma unroll 4
for (
# 28
int i15 = stride14; i15 > 0; --i15) { 
# 29
for (int i16 = 9; i16 > 0; --i16) { 
# 30
__attribute__((unused)) static double sh_17[7][3 + (3 + (3 + 4))]; 
# 31
q13 += (((i15 + ((3) - q13)) + (__device_builtin_variable_blockIdx.x)) - i16); 
# 32
--stride14; 
# 33
}  
# 34
}  
# 35
} 
#endif
# 38 "v002268.cu"
__attribute__((visibility("hidden"))) void scatter18_kernel(float beta19, int count20, unsigned *data21) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern float dyn_22[]; 
# 40
int tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
if (tid23 >= count20) { 
# 42
return; }  
# 43
count20 = (sizeof(size_t) * ((signed char)((__device_builtin_variable_blockIdx.y) << count20))); 
# 44
count20 |= (4865 << tid23); 
# 45
if (((__device_builtin_variable_blockIdx.x) > (33)) || (data21 == (nullptr))) { 
# 46
return; }  
# 47
} 
#endif
# 49 "v002268.cu"
float run_spread24(int lane25, int *acc26) { 
# 50
for (int j27 = 0, j28 = lane25; j27 < j28; (++j27), (--j28)) { 
# 51
(__cudaPushCallConfiguration((lane25 + 255) / 256, 64 * (3 + 1), sizeof(double) * (64), (cudaStream_t)0)) ? (void)0 : scatter18_kernel(((j27 + lane25) + 45L) - (8 - lane25), 3554, reinterpret_cast< unsigned *>(acc26)); 
# 52
--lane25; 
# 53
const long long hi29 = -(-(4 / (acc26[j27]))); 
# 54
}  
# 55
int *cnt30 = acc26; 
# 56
return (acc26[6]) * ((*cnt30) - (59U % (*cnt30))); 
# 57
} 
# 59
int main() { 
# 60
int len31 = 3697; 
# 61
unsigned long cnt32 = len31; 
# 62
(__cudaPushCallConfiguration(8 + (32 + (59 + (3 + 26))), (3 + 1) * (3 + 5))) ? (void)0 : scatter18_kernel(cnt32, len31, nullptr); 
# 63
return 0; 
# 64
} 

# 1 "v002268.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6ce75ba4_10_v002268_cu_4931655a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002268.cudafe1.stub.c"
#include "v002268.cudafe1.stub.c"
# 1 "v002268.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
