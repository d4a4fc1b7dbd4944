# 1 "i000312.cu"
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
# 17 "i000312.cu"
enum Axis7: int { IDLE8, SLOW9, FAST10}; 
# 18
__attribute__((section("__nv_managed_data__"))) static int *m_sift11 = 0; 
# 19
static void update12(int *data13, int stride14) ;
#if 0
# 19
{ 
# 20
int y15 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift11))); 
# 21
__attribute__((unused)) static int sh_16[256]; 
# 22
if ((*data13) != stride14) { 
# 23
return; }  
# 24
stride14--; 
# 25
__attribute__((unused)) static unsigned short sh_17; 
# 26
(data13[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift11)))]) = ((*data13) + (sh_16[89])); 
# 27
unsigned cnt18 = (2); 
# 28
} 
#endif
# 29 "i000312.cu"
static void probe19_kernel(const float *in20) ;
#if 0
# 29
{ 
# 30
unsigned char lo21 = (17) + (in20[7]); 
# 31
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift11))) = ((int)(static_cast< int>(*in20))); 
# 32
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift11))) = lo21; 
# 33
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift11))) == (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift11)))) { 
# 34
return; }  
# 35
Axis7 s22 = FAST10; 
# 36
} 
#endif
# 37 "i000312.cu"
inline namespace { 
# 38
void hidden_kernel24(int *p) ;
#if 0
# 38
{ (p[0]) = 0; } 
#endif
# 39 "i000312.cu"
}
# 40
int main() { 
# 41
int len23 = 2642; 
# 42
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift11))); 
# 43
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift11))) = ((unsigned)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift11))) << 1) << ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift11))) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift11)))))); 
# 44
(__cudaPushCallConfiguration(((dim3)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift11))) + 127) / 128)), 64)) ? (void)0 : update12(nullptr, len23); 
# 45
(__cudaPushCallConfiguration((len23 + 31) / 32, 1 << 5)) ? (void)0 : probe19_kernel(nullptr); 
# 46
return 0; 
# 47
} 

# 1 "i000312.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3b1c7f39_10_i000312_cu_m_sift11
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000312.cudafe1.stub.c"
#include "i000312.cudafe1.stub.c"
# 1 "i000312.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
