# 1 "v000772.cu"
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

# 17 "v000772.cu"
template< class T, class U> static void 
# 18
__wrapper__device_stub_bump7(const U *&coef8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
int idx9 = __device_builtin_variable_threadIdx.x; 
# 21
} 
#endif

#pragma GCC diagnostic pop

# 17 "v000772.cu"
template< class T, class U> static void 
# 18
bump7(const U *coef8) 
# 19
{__wrapper__device_stub_bump7<T,U>(coef8);
# 21
return;}
#if 0
# 19
{ 
# 20
int idx9 = __device_builtin_variable_threadIdx.x; 
# 21
} 
#endif
# 22 "v000772.cu"
constexpr float kT10 = (4.5F); 
# 24
__attribute__((visibility("hidden"))) void decay11(int count12) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern int dyn_13[]; 
# 27
(dyn_13[2]) = ((float)(__device_builtin_variable_gridDim.y)); 
# 28
if ((((float)count12) + count12) <= ((dyn_13[5]) - 29)) { 
# 29
count12++; 
# 30
(dyn_13[7]) = 64; 
# 31
(dyn_13[0]) = (sizeof(int) + (count12 % 9)); 
# 32
}  
# 33
short w14 = (__alignof__(int)); 
# 34
w14 = (9); 
# 35
} 
#endif
# 36 "v000772.cu"
int main() 
# 37
{ 
# 38
int size15 = 766; 
# 39
(__cudaPushCallConfiguration((size15 + 255) / 256, 1 << 6, 256)) ? (void)0 : decay11(size15 - (9 % size15)); 
# 40
float k16[6] = {}; 
# 41
(k16[size15])++; 
# 42
if (size15 != (k16[size15])) { 
# 43
size15 = (k16[size15]); 
# 44
if ((k16[size15]) < size15) { 
# 45
return size15; 
# 46
}  
# 47
}  
# 48
(__cudaPushCallConfiguration(dim3(1 << 8, 8), 32 + 224)) ? (void)0 : bump7< unsigned, int> ((const int *)nullptr); 
# 49
return 0; 
# 50
} 

# 1 "v000772.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f96812ea_10_v000772_cu_02177361
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000772.cudafe1.stub.c"
#include "v000772.cudafe1.stub.c"
# 1 "v000772.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
