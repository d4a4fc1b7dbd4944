# 1 "v001298.cu"
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
# 7 "v001298.cu"
__attribute__((visibility("hidden"))) void fuse2(int *acc3, int *buf4, long long b5, long *data6) ;
#if 0
# 8
{ 
# 9
if ((static_cast< int>(b5)) > (*data6)) { 
# 10
__attribute__((unused)) static double sh_7[256]; 
# 11
float q8 = b5; 
# 12
}  
# 13
static_assert((sizeof(int) == (4)));
# 14
} 
#endif
# 15 "v001298.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_grow9 = 0; 
# 17
__attribute__((unused)) void split10(const unsigned *in11) 
# 18
{int volatile ___ = 1;(void)in11;
# 22
::exit(___);}
#if 0
# 18
{ 
# 19
float acc12 = in11[3]; 
# 20
acc12 = ((+((acc12 += (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow9)))), 55L)) + (((11.0F) + (*in11)) * ((acc12 <= (55)) ? acc12 : (1.375F)))); 
# 21
++acc12; 
# 22
} 
#endif
# 24 "v001298.cu"
constexpr int clamp13(int stride14, int stride15) 
# 25
{ 
# 26
stride15 = (stride15 + (stride15 | stride14)); 
# 27
return stride14; 
# 28
} 
# 29
static_assert((sizeof(int) == (4)), "expected value");
# 31
namespace math16 { 
# 32
__attribute__((unused)) double rank17(float beta18, int n19, int n20) 
# 33
{int volatile ___ = 1;(void)beta18;(void)n19;(void)n20;
# 47
::exit(___);}
#if 0
# 33
{ 
# 35
#pragma unroll
for (
# 35
int j21 = 0, j22 = n19; j21 < j22; (++j21), (--j22)) { 
# 36
if (n20 != (54 + j22)) { 
# 37
{ 
# 38
int hi23 = 19; 
# 39
float hi24 = static_cast< int>(hi23); 
# 40
} 
# 41
}  
# 42
if (j21 < j21) { 
# 43
continue; 
# 44
}  
# 45
}   
# 46
return (static_cast< float>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow9))))) / (((n20 <= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow9)))) ? 55 : (6.75)) * (10.5)); 
# 47
} 
#endif
# 48 "v001298.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 50
template< class T, int N> static void 
# 51
__wrapper__device_stub_scatter25(T &cfg26, int &count27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
if (!(count27 >= 59L)) { 
# 54
return; 
# 55
}  
# 56
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow9))) & 1) && (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow9)))) { 
# 57
return; 
# 58
}  
# 59
for (int n28 = 0, j29 = 9; n28 < j29; (++n28), (--j29)) { 
# 60
__attribute__((unused)) static float sh_30[8]; 
# 61
T m31 = clamp13((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow9))), j29); 
# 62
}  
# 63
float stride32 = clamp13(cfg26, (11.875)); 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 50 "v001298.cu"
template< class T, int N> static void 
# 51
scatter25(T cfg26, int count27) 
# 52
{__wrapper__device_stub_scatter25<T,N>(cfg26,count27);
# 64
return;}
#if 0
# 52
{ 
# 53
if (!(count27 >= 59L)) { 
# 54
return; 
# 55
}  
# 56
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow9))) & 1) && (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow9)))) { 
# 57
return; 
# 58
}  
# 59
for (int n28 = 0, j29 = 9; n28 < j29; (++n28), (--j29)) { 
# 60
__attribute__((unused)) static float sh_30[8]; 
# 61
T m31 = clamp13((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow9))), j29); 
# 62
}  
# 63
float stride32 = clamp13(cfg26, (11.875)); 
# 64
} 
#endif
# 66 "v001298.cu"
int main() 
# 67
{ 
# 68
int len33 = 3263; 
# 69
const char *f34 = ("tile"); 
# 70
(__cudaPushCallConfiguration(32, 128 * 2, sizeof(int) * (128))) ? (void)0 : scatter25< unsigned, 7> ((50UL + len33) | len33, 10); 
# 71
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow9))) < ((f34[0]) | 60U)) { 
# 72
return static_cast< float>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow9))) * len33); 
# 73
}  
# 74
len33 = len33; 
# 75
(__cudaPushCallConfiguration(dim3(512, 8, 1), 128, sizeof(float) * (128))) ? (void)0 : fuse2(static_cast< int *>(nullptr), &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow9))), f34[0], nullptr); 
# 76
return 0; 
# 77
} 

# 1 "v001298.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__df5fd6e8_10_v001298_cu_227ea65e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001298.cudafe1.stub.c"
#include "v001298.cudafe1.stub.c"
# 1 "v001298.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
