# 1 "v001313.cu"
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
# 6 "v001313.cu"
enum class Phase2 { 
# 7
Green3, 
# 8
Green4, 
# 9
Slow5, 
# 10
Idle6, 
# 11
Low7
# 12
}; 
# 13
const int g_norm8 = (43U); 
# 14
const float g_filter9 = (0.875F); 
# 16
__attribute__((visibility("hidden"))) void filter10_kernel(const int *input11, float a12) ;
#if 0
# 16
{ 
# 17
unsigned i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
int pass14 = 0; 
# 19
do { 
# 20
long long diff15[8] = {static_cast< long long>(((input11[1]) <= (*input11)) ? i13 : i13), (40), (47), (16)}; 
# 21
++pass14; 
# 22
} while (pass14 < 2); 
# 23
++a12; 
# 24
--a12; 
# 25
--a12; 
# 26
a12 = (17.375F); 
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30 "v001313.cu"
template< class T, int N> static void 
# 31
__wrapper__device_stub_warp16(T &b17, const float *&input18, T &a19, float *&acc20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
unsigned tid21 = __device_builtin_variable_threadIdx.x; 
# 33
a19 = tid21; 
# 34
++(*acc20); 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 30 "v001313.cu"
template< class T, int N> static void 
# 31
warp16(T b17, const float *input18, T a19, float *acc20) {__wrapper__device_stub_warp16<T,N>(b17,input18,a19,acc20);
# 35
return;}
#if 0
# 31
{ 
# 32
unsigned tid21 = __device_builtin_variable_threadIdx.x; 
# 33
a19 = tid21; 
# 34
++(*acc20); 
# 35
} 
#endif
# 37 "v001313.cu"
constexpr int check_sweep22(int lane23, int lane24) { 
# 38
lane23 = lane24; 
# 39
return 16; 
# 40
} 
# 42
int main() { 
# 43
int count25 = 3176; 
# 44
int cnt26(46); 
# 45
cnt26 = count25; 
# 46
cnt26 = ((63 + cnt26) / 29L); 
# 47
count25--; 
# 48
(__cudaPushCallConfiguration(dim3((cnt26 + 127) / 128, (count25 + 31) / 32, (cnt26 + 255) / 256), 128)) ? (void)0 : warp16< long, 1> (5, nullptr, count25, nullptr); 
# 49
(__cudaPushCallConfiguration(((dim3)(1)), 512)) ? (void)0 : filter10_kernel(&count25, count25); 
# 50
return 0; 
# 51
} 

# 1 "v001313.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f372c98d_10_v001313_cu_9426b82e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001313.cudafe1.stub.c"
#include "v001313.cudafe1.stub.c"
# 1 "v001313.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
