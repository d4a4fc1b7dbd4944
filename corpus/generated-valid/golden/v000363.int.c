# 1 "v000363.cu"
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
# 7 "v000363.cu"
using idx3_t = int; 
# 9
__attribute__((visibility("hidden"))) void drift4(const int *in5, float q6) ;
#if 0
# 9
{ 
# 10
for (int n7 = 0; n7 < 9; ++n7) { 
# 11
--q6; 
# 12
q6 += (29 + ((in5[n7]) >> (998U >> n7))); 
# 13
}  
# 14
} 
#endif
# 15 "v000363.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned (*m_shade8)[64] = 0; 
# 17
void update9(int stride10, idx3_t n11, float a12 = (3.875F)) { 
# 18
n11 = (6 * stride10); 
# 19
a12 *= ((52U) + a12); 
# 20
int f13 = n11; 
# 21
} 
# 23
double host_smooth14(int len15, int n16 = 28) { 
# 24
long diff17 = len15; 
# 25
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade8)))[diff17]) != (3)) { 
# 26
goto skip18; 
# 27
}  
# 28
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade8)))[len15]) &= diff17; 
# 29
skip18:; ; 
# 30
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade8)))[1]; 
# 31
} 
# 32
const char *g_reduce19 = ("warp size"); 
# 33
static idx3_t c_decay20[4]; 
# 35
inline void drift21(bool beta22) { 
# 36
idx3_t w23 = host_smooth14(37U - ((g_reduce19[1]) - beta22), (float)(g_reduce19[1])); 
# 37
for (int n24 = 0, j25 = 6; n24 < j25; (++n24), (--j25)) { 
# 38
update9((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade8)))[j25], w23); 
# 39
double e26 = (-65); 
# 40
}  
# 41
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade8)))[w23]) *= (46 * beta22); 
# 42
} 
# 44
int main() { 
# 45
int len27 = 1397; 
# 46
len27 -= len27; 
# 47
unsigned res28 = (3 <= (len27 - (55 / (g_reduce19[1])))) ? host_smooth14(+len27, sizeof(idx3_t)) : (g_reduce19[1]); 
# 48
(__cudaPushCallConfiguration(128, sizeof(float) * (3 + (3 + (3 + (3 + 4)))), sizeof(int) * (3 + (256 + 765)))) ? (void)0 : drift4(nullptr, static_cast< float>(len27)); 
# 49
return 0; 
# 50
} 

# 1 "v000363.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7251e29_10_v000363_cu_75b83273
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000363.cudafe1.stub.c"
#include "v000363.cudafe1.stub.c"
# 1 "v000363.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
