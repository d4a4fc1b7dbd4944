# 1 "v001819.cu"
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
# 13 "v001819.cu"
__attribute__((visibility("hidden"))) void merge6_kernel(int n7) ;
#if 0
# 13
{ 
# 14
for (int it8 = 0; it8 < n7; it8++) { 
# 15
if ((((it8 + 57UL) + (43)) > n7) && (it8 > n7) && (n7 > n7)) { 
# 16
constexpr float idx9 = (-48); 
# 17
n7 %= (n7 + (n7 * it8)); 
# 18
}  
# 19
}  
# 20
int res10 = 4; 
# 21
} 
#endif
# 22 "v001819.cu"
static float d_decay11; 
# 23
__attribute__((section("__nv_managed_data__"))) static unsigned *m_pivot12 = 0; 
# 24
static int d_apply13[64]; 
# 25
static long d_gather14[4]; 
# 27
__attribute((always_inline)) __attribute__((unused)) inline long pack15(int stride16, float beta17) {int volatile ___ = 1;(void)stride16;(void)beta17;
# 38
::exit(___);}
#if 0
# 27
{ 
# 28
unsigned x18 = stride16; 
# 29
for (int i19 = stride16; i19 > 0; --i19) { 
# 30
if (stride16 > 8) { 
# 31
if (x18) { 
# 32
return (d_gather14[i19]); 
# 33
}  
# 34
static_assert((sizeof(int) == (4)), "size check");
# 35
} else { if (int m20 = stride16; ((short)(d_gather14[1])) || (stride16 == ((d_decay11 + (d_gather14[m20])) + (54UL)))) { }  }  
# 36
}  
# 37
return d_gather14[x18]; 
# 38
} 
#endif
# 40 "v001819.cu"
void run_sweep21(const int *__restrict__ in22, const int *src23) { 
# 41
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot12))) = (12); 
# 42
for (int it24 = 0; it24 < 13; it24++) { 
# 43
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot12))) |= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot12))); 
# 44
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot12))) >>= it24; 
# 45
}  
# 46
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot12))) %= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot12))); 
# 47
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot12))) -= (((int)sizeof(int)) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot12)))); 
# 48
} 
# 50
int main() { 
# 51
int count25 = 1917; 
# 52
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot12))) <= ((int)45U)) { 
# 53
if (!(count25 == (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot12))))) { 
# 54
int h26 = ((float)(-(5.625F))); 
# 55
float *res27 = (static_cast< float *>(nullptr)); 
# 56
}  
# 57
}  
# 58
(__cudaPushCallConfiguration(1 << 3, 2 * (12 + 4), 0, 0)) ? (void)0 : merge6_kernel(4); 
# 59
return 0; 
# 60
} 

# 1 "v001819.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f608d92a_10_v001819_cu_ba04a74b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001819.cudafe1.stub.c"
#include "v001819.cudafe1.stub.c"
# 1 "v001819.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
