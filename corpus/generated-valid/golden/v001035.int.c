# 1 "v001035.cu"
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
# 10 "v001035.cu"
float check_bump5(float *data6, int n7, int lane8) 
# 11
{ 
# 12
const int prod9 = (((2) * (n7 - (*data6))) + (2037 * lane8)) / (*data6); 
# 13
n7 = (prod9 - (data6[lane8])); 
# 14
if ((!data6) || ((data6[4]) != n7)) { 
# 15
return data6[7]; 
# 16
}  
# 17
(data6[n7]) = (*data6); 
# 18
dim3 mid10 = ((dim3)((prod9 + 63) / 64)); 
# 19
return prod9; 
# 20
} 
# 22
namespace kern11 { namespace v12 { 
# 23
constexpr int count13(int n14, int count15) 
# 24
{ 
# 25
return n14; 
# 26
} 
# 27
static int d_drift16; 
# 28
}}
# 29
__attribute__((section("__nv_managed_data__"))) static unsigned long long *m_scatter17 = 0; 
# 31
__attribute__((visibility("hidden"))) void combine18_kernel(const float *__restrict__ input19, float cfg20, int stride21) ;
#if 0
# 32
{ 
# 33
int gid22 = __device_builtin_variable_threadIdx.x; 
# 34
if (gid22 >= stride21) { 
# 35
return; 
# 36
}  
# 37
{ 
# 38
switch (gid22) { 
# 39
case 9:  { 
# 40
cfg20 = (9 / kern11::v12::d_drift16); 
# 41
int w23 = 0; 
# 42
while (w23 < kern11::v12::d_drift16) { 
# 43
if (32 != w23) { 
# 44
return; 
# 45
}  
# 46
int stride24 = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter17))) * (__device_builtin_variable_blockIdx.y)) + w23) >> 7; 
# 47
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter17))) - stride21) { 
# 48
break; 
# 49
}  
# 50
++w23; 
# 51
}  
# 52
break; 
# 53
} 
# 54
case 2:  
# 55
break; 
# 56
default:  
# 57
break; 
# 58
}  
# 59
} 
# 60
} 
#endif
# 62 "v001035.cu"
int main() 
# 63
{ 
# 64
int len25 = 1569; 
# 65
static_assert((sizeof(int) == (4)), "size check");
# 66
const unsigned long *diff26 = (nullptr); 
# 67
(__cudaPushCallConfiguration(((dim3)((len25 + 63) / 64)), 32 + 224)) ? (void)0 : combine18_kernel(reinterpret_cast< const float *>(diff26), -((18.75F) + len25), 24); 
# 68
return 0; 
# 69
} 

# 1 "v001035.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2a4db79f_10_v001035_cu_22cee0ad
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001035.cudafe1.stub.c"
#include "v001035.cudafe1.stub.c"
# 1 "v001035.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
