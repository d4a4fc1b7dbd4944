# 1 "v002109.cu"
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
# 14 "v002109.cu"
enum Phase5 { HIGH6, BLUE7 = 6, GREEN8, BLUE9 = 12}; 
# 15
__attribute__((section("__nv_managed_data__"))) static bool *m_blend10 = 0; 
# 18
template< class T> __attribute__((unused)) T 
# 19
score11(T *dst12) {int volatile ___ = 1;(void)dst12;
# 30
::exit(___);}
#if 0
# 19
{ 
# 20
int w13 = 0; 
# 21
while (w13 < w13) { 
# 22
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend10))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend10))); 
# 23
(*dst12)--; 
# 24
__attribute__((unused)) static int sh_14[256]; 
# 25
++w13; 
# 26
}  
# 27
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend10))) = ((dst12[4]) > 11); 
# 28
__attribute__((unused)) static float sh_15[128]; 
# 29
return ((long)(dst12[w13])) + ((w13 + 28) + (GREEN8)); 
# 30
} 
#endif
# 31 "v002109.cu"
enum Color16 { ADD17 = 3, GREEN18 = 9, LOW19}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34
template< class T> static void 
# 35
__wrapper__device_stub_drift20(T &beta21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend10))) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend10))) != ((short)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend10))))); 
# 37
__attribute__((unused)) static float sh_22; 
# 39
#pragma unroll
for (
# 39
int it23 = 0; it23 < 15; it23++) { 
# 40
auto v24 = (-(static_cast< T>((T)sh_22))); 
# 41
}  
# 43
#pragma unroll
for (
# 43
int j25 = 8; j25 > 0; --j25) { 
# 44
unsigned long x26 = ((long)BLUE7); 
# 45
auto y27 = score11< T> (static_cast< T *>(nullptr)); 
# 46
}  
# 47
} 
#endif

#pragma GCC diagnostic pop

# 34 "v002109.cu"
template< class T> static void 
# 35
drift20(T beta21) {__wrapper__device_stub_drift20<T>(beta21);
# 47
return;}
#if 0
# 35
{ 
# 36
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend10))) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend10))) != ((short)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend10))))); 
# 37
__attribute__((unused)) static float sh_22; 
# 39
#pragma unroll
for (
# 39
int it23 = 0; it23 < 15; it23++) { 
# 40
auto v24 = (-(static_cast< T>((T)sh_22))); 
# 41
}  
# 43
#pragma unroll
for (
# 43
int j25 = 8; j25 > 0; --j25) { 
# 44
unsigned long x26 = ((long)BLUE7); 
# 45
auto y27 = score11< T> (static_cast< T *>(nullptr)); 
# 46
}  
# 47
} 
#endif
# 49 "v002109.cu"
int main() { 
# 50
int len28 = 2613; 
# 51
if ((!((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend10))) != (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend10))))) && (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend10)))) { 
# 52
len28 = ((float)(len28 - (13.0F))); 
# 53
len28 = 61; 
# 54
}  
# 55
(__cudaPushCallConfiguration((len28 + 63) / 64, 128 * 2, (BLUE9) + 1012, (cudaStream_t)0)) ? (void)0 : drift20(static_cast< float>(sizeof(unsigned))); 
# 56
return 0; 
# 57
} 

# 1 "v002109.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dd8fbbcf_10_v002109_cu_814d2d35
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002109.cudafe1.stub.c"
#include "v002109.cudafe1.stub.c"
# 1 "v002109.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
