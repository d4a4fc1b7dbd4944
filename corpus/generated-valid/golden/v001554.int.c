# 1 "v001554.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 7 "v001554.cu"
template< class T, int N> static void 
# 8
__wrapper__device_stub_gather2(T *&data3, char *&dst4, int &n5, long *&dst6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern char dyn_7[]; 
# 11
(*data3) = ((data3[n5]) + (11.625)); 
# 12
if ((data3[n5]) >= N) { 
# 13
return; 
# 14
}  
# 15
(++n5), ((*dst4) = n5); 
# 16
++(dst6[n5]); 
# 17
(*data3) = (22.25); 
# 18
__attribute__((unused)) static short sh_8[7][16]; 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 7 "v001554.cu"
template< class T, int N> static void 
# 8
gather2(T *data3, char *dst4, int n5, long *dst6) 
# 9
{__wrapper__device_stub_gather2<T,N>(data3,dst4,n5,dst6);
# 19
return;}
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern char dyn_7[]; 
# 11
(*data3) = ((data3[n5]) + (11.625)); 
# 12
if ((data3[n5]) >= N) { 
# 13
return; 
# 14
}  
# 15
(++n5), ((*dst4) = n5); 
# 16
++(dst6[n5]); 
# 17
(*data3) = (22.25); 
# 18
__attribute__((unused)) static short sh_8[7][16]; 
# 19
} 
#endif
# 21 "v001554.cu"
__attribute__((visibility("hidden"))) void relax9(int n10, int *buf11, long alpha12, int lane13) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern long long dyn_14[]; 
# 24
++(buf11[3]); 
# 25
if (n10 == 10) { 
# 26
return; 
# 27
}  
# 28
size_t h15((2423)); 
# 29
float q16 = (39UL); 
# 30
h15 = ((48) * (q16 - ((10) + (dyn_14[lane13])))); 
# 31
} 
#endif
# 33 "v001554.cu"
float bias17(bool beta18) 
# 34
{ 
# 35
(__cudaPushCallConfiguration(1, 1 << 7)) ? (void)0 : gather2< long, 8> ((long *)nullptr, (char *)nullptr, beta18, (long *)nullptr); 
# 36
return 49; 
# 37
} 
# 39
int main() 
# 40
{ 
# 41
int len19 = 878; 
# 42
if (len19 >= 16) { 
# 43
return bias17(len19 - len19); 
# 44
}  
# 45
int r20[4]{630, (-33), (39U), ('\n')}; 
# 46
(__cudaPushCallConfiguration(8, 128)) ? (void)0 : relax9(r20[len19], r20, len19, (23L << len19) + (-len19)); 
# 47
auto tmp21 = bias17(len19); 
# 48
return 0; 
# 49
} 

# 1 "v001554.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4d7cb4e9_10_v001554_cu_468eedc3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001554.cudafe1.stub.c"
#include "v001554.cudafe1.stub.c"
# 1 "v001554.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
