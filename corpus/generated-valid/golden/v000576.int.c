# 1 "v000576.cu"
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
# 6 "v000576.cu"
enum Axis2 { ON3, ON4}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 7
template< class T, int N> static void 
# 8
__wrapper__device_stub_blend5(T *__restrict__ &out6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 8
{ 
# 9
(*out6) = ((-(N - (out6[2]))) + ((N / (*out6)) - (static_cast< int>(*out6)))); 
# 10
Axis2 idx7 = ON4; 
# 11
if (((((out6[2]) * 45) > (out6[0])) ? (out6[2]) * 45 : (out6[0])) < (idx7 * sizeof(long))) { 
# 12
idx7 = idx7; }  
# 13
float e8{(7.0F)}; 
# 14
} 
#endif

#pragma GCC diagnostic pop

# 7 "v000576.cu"
template< class T, int N> static void 
# 8
blend5(T *__restrict__ out6) {__wrapper__device_stub_blend5<T,N>(out6);
# 14
return;}
#if 0
# 8
{ 
# 9
(*out6) = ((-(N - (out6[2]))) + ((N / (*out6)) - (static_cast< int>(*out6)))); 
# 10
Axis2 idx7 = ON4; 
# 11
if (((((out6[2]) * 45) > (out6[0])) ? (out6[2]) * 45 : (out6[0])) < (idx7 * sizeof(long))) { 
# 12
idx7 = idx7; }  
# 13
float e8{(7.0F)}; 
# 14
} 
#endif
# 15 "v000576.cu"
namespace img9 { 
# 16
__attribute__((visibility("hidden"))) void fold10_kernel(int *acc11, double *__restrict__ out12) ;
#if 0
# 16
{ 
# 17
float s13 = (33LL); 
# 18
if (((acc11[1]) > 9) && (s13 == (54))) { 
# 19
return; }  
# 20
} 
#endif
# 21 "v000576.cu"
enum Level14: short { OFF15, HIGH16 = 2, HIGH17 = 4, BUSY18 = 10}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22
template< class T, int N> static void 
# 23
__wrapper__device_stub_blend19_kernel(T &b20, const T *&in21, T &p22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
float diff23 = b20; 
# 25
__attribute__((unused)) static float sh_24; 
# 26
T r25 = ((3.125)); 
# 27
b20 = (9.75F); 
# 28
T e26 = (((+diff23) / b20) > 19) ? (+diff23) / b20 : 19; 
# 29
sh_24 = (24L); 
# 30
if (diff23 == sh_24) { 
# 31
return; }  
# 32
} 
#endif

#pragma GCC diagnostic pop

# 22 "v000576.cu"
template< class T, int N> static void 
# 23
blend19_kernel(T b20, const T *in21, T p22) {::img9::__wrapper__device_stub_blend19_kernel<T,N>(b20,in21,p22);
# 32
return;}
#if 0
# 23
{ 
# 24
float diff23 = b20; 
# 25
__attribute__((unused)) static float sh_24; 
# 26
T r25 = ((3.125)); 
# 27
b20 = (9.75F); 
# 28
T e26 = (((+diff23) / b20) > 19) ? (+diff23) / b20 : 19; 
# 29
sh_24 = (24L); 
# 30
if (diff23 == sh_24) { 
# 31
return; }  
# 32
} 
#endif
# 33 "v000576.cu"
}
# 34
inline float host_trace27(signed char p28, int lane29, int n30) { 
# 35
(__cudaPushCallConfiguration((img9::HIGH17) + ((img9::BUSY18) + (img9::HIGH16)), 64)) ? (void)0 : img9::blend19_kernel< int, 7> (lane29, nullptr, 57); 
# 36
(__cudaPushCallConfiguration(8, (ON4) + 31)) ? (void)0 : blend5< float, 5> (static_cast< float *>(nullptr)); 
# 37
return ((lane29 += n30), (31 + p28)) + sizeof(float); 
# 38
} 
# 39
int main() { 
# 40
int size31 = 1987; 
# 41
double off32 = (static_cast< int>(__alignof__(int))); 
# 42
unsigned prod33 = (22); 
# 43
prod33 = prod33; 
# 44
auto op37 = [](int h34, float val35) { 
# 45
cudaStream_t acc36 = ((cudaStream_t)0); 
# 46
(h34--), (val35 = ((val35 - val35) - (39))); 
# 47
} ; typedef decltype(op37) __T0;
# 48
op37(off32, off32); 
# 49
const char *f38 = ("AB"); 
# 50
(__cudaPushCallConfiguration(2 * 4, 64, 1024, nullptr)) ? (void)0 : img9::fold10_kernel((int *)nullptr, nullptr); 
# 51
return 0; 
# 52
} 

# 1 "v000576.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3bc224b6_10_v000576_cu_9e3dcfb4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000576.cudafe1.stub.c"
#include "v000576.cudafe1.stub.c"
# 1 "v000576.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
