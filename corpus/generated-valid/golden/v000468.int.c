# 1 "v000468.cu"
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
# 13 "v000468.cu"
template< class T> 
# 14
struct Sample5 { 
# 15
T count6, val7; 
# 16
unsigned short x8; 
# 17
void norm9(T prod10) 
# 18
{ 
# 19
float t11 = (6.875F); 
# 20
} 
# 21
}; 
# 22
constexpr long STEPS12 = (sizeof(int) * (8)); 
# 24
__attribute__((visibility("hidden"))) void spread13_kernel(Sample5< double>  a14, const float *in15) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern long long dyn_16[]; 
# 27
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
do { (a14.x8) += (STEPS12 % ((unsigned char)(__device_builtin_variable_threadIdx.x))); } while (0); 
# 29
(a14.x8) -= 26; 
# 30
for (int i18 = 9; i18 > 0; --i18) { 
# 31
int u19 = a14.count6; 
# 32
(a14.count6)++; 
# 33
}  
# 34
} 
#endif
# 36 "v000468.cu"
__attribute__((visibility("hidden"))) void apply20(float *out21, Sample5< double>  p22) ;
#if 0
# 37
{ 
# 38
int tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
Sample5< double>  hi24 = {(7.0), (20), (36)}; 
# 40
__attribute__((unused)) static Sample5< double>  sh_25[8]; 
# 41
unsigned prod26 = __device_builtin_variable_blockIdx.x; 
# 42
if ((out21[tid23]) >= tid23) { 
# 43
return; 
# 44
}  
# 45
hi24 = Sample5< double> {(20.5), (3.0), (15)}; 
# 46
float stride27 = p22.count6; 
# 47
} 
#endif
# 49 "v000468.cu"
__attribute((always_inline)) __attribute__((unused)) inline void march28(int lane29, float *__restrict__ dst30) 
# 50
{int volatile ___ = 1;(void)lane29;(void)dst30;
# 57
::exit(___);}
#if 0
# 50
{ 
# 51
unsigned char sum31(((((dst30[lane29]) += (3415)), ((lane29 > 27) ? dst30[lane29] : STEPS12)))); 
# 52
for (int j32 = 0, j33 = 10; j32 < j33; (++j32), (--j33)) { 
# 53
int w34 = __device_builtin_variable_warpSize; 
# 54
}  
# 55
sum31 = (STEPS12 + sum31); 
# 56
sum31 = (19); 
# 57
} 
#endif
# 58 "v000468.cu"
const int g_drift35 = 25; 
# 60
int main() 
# 61
{ 
# 62
int n36 = 3652; 
# 63
if ((n36 / n36) < STEPS12) { 
# 64
return g_drift35 - (n36 + STEPS12); 
# 65
}  
# 66
unsigned long stride37 = (23); 
# 67
(__cudaPushCallConfiguration(1, 64, sizeof(double) * (128))) ? (void)0 : spread13_kernel(Sample5< double> {}, static_cast< const float *>(nullptr)); 
# 68
(__cudaPushCallConfiguration((n36 + 127) / 128, STEPS12 + (STEPS12 + (STEPS12 + (STEPS12 + (STEPS12 + (96))))))) ? (void)0 : apply20(nullptr, Sample5< double> {}); 
# 69
return 0; 
# 70
} 

# 1 "v000468.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2d21a990_10_v000468_cu_9f13c949
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000468.cudafe1.stub.c"
#include "v000468.cudafe1.stub.c"
# 1 "v000468.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
