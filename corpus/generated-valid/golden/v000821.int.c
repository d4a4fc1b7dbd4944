# 1 "v000821.cu"
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
# 5 "v000821.cu"
void clamp1(double cfg2, int count3 = 19) { 
# 6
if (count3 < cfg2) { 
# 7
long prod4 = ('#'); 
# 8
++count3; 
# 9
}  
# 10
for (int j5 = 0; j5 < 5; ++j5) { 
# 11
count3 = ((count3 * 5) >> (1 - (count3 * 19))); 
# 12
--count3; 
# 13
int acc6 = (cfg2 * (L'\x30')) + (((short)j5) * ((float)0)); 
# 14
}  
# 15
} 
# 17
__attribute__((visibility("hidden"))) void apply7(float a8) ;
#if 0
# 17
{ 
# 18
int i9 = __device_builtin_variable_threadIdx.x; 
# 19
a8 = (16.0F); 
# 20
a8 = (i9 & i9); 
# 21
switch (i9 >> 4) { 
# 22
case 2 * 4:  
# 23
if ((__device_builtin_variable_threadIdx.x) & (1)) { 
# 24
a8 = (i9 - 42L); 
# 25
int s10 = 2641 >> i9; 
# 26
}  
# 27
break; 
# 28
}  
# 29
unsigned char k11 = (sizeof(int)); 
# 30
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 32 "v000821.cu"
template< class T, class U> static void 
# 33
__wrapper__device_stub_march12_kernel(U *&dst13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
unsigned gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
(dst13[0]) = ((23.5F) * gid14); 
# 36
--(*dst13); 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 32 "v000821.cu"
template< class T, class U> static void 
# 33
march12_kernel(U *dst13) {__wrapper__device_stub_march12_kernel<T,U>(dst13);
# 37
return;}
#if 0
# 33
{ 
# 34
unsigned gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
(dst13[0]) = ((23.5F) * gid14); 
# 36
--(*dst13); 
# 37
} 
#endif
# 40 "v000821.cu"
void lerp15(signed char b16, float *acc17) { 
# 41
const float x18 = b16; 
# 42
for (int j19 = 0; j19 < 5; ++j19) { 
# 43
unsigned char mid20 = (47U); 
# 44
}  
# 45
if ((20LL & b16) == x18) { 
# 46
unsigned short stride21 = (sizeof(float)); 
# 47
} else { if (((int)15U) < b16) { 
# 48
b16++; 
# 49
int f22 = (int)((*acc17) - x18); 
# 50
}  }  
# 51
} 
# 53
int main() { 
# 54
int n23 = 501; 
# 55
--n23; 
# 56
constexpr double lim24 = (4009); 
# 57
(__cudaPushCallConfiguration(64, 64)) ? (void)0 : apply7((14 + n23) % n23); 
# 58
(__cudaPushCallConfiguration(dim3(512, (n23 + 127) / 128, (n23 + 255) / 256), ((dim3)(1)), sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : march12_kernel< long, float> (nullptr); 
# 59
return 0; 
# 60
} 

# 1 "v000821.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d26b80a1_10_v000821_cu_b8cd8179
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000821.cudafe1.stub.c"
#include "v000821.cudafe1.stub.c"
# 1 "v000821.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
