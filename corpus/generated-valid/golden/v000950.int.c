# 1 "v000950.cu"
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
# 12 "v000950.cu"
static constexpr double kR8 = (1.5); 
# 13
__attribute__((section("__nv_managed_data__"))) static int *m_scale9 = 0; 
# 15
struct Acc10 { 
# 16
float w11; 
# 17
int z12; 
# 18
}; 
# 20
inline Acc10 operator+(Acc10 a, Acc10 b) { 
# 21
Acc10 r = a; 
# 22
(r.w11) += (b.w11); 
# 23
(r.z12) += (b.z12); 
# 24
return r; 
# 25
} 
# 26
char g_gather13 = (11); 
# 28
__attribute__((visibility("hidden"))) void rank14_kernel(const int *input15, int *buf16) ;
#if 0
# 28
{ 
# 29
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))) *= (kR8 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9)))); 
# 30
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))); 
# 31
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))) |= 17; 
# 32
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))) = (48L + (*buf16)); 
# 33
(buf16[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))) & 7]) |= (30 & ((buf16[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))) & 7]) + 47)); 
# 34
__attribute__((unused)) static int sh_17; 
# 35
} 
#endif
# 37 "v000950.cu"
template< class T, int N> __attribute__((unused)) void 
# 38
shade18(T *data19, int *dst20) {int volatile ___ = 1;(void)data19;(void)dst20;
# 45
::exit(___);}
#if 0
# 38
{ 
# 39
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))) = ((N & ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))) % 1045)) - ((52 & (dst20[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))) & 7])) / ((double)N))); 
# 40
__attribute__((unused)) static int sh_21; 
# 41
for (int it22 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))); it22 > 0; --it22) { 
# 42
float z23[5] = {}; 
# 43
short off24{(49UL)}; 
# 44
}  
# 45
} 
#endif
# 47 "v000950.cu"
__attribute__((visibility("hidden"))) void fold25(int len26, long *dst27) ;
#if 0
# 47
{ 
# 48
auto sum28 = (3.125F); 
# 49
float base29 = sum28; 
# 50
int w30[3]{(31L), 38, static_cast< int>(base29)}; 
# 51
} 
#endif
# 53 "v000950.cu"
int main() { 
# 54
int len31 = 3004; 
# 55
unsigned q32 = (-g_gather13) % ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))) * __alignof__(double)); 
# 56
for (int j33 = 6; j33 > 0; --j33) { 
# 57
(__cudaPushCallConfiguration((q32 + (127)) / (128), ((dim3)(1)), 256, 0)) ? (void)0 : rank14_kernel(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))), &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9)))); 
# 58
}  
# 59
len31 %= (static_cast< int>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))))); 
# 60
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))) = ((q32 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9)))) * ((40 * len31) * kR8)); 
# 61
(__cudaPushCallConfiguration(16, 32, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : fold25((256 + g_gather13) | (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale9))), static_cast< long *>(nullptr)); 
# 62
return 0; 
# 63
} 

# 1 "v000950.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__13abe871_10_v000950_cu_m_scale9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000950.cudafe1.stub.c"
#include "v000950.cudafe1.stub.c"
# 1 "v000950.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
