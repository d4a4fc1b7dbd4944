# 1 "v001708.cu"
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
# 11 "v001708.cu"
__attribute__((unused)) long reduce4(int stride5, short a6) {int volatile ___ = 1;(void)stride5;(void)a6;
# 16
::exit(___);}
#if 0
# 11
{ 
# 12
++a6; 
# 13
double res7[5]{(22.75), (-62), ((1.875F)), (static_cast< double>(-(8.875F))), static_cast< double>(a6)}; 
# 14
double hi8[5] = {static_cast< double>((res7[__device_builtin_variable_gridDim.z]) * (23.75)), (27), (4.0), (57U)}; 
# 15
return 12; 
# 16
} 
#endif
# 18 "v001708.cu"
__attribute__((visibility("hidden"))) void blend9(float *data10, const short *in11, size_t *dst12, int *out13) ;
#if 0
# 18
{ 
# 19
int gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
++(data10[gid14 & 7]); 
# 21
(dst12[(__device_builtin_variable_threadIdx.x) & (7)]) = (__device_builtin_variable_blockDim.x); 
# 22
(*out13) = (gid14 & ((dst12[gid14 & 7]) + (6))); 
# 23
constexpr float diff15 = (19.5F); 
# 24
bool t16 = (__device_builtin_variable_threadIdx.x) - (gid14 | (__device_builtin_variable_blockDim.y)); 
# 25
} 
#endif
# 26 "v001708.cu"
__attribute__((section("__nv_managed_data__"))) static long *m_grow17 = 0; 
# 27
typedef int *ptr18_t; 
# 30
__attribute__((visibility("hidden"))) void scatter19(const float *in20, int lane21) ;
#if 0
# 30
{ 
# 31
int i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (i22 >= lane21) { 
# 33
return; 
# 34
}  
# 35
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17)))++; 
# 36
lane21 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17))); 
# 37
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17))) = (26U); 
# 38
lane21 = (((lane21 * lane21) & ((int)(in20[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17)))]))) + ((__device_builtin_variable_threadIdx.x) % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17))))); 
# 39
const float m23 = (unsigned)((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17))) % (8)); 
# 40
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17))) != lane21) { 
# 41
return; 
# 42
}  
# 43
bool x24{false}; 
# 44
} 
#endif
# 46 "v001708.cu"
int main() { 
# 47
int size25 = 2433; 
# 48
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17))) + (127)) / (128), 8 * (12 + 4))) ? (void)0 : scatter19(nullptr, (32) % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow17)))); 
# 49
int stride26 = (sizeof(int)); 
# 50
if (stride26 >= 32) { 
# 51
return stride26 + (size25 + 10); 
# 52
}  
# 53
(__cudaPushCallConfiguration(128 + 384, 64)) ? (void)0 : blend9(static_cast< float *>(nullptr), (const short *)nullptr, static_cast< unsigned long *>(nullptr), nullptr); 
# 54
return 0; 
# 55
} 

# 1 "v001708.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8282252a_10_v001708_cu_cb771973
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001708.cudafe1.stub.c"
#include "v001708.cudafe1.stub.c"
# 1 "v001708.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
