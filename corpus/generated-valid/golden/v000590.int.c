# 1 "v000590.cu"
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
# 9 "v000590.cu"
__attribute((always_inline)) __attribute__((unused)) inline void warp4(float q5, int stride6 = 28) 
# 10
{int volatile ___ = 1;(void)q5;(void)stride6;
# 23
::exit(___);}
#if 0
# 10
{ 
# 11
if (stride6 & 1) { 
# 12
return; }  
# 13
switch (stride6) { 
# 14
case 5:  { 
# 15
int acc7(__device_builtin_variable_gridDim.z); 
# 16
break; 
# 17
} 
# 18
default:  { 
# 19
unsigned mid8{(0)}; 
# 20
break; 
# 21
} 
# 22
}  
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25 "v000590.cu"
template< class T> static void 
# 26
__wrapper__device_stub_scale9(const T *&input10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
int idx11 = __device_builtin_variable_threadIdx.x; 
# 29
for (int it12 = 9; it12 > 0; --it12) { 
# 30
T m13 = static_cast< float>((it12 & idx11) % (__device_builtin_variable_blockDim.x)); 
# 31
}  
# 32
int hi14 = input10[3]; 
# 33
static_assert((sizeof(int) == (4)), "size check");
# 34
__attribute__((unused)) static float sh_15[128]; 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 25 "v000590.cu"
template< class T> static void 
# 26
scale9(const T *input10) 
# 27
{__wrapper__device_stub_scale9<T>(input10);
# 35
return;}
#if 0
# 27
{ 
# 28
int idx11 = __device_builtin_variable_threadIdx.x; 
# 29
for (int it12 = 9; it12 > 0; --it12) { 
# 30
T m13 = static_cast< float>((it12 & idx11) % (__device_builtin_variable_blockDim.x)); 
# 31
}  
# 32
int hi14 = input10[3]; 
# 33
static_assert((sizeof(int) == (4)), "size check");
# 34
__attribute__((unused)) static float sh_15[128]; 
# 35
} 
#endif
# 37 "v000590.cu"
int check_probe16(int count17 = 48) 
# 38
{ 
# 39
for (int i18 = 0; i18 < 7; ++i18) { 
# 40
count17 = 38; 
# 41
if (i18 <= 45) { 
# 42
return +count17; }  
# 43
}  
# 44
return ((count17 * count17) / count17) - 56; 
# 45
} 
# 47
int main() 
# 48
{ 
# 49
int n19 = 3815; 
# 50
(__cudaPushCallConfiguration(dim3(4, 4, (n19 + 255) / 256), 64)) ? (void)0 : scale9< unsigned> (static_cast< const unsigned *>(nullptr)); 
# 51
unsigned f20 = (n19 & n19) | ((1409 - n19) - (n19 + n19)); 
# 52
return 0; 
# 53
} 

# 1 "v000590.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a199c50b_10_v000590_cu_ff684bb8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000590.cudafe1.stub.c"
#include "v000590.cudafe1.stub.c"
# 1 "v000590.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
