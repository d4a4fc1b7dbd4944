# 1 "v000783.cu"
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
# 9 "v000783.cu"
enum class Axis5: unsigned char { Low6, Low7}; 
# 10
enum Op8 { OFF9, SLOW10}; 
# 11
enum class State11: unsigned { 
# 12
Fast12, 
# 13
Idle13, 
# 14
High14, 
# 15
High15 = 8U, 
# 16
Idle16
# 17
}; 
# 18
constexpr long STEPS17 = ((SLOW10) + ((SLOW10) + ((SLOW10) + ((SLOW10) + ((SLOW10) + ((SLOW10) + 58)))))); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 20
template< class T> static void 
# 21
__wrapper__device_stub_grow18(T &p19, const T *&src20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern float dyn_21[]; 
# 24
T *lim22 = const_cast< T *>(src20); 
# 25
int flag23 = dyn_21[6]; 
# 26
if (src20 != nullptr) { 
# 27
(lim22[6])++; 
# 28
}  
# 29
auto s24 = 804; 
# 30
auto m25 = flag23 ^ STEPS17; 
# 31
if ((s24 + 1) != s24) { 
# 32
return; 
# 33
}  
# 34
} 
#endif

#pragma GCC diagnostic pop

# 20 "v000783.cu"
template< class T> static void 
# 21
grow18(T p19, const T *src20) 
# 22
{__wrapper__device_stub_grow18<T>(p19,src20);
# 34
return;}
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern float dyn_21[]; 
# 24
T *lim22 = const_cast< T *>(src20); 
# 25
int flag23 = dyn_21[6]; 
# 26
if (src20 != nullptr) { 
# 27
(lim22[6])++; 
# 28
}  
# 29
auto s24 = 804; 
# 30
auto m25 = flag23 ^ STEPS17; 
# 31
if ((s24 + 1) != s24) { 
# 32
return; 
# 33
}  
# 34
} 
#endif
# 35 "v000783.cu"
constexpr unsigned LANES26 = (1 << ((SLOW10) + ((SLOW10) + 1))); 
# 36
typedef int idx27_t; 
# 38
int main() 
# 39
{ 
# 40
int size28 = 1354; 
# 41
auto step31 = [e29 = STEPS17 + size28](idx27_t hi30) { 
# 42
--hi30; 
# 43
} ; typedef decltype(step31) __T0;
# 44
step31(size28); 
# 45
++size28; 
# 46
(__cudaPushCallConfiguration(dim3((SLOW10) + ((SLOW10) + ((SLOW10) + 5)), (size28 + 31) / 32, LANES26 + LANES26), (SLOW10) + (STEPS17 + (447)), 0, (cudaStream_t)0)) ? (void)0 : grow18< double> (LANES26 * size28, nullptr); 
# 47
return 0; 
# 48
} 

# 1 "v000783.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c384e25e_10_v000783_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000783.cudafe1.stub.c"
#include "v000783.cudafe1.stub.c"
# 1 "v000783.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
