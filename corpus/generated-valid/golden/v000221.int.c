# 1 "v000221.cu"
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
# 19 "v000221.cu"
__attribute__((visibility("hidden"))) void map_gather7(int *data, int n) ;
#if 0
# 19
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 20 "v000221.cu"
static unsigned g_pack8; 
# 21
__attribute__((section("__nv_managed_data__"))) static long *m_kick9 = 0; 
# 22
enum Op10 { ON11, RED12}; 
# 23
enum State13 { OFF14, HIGH15 = 2, GREEN16, GREEN17}; 
# 25
float sweep18(unsigned alpha19, int len20, int n21) 
# 26
{ 
# 27
do { len20 += ('a'); } while (0); 
# 28
if (((len20 - 19UL) & ((alpha19 += len20), n21)) != ((int)alpha19)) { 
# 29
if (2 > ((alpha19 += ('A')), len20)) { 
# 30
return GREEN16; 
# 31
}  
# 32
}  
# 33
(n21++), (n21 <<= alpha19); 
# 34
unsigned h22 = (22); 
# 35
return 46LL; 
# 36
} 
# 37
enum Op23 { LOW24, BUSY25, ADD26, SLOW27}; 
# 39
int blend28(const int *src29, Op10 b30, int len31) 
# 40
{ 
# 41
int s32 = (((len31 += (src29[len31])), ((len31 * 11) * (len31 * 11)))); 
# 42
float base33 = (((float)(1.0F)) - (b30 - 10)) + ((len31 | (src29[len31 & 7])) + 1199); 
# 43
return 1427; 
# 44
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46
template< class T> static void 
# 47
__wrapper__device_stub_fuse34(T *&data35, T *__restrict__ &dst36, const char *&in37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
int i38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
Op23 cnt39 = ADD26; 
# 51
if (data35 != nullptr) { 
# 52
return; 
# 53
}  
# 54
(dst36[2]) *= ((sizeof(T) + ((T)(data35[5]))) * (((21.875F) + (in37[5])) + (127UL))); 
# 55
float *lo40 = (nullptr); 
# 56
} 
#endif

#pragma GCC diagnostic pop

# 46 "v000221.cu"
template< class T> static void 
# 47
fuse34(T *data35, T *__restrict__ dst36, const char *in37) 
# 48
{__wrapper__device_stub_fuse34<T>(data35,dst36,in37);
# 56
return;}
#if 0
# 48
{ 
# 49
int i38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
Op23 cnt39 = ADD26; 
# 51
if (data35 != nullptr) { 
# 52
return; 
# 53
}  
# 54
(dst36[2]) *= ((sizeof(T) + ((T)(data35[5]))) * (((21.875F) + (in37[5])) + (127UL))); 
# 55
float *lo40 = (nullptr); 
# 56
} 
#endif
# 58 "v000221.cu"
int main() 
# 59
{ 
# 60
int n41 = 3839; 
# 61
if (((-(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick9)))) - (n41 * n41)) < ((long)n41)) { 
# 62
n41 += (g_pack8 << ((n41 += (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick9)))), ((n41 += 53), 63))); 
# 63
dim3 cnt42(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick9))) + (255)) / (256), 1 << ((ADD26) + ((GREEN17) + 1)), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick9))) + (127)) / (128)); 
# 64
}  
# 65
(__cudaPushCallConfiguration(2, 1 << ((RED12) + ((SLOW27) + (BUSY25))), 1 << 12, (cudaStream_t)0)) ? (void)0 : map_gather7(&n41, (n41 * n41) * (n41 * n41)); 
# 66
(__cudaPushCallConfiguration(dim3((n41 + 127) / 128, 2 * 4, 1 << 7), 512, sizeof(float) * (256), nullptr)) ? (void)0 : fuse34< unsigned> (&g_pack8, nullptr, nullptr); 
# 67
float idx43{(' ')}; 
# 68
return 0; 
# 69
} 

# 1 "v000221.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__73f0a3c7_10_v000221_cu_c2494383
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000221.cudafe1.stub.c"
#include "v000221.cudafe1.stub.c"
# 1 "v000221.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
