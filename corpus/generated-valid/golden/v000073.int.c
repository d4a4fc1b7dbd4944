# 1 "v000073.cu"
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
# 9 "v000073.cu"
namespace math4 { 
# 10
__attribute__((visibility("hidden"))) void lerp5(double b6, int *acc7) ;
#if 0
# 10
{ 
# 11
int gid8 = __device_builtin_variable_threadIdx.x; 
# 12
if (((gid8 - (acc7[__device_builtin_variable_blockDim.x])) * (__device_builtin_variable_threadIdx.z)) > (((*acc7) += (__device_builtin_variable_gridDim.z)), gid8)) { 
# 13
b6 = (128); 
# 14
if ((!(acc7[5])) || ((*acc7) > gid8)) { 
# 15
if ((acc7[gid8]) >= 37) { 
# 16
b6--; 
# 17
(acc7[gid8]) -= 12UL; 
# 18
float hi9 = gid8; 
# 19
} else { 
# 20
}  
# 21
} else { if (b6 >= gid8) { 
# 22
} else { 
# 23
}  }  
# 24
} else { 
# 25
}  
# 26
} 
#endif
# 27 "v000073.cu"
}
# 30
template< class T> __attribute__((unused)) inline float 
# 31
tally10(T beta11, int *dst12) {int volatile ___ = 1;(void)beta11;(void)dst12;
# 35
::exit(___);}
#if 0
# 31
{ 
# 32
static_assert((sizeof(int) == (4)));
# 33
++beta11; 
# 34
return -(12.625F); 
# 35
} 
#endif
# 37 "v000073.cu"
struct Vec13 { 
# 38
char hi14; 
# 39
unsigned y15; 
# 40
int z16; 
# 41
unsigned reset17(int lo18) const { 
# 42
return (z16) * (hi14); 
# 43
} 
# 44
void apply19(char acc20) { 
# 45
(hi14) |= (128 << (hi14)); 
# 46
} 
# 47
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 49
template< class T, class U> static void 
# 50
__wrapper__device_stub_tile21_kernel(const U *__restrict__ &in22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 50
{ 
# 51
int tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
tally10< T> (tid23, (int *)nullptr); 
# 53
float s24{(0)}; 
# 54
if ((__device_builtin_variable_threadIdx.x) >= (52)) { 
# 55
goto out25; 
# 56
}  
# 57
static_assert((30 == 30), "tile must fit");
# 58
out25:; ; 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 49 "v000073.cu"
template< class T, class U> static void 
# 50
tile21_kernel(const U *__restrict__ in22) {__wrapper__device_stub_tile21_kernel<T,U>(in22);
# 59
return;}
#if 0
# 50
{ 
# 51
int tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
tally10< T> (tid23, (int *)nullptr); 
# 53
float s24{(0)}; 
# 54
if ((__device_builtin_variable_threadIdx.x) >= (52)) { 
# 55
goto out25; 
# 56
}  
# 57
static_assert((30 == 30), "tile must fit");
# 58
out25:; ; 
# 59
} 
#endif
# 61 "v000073.cu"
struct Acc26 { 
# 62
int x27; 
# 63
unsigned weight28; 
# 64
bool w29; 
# 65
int sum30; 
# 66
}; 
# 68
__attribute__((visibility("hidden"))) void tally31(bool beta32, int n33) ;
#if 0
# 68
{ 
# 69
unsigned gid34 = __device_builtin_variable_threadIdx.x; 
# 70
if (gid34 >= n33) { 
# 71
return; 
# 72
}  
# 73
__attribute__((unused)) static double sh_35[64]; 
# 74
if (n33 < gid34) { 
# 75
return; 
# 76
}  
# 77
tally10(static_cast< float>(n33), (int *)nullptr); 
# 78
} 
#endif
# 80 "v000073.cu"
int main() { 
# 81
int n36 = 3446; 
# 82
(__cudaPushCallConfiguration(dim3(1, (n36 + 255) / 256, (n36 + 255) / 256), 1 << 9, 0)) ? (void)0 : math4::lerp5((128 - n36) % (n36 + sizeof(float)), nullptr); 
# 83
static_assert((32 > 31));
# 84
int v37 = 128 / (n36 >> n36); 
# 85
(__cudaPushCallConfiguration((n36 + 127) / 128, 16 * 4, sizeof(float) * (64))) ? (void)0 : tile21_kernel< double, int> (nullptr); 
# 86
n36 >>= ((v37 += n36), 1); 
# 87
(__cudaPushCallConfiguration(1, 128 + 128, sizeof(int) * (32))) ? (void)0 : tally31((n36 * __alignof__(float)) < n36, v37); 
# 88
return 0; 
# 89
} 

# 1 "v000073.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5cd14537_10_v000073_cu_6d442854
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000073.cudafe1.stub.c"
#include "v000073.cudafe1.stub.c"
# 1 "v000073.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
