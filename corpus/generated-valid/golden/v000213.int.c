# 1 "v000213.cu"
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
# 16 "v000213.cu"
namespace img6 { 
# 17
__attribute__((section("__nv_managed_data__"))) static unsigned *m_gather7 = 0; 
# 19
__attribute__((visibility("hidden"))) void scale8_kernel(char *acc9, const float *__restrict__ coef10) ;
#if 0
# 19
{ 
# 20
int tid11 = __device_builtin_variable_threadIdx.x; 
# 21
int z12 = tid11 - 1; 
# 22
++z12; 
# 23
++z12; 
# 24
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img6::m_gather7))) -= ((~__device_builtin_variable_warpSize) + tid11); 
# 25
} 
#endif
# 26 "v000213.cu"
}
# 29
struct Bounds13 { 
# 30
double z14, flag15; 
# 31
int val16; 
# 32
void bump17(int u18) { 
# 33
(val16) = (val16); 
# 34
} 
# 35
}; 
# 37
Bounds13 operator+(Bounds13 a, Bounds13 b) { 
# 38
Bounds13 r = a; 
# 39
(r.z14) += (b.z14); 
# 40
(r.flag15) += (b.flag15); 
# 41
(r.val16) += (b.val16); 
# 42
return r; 
# 43
} 
# 45
constexpr int run_bias19(int n20) { 
# 46
--n20; 
# 47
n20++; 
# 48
return n20; 
# 49
} 
# 51
int main() { 
# 52
int n21 = 689; 
# 53
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img6::m_gather7))) + (63)) / (64), 1 + 511)) ? (void)0 : img6::scale8_kernel(nullptr, nullptr); 
# 54
double y22 = ((256 | n21) == n21) ? n21 : n21; 
# 55
(__cudaPushCallConfiguration(dim3(256, (n21 + 127) / 128, (n21 + 63) / 64), 256, 32 + (1 + (32 + 191)), (cudaStream_t)0)) ? (void)0 : img6::scale8_kernel(static_cast< char *>(nullptr), nullptr); 
# 56
int t23 = 13; 
# 57
y22 /= ((3305 | (n21 - n21)) + (((4.25) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img6::m_gather7)))) - n21)); 
# 58
return 0; 
# 59
} 

# 1 "v000213.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e59119c_10_v000213_cu_2635501c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000213.cudafe1.stub.c"
#include "v000213.cudafe1.stub.c"
# 1 "v000213.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
