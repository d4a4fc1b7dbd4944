# 1 "v000601.cu"
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
# 11 "v000601.cu"
__attribute__((visibility("hidden"))) void grow6_kernel(int lane7, unsigned *buf8, short cfg9, int *out10) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern int dyn_11[]; 
# 13
unsigned gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
if (gid12 >= lane7) { 
# 15
return; 
# 16
}  
# 17
unsigned t13 = *out10; 
# 18
if ((cfg9 & 15) < (dyn_11[__device_builtin_variable_blockIdx.x])) { 
# 19
goto finish14; 
# 20
}  
# 21
t13 = (lane7 / 39L); 
# 22
finish14:; ; 
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25 "v000601.cu"
template< class T, int N> static void 
# 26
__wrapper__device_stub_blend15_kernel(const T *&src16, T *&data17, T *&buf18, T &p19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
unsigned gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
(data17[gid20 & (7)]) = N; 
# 29
if (p19 == N) { 
# 30
return; 
# 31
}  
# 32
if (((buf18[5]) + 32) > (__device_builtin_variable_gridDim.x)) { 
# 33
constexpr int q21 = (sizeof(int) * (15)); 
# 34
(buf18[gid20]) = 36; 
# 35
}  
# 36
} 
#endif

#pragma GCC diagnostic pop

# 25 "v000601.cu"
template< class T, int N> static void 
# 26
blend15_kernel(const T *src16, T *data17, T *buf18, T p19) {__wrapper__device_stub_blend15_kernel<T,N>(src16,data17,buf18,p19);
# 36
return;}
#if 0
# 26
{ 
# 27
unsigned gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
(data17[gid20 & (7)]) = N; 
# 29
if (p19 == N) { 
# 30
return; 
# 31
}  
# 32
if (((buf18[5]) + 32) > (__device_builtin_variable_gridDim.x)) { 
# 33
constexpr int q21 = (sizeof(int) * (15)); 
# 34
(buf18[gid20]) = 36; 
# 35
}  
# 36
} 
#endif
# 37 "v000601.cu"
enum Phase22: short { 
# 38
ADD23, 
# 39
ON24 = 6, 
# 40
MUL25, 
# 41
GREEN26, 
# 42
MUL27
# 43
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45
template< class T, int N> static void 
# 46
__wrapper__device_stub_step28(T &beta29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
int i30 = __device_builtin_variable_threadIdx.x; 
# 48
beta29 = (beta29 - ((11.875) * (i30 & 15))); 
# 49
beta29 = i30; 
# 50
} 
#endif

#pragma GCC diagnostic pop

# 45 "v000601.cu"
template< class T, int N> static void 
# 46
step28(T beta29) {__wrapper__device_stub_step28<T,N>(beta29);
# 50
return;}
#if 0
# 46
{ 
# 47
int i30 = __device_builtin_variable_threadIdx.x; 
# 48
beta29 = (beta29 - ((11.875) * (i30 & 15))); 
# 49
beta29 = i30; 
# 50
} 
#endif
# 51 "v000601.cu"
enum Color31: unsigned char { OFF32, FAST33, FAST34, ADD35}; 
# 52
enum State36 { 
# 53
GREEN37, 
# 54
ADD38, 
# 55
ADD39, 
# 56
HIGH40, 
# 57
MUL41 = 9
# 58
}; 
# 60
int main() { 
# 61
int n42 = 3240; 
# 62
n42 = (((FAST34) | n42) * n42); 
# 63
(__cudaPushCallConfiguration(dim3(((FAST34) + ((ADD38) + ((ADD39) + ((FAST34) + ((MUL25) + 18))))) * ((GREEN26) + 8), 256), dim3((n42 + 31) / 32, (FAST33) + (FAST33)), 0)) ? (void)0 : grow6_kernel(n42 / n42, nullptr, n42, &n42); 
# 64
(__cudaPushCallConfiguration((n42 + 255) / 256, (ADD35) + ((HIGH40) + 58))) ? (void)0 : blend15_kernel< int, 7> (&n42, &n42, &n42, sizeof(long long)); 
# 65
size_t r43 = (n42 % n42) - n42; 
# 66
int y44{474}; 
# 67
(__cudaPushCallConfiguration(dim3(32, 4), (HIGH40) + 253, 0)) ? (void)0 : step28< long, 4> (r43); 
# 68
return 0; 
# 69
} 

# 1 "v000601.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__92a1b2b1_10_v000601_cu_0731f344
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000601.cudafe1.stub.c"
#include "v000601.cudafe1.stub.c"
# 1 "v000601.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
