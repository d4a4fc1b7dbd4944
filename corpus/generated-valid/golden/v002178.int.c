# 1 "v002178.cu"
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
# 16 "v002178.cu"
__attribute__((visibility("hidden"))) void fuse6_kernel(float *dst7) ;
#if 0
# 16
{ 
# 17
int tid8 = __device_builtin_variable_threadIdx.x; 
# 18
for (int it9 = 0; it9 < 11; ++it9) { 
# 19
{ 
# 20
(dst7[__device_builtin_variable_threadIdx.z]) *= (8); 
# 21
(*dst7)++; 
# 22
} 
# 23
}  
# 24
__attribute__((unused)) static int sh_10[32]; 
# 25
if (tid8 || ((sh_10[6]) <= (sh_10[tid8 & 31]))) { 
# 26
return; 
# 27
}  
# 28
} 
#endif
# 30 "v002178.cu"
__attribute__((unused)) int blend11(unsigned *data12, int len13, const int *__restrict__ src14) {int volatile ___ = 1;(void)data12;(void)len13;(void)src14;
# 35
::exit(___);}
#if 0
# 30
{ 
# 31
float *u15 = reinterpret_cast< float *>(data12); 
# 32
--len13; 
# 33
(*data12)++; 
# 34
return 30LL; 
# 35
} 
#endif
# 36 "v002178.cu"
enum class State16 { Idle17 = 3, Low18, Slow19}; 
# 37
__attribute__((section("__nv_managed_data__"))) static int *m_filter20 = 0; 
# 40
__attribute__((unused)) int grow21(float q22, bool a23, int stride24) {int volatile ___ = 1;(void)q22;(void)a23;(void)stride24;
# 46
::exit(___);}
#if 0
# 40
{ 
# 41
int *idx25 = &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20))); 
# 42
(++q22), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20))) = ((((idx25[(__device_builtin_variable_threadIdx.y) & (7)]) + 8) ^ (__device_builtin_variable_threadIdx.x)) ^ (blend11(reinterpret_cast< unsigned *>(idx25), a23, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20)))) + a23))); 
# 43
__attribute__((unused)) static char sh_26[16]; 
# 44
long lo27(blend11(nullptr, 1 ^ a23, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20)))) ^ (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20)))); 
# 45
return 8; 
# 46
} 
#endif
# 48 "v002178.cu"
__attribute__((visibility("hidden"))) void combine28_kernel(double b29, unsigned long long b30, int n31, int len32) ;
#if 0
# 48
{ 
# 49
unsigned gid33 = __device_builtin_variable_threadIdx.x; 
# 50
if (gid33 >= n31) { 
# 51
return; 
# 52
}  
# 53
for (int it34 = 0, j35 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20))); it34 < j35; (++it34), (--j35)) { 
# 54
n31 = b30; 
# 55
unsigned char prod36{(static_cast< unsigned char>(42))}; 
# 56
if ((gid33 == ((len32 + it34) + 8)) && (prod36 > len32)) { 
# 57
for (int n37 = it34; n37 > 0; --n37) { 
# 58
float sum38 = (8); 
# 59
if ((sum38 != prod36) && (b30 <= (49U))) { 
# 60
return; 
# 61
}  
# 62
}  
# 63
}  
# 64
}  
# 65
} 
#endif
# 67 "v002178.cu"
__attribute((always_inline)) __attribute__((unused)) inline void combine39(size_t q40, const int *input41, float a42) {int volatile ___ = 1;(void)q40;(void)input41;(void)a42;
# 74
::exit(___);}
#if 0
# 67
{ 
# 68
float q43{(56)}; 
# 69
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20))) == 1) { 
# 70
goto skip44; 
# 71
}  
# 72
grow21((6.0F), input41 == (nullptr), ((blend11(nullptr, 4622, input41)) + ((41UL) + q43)) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20))) | __alignof__(int))); 
# 73
skip44:; ; 
# 74
} 
#endif
# 75 "v002178.cu"
enum class Kind45 { Red46, Busy47, Green48}; 
# 76
static unsigned d_blend49; 
# 78
int main() { 
# 79
int size50 = 3709; 
# 80
(__cudaPushCallConfiguration(sizeof(int) * (8), ((dim3)(128 + 128)))) ? (void)0 : combine28_kernel(~size50, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20))), size50, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20)))); 
# 81
if (61 > (size50 - size50)) { 
# 82
return -3147; 
# 83
}  
# 84
(__cudaPushCallConfiguration((size50 + 255) / 256, 8 + 24, 128 + 3968)) ? (void)0 : fuse6_kernel(nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v002178.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d71300ba_10_v002178_cu_480da814
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002178.cudafe1.stub.c"
#include "v002178.cudafe1.stub.c"
# 1 "v002178.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
