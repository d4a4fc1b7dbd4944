# 1 "i000734.cu"
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
# 10 "i000734.cu"
static void accum2(const int *input3, char q4) ;
#if 0
# 10
{ 
# 11
int i5 = __device_builtin_variable_threadIdx.x; 
# 12
{ 
# 13
{ 
# 14
float sum6[7] = {(3062L), (19), (5.0F)}; 
# 15
int lim7[3]{(62L), (-64), 50}; 
# 16
} 
# 17
q4 = (*input3); 
# 18
} 
# 19
constexpr unsigned short off8 = (57); 
# 20
q4 = ((~(*input3)) | (((input3[i5 & 7]) - 4618) + 20)); 
# 21
} 
#endif
# 24 "i000734.cu"
__attribute((always_inline)) __attribute__((unused)) inline int step9(const int *input10) {int volatile ___ = 1;(void)input10;
# 30
::exit(___);}
#if 0
# 24
{ 
# 25
{ 
# 26
const long h11 = (63); 
# 27
float stride12 = __device_builtin_variable_blockIdx.x; 
# 28
} 
# 29
return 25; 
# 30
} 
#endif
# 31 "i000734.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned *m_bias13 = 0; 
# 33
__attribute((noinline)) __attribute__((unused)) void scatter14(int lane15) {int volatile ___ = 1;(void)lane15;
# 39
::exit(___);}
#if 0
# 33
{ 
# 34
auto e16 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias13))) - (__device_builtin_variable_threadIdx.x); 
# 35
do { e16 += (44); } while (0); 
# 36
e16 = (e16 >> lane15); 
# 37
if ((__device_builtin_variable_blockDim.z) != __alignof__(char)) { 
# 38
return; }  
# 39
} 
#endif
# 41 "i000734.cu"
__attribute__((unused)) float tile17(float q18, bool beta19, int n20) {int volatile ___ = 1;(void)q18;(void)beta19;(void)n20;
# 51
::exit(___);}
#if 0
# 41
{ 
# 42
q18 = ((((long)62L) + n20) + beta19); 
# 43
int w21 = 0; 
# 44
do { 
# 45
if (q18 <= (4UL)) { 
# 46
return -44; }  
# 47
double r22 = beta19; 
# 48
++w21; 
# 49
} while (w21 < n20); 
# 50
return (7.875F); 
# 51
} 
#endif
# 52 "i000734.cu"
__attribute__((visibility("hidden"))) void probe_kernel27(int *p, int n) ;
#if 0
# 53
{ 
# 54
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if (i < n) { (p[i]) = i; }  
# 56
} 
#endif
# 57 "i000734.cu"
__attribute__((visibility("hidden"))) void parent_kernel28(int *p, int n) ;
#if 0
# 58
{ 
# 59
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : probe_kernel27(p, n); 
# 60
} 
#endif
# 62 "i000734.cu"
int main() { 
# 63
int n23 = 2518; 
# 64
unsigned r24[8] = {(264), (49L), static_cast< unsigned>(n23), (58), (32), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias13)))}; 
# 65
bool val25 = !((!(n23 < 2L)) && (!(n23 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias13)))))); 
# 66
bool x26 = (val25 & 20U) != (n23 | n23); 
# 67
(__cudaPushCallConfiguration(16 * 16, 32 * 2)) ? (void)0 : accum2(&n23, val25); 
# 68
return 0; 
# 69
} 

# 1 "i000734.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff263193_10_i000734_cu_m_bias13
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000734.cudafe1.stub.c"
#include "i000734.cudafe1.stub.c"
# 1 "i000734.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
