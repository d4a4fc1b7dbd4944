# 1 "v002295.cu"
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
# 11 "v002295.cu"
enum Color5 { RED6, IDLE7, MUL8, MUL9 = 8}; 
# 13
extern "C" __attribute__((visibility("hidden"))) void pivot10_kernel(unsigned q11, const float *__restrict__ input12) ;
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern long dyn_13[]; 
# 15
const float *h14 = input12 + 2; 
# 16
const long val15 = ((static_cast< float>((dyn_13[0]) - q11)) > (__device_builtin_variable_threadIdx.z)) ? static_cast< float>((dyn_13[0]) - q11) : (__device_builtin_variable_threadIdx.z); 
# 17
unsigned v16 = dyn_13[0]; 
# 18
} 
#endif
# 19 "v002295.cu"
enum class State17 { Green18, Red19 = 5}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21
template< class T> static void 
# 22
__wrapper__device_stub_filter20(T *&data21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
unsigned gid22 = __device_builtin_variable_threadIdx.x; 
# 24
if (gid22 < (data21[3])) { 
# 25
return; }  
# 26
(data21[6]) = ((float)gid22); 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 21 "v002295.cu"
template< class T> static void 
# 22
filter20(T *data21) {__wrapper__device_stub_filter20<T>(data21);
# 27
return;}
#if 0
# 22
{ 
# 23
unsigned gid22 = __device_builtin_variable_threadIdx.x; 
# 24
if (gid22 < (data21[3])) { 
# 25
return; }  
# 26
(data21[6]) = ((float)gid22); 
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29 "v002295.cu"
template< class T, class U> static void 
# 30
__wrapper__device_stub_kick23(U *&dst24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
const float u26 = 9 + (dst24[idx25]); 
# 33
if ((((*dst24) > ((U)(*dst24))) ? *dst24 : ((U)(*dst24))) > (*dst24)) { 
# 34
__attribute__((unused)) static int sh_27[sizeof(float) * ((MUL8) + ((MUL9) + 22))]; 
# 35
} else { if (T lim28 = (__device_builtin_variable_threadIdx.x) * (*dst24); !((u26 > lim28) || ((dst24[idx25]) <= 21))) { 
# 36
lim28 = MUL9; }  }  
# 37
} 
#endif

#pragma GCC diagnostic pop

# 29 "v002295.cu"
template< class T, class U> static void 
# 30
kick23(U *dst24) {__wrapper__device_stub_kick23<T,U>(dst24);
# 37
return;}
#if 0
# 30
{ 
# 31
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
const float u26 = 9 + (dst24[idx25]); 
# 33
if ((((*dst24) > ((U)(*dst24))) ? *dst24 : ((U)(*dst24))) > (*dst24)) { 
# 34
__attribute__((unused)) static int sh_27[sizeof(float) * ((MUL8) + ((MUL9) + 22))]; 
# 35
} else { if (T lim28 = (__device_builtin_variable_threadIdx.x) * (*dst24); !((u26 > lim28) || ((dst24[idx25]) <= 21))) { 
# 36
lim28 = MUL9; }  }  
# 37
} 
#endif
# 39 "v002295.cu"
constexpr int host_decay29(int lane30) { 
# 40
return lane30; 
# 41
} 
# 43
int main() { 
# 44
int size31 = 3404; 
# 45
int f32 = ((size31 - size31) % 24L) | size31; 
# 46
f32 = ((-size31) | ((sizeof(int) + size31) % ((size31 += 26U), f32))); 
# 47
(__cudaPushCallConfiguration(4 * ((IDLE7) + ((IDLE7) + 2)), sizeof(int) * (64))) ? (void)0 : pivot10_kernel((38 + size31) * size31, nullptr); 
# 48
(__cudaPushCallConfiguration(((MUL9) + (MUL9)) * ((MUL8) + ((IDLE7) + ((MUL8) + 3))), 64, 1024, nullptr)) ? (void)0 : filter20< float> (nullptr); 
# 49
(__cudaPushCallConfiguration(dim3(512, 256, 16 * 2), dim3((f32 + 127) / 128, (size31 + 255) / 256, 4), 0, nullptr)) ? (void)0 : kick23< double, float> (nullptr); 
# 50
return 0; 
# 51
} 

# 1 "v002295.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1cdd14a8_10_v002295_cu_c0415c86
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002295.cudafe1.stub.c"
#include "v002295.cudafe1.stub.c"
# 1 "v002295.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
