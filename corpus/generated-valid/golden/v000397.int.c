# 1 "v000397.cu"
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
# 19 "v000397.cu"
namespace util9 { 
# 20
__attribute__((unused)) inline void warp10(unsigned long *out11, int count12) 
# 21
{int volatile ___ = 1;(void)out11;(void)count12;
# 24
::exit(___);}
#if 0
# 21
{ 
# 22
float y13 = ((4) - ((count12 + 3) + (out11[count12]))) * ((52 + count12) % ((25) + (*out11))); 
# 23
(*out11) = count12; 
# 24
} 
#endif
# 25 "v000397.cu"
enum class Kind14 { Low15, Busy16 = 2, Add17}; 
# 26
enum class Level18: unsigned char { Mul19, High20 = 6U}; 
# 27
}
# 29
__attribute__((visibility("hidden"))) void apply21_kernel(float *data22) ;
#if 0
# 30
{ 
# 31
int v23 = (-35); 
# 32
if (-v23) { 
# 33
return; 
# 34
}  
# 35
int iter24 = 0; 
# 36
do { 
# 37
if ((iter24 & v23) == 26U) { 
# 38
continue; 
# 39
}  
# 40
++iter24; 
# 41
} while ((iter24 < v23) && (((iter24 + 2) + 4) >= 28)); 
# 42
__attribute__((unused)) static short sh_25[256]; 
# 43
v23 = (((unsigned char)(7 | iter24)) ^ v23); 
# 44
(sh_25[v23]) %= (static_cast< unsigned char>(sizeof(unsigned))); 
# 45
} 
#endif
# 47 "v000397.cu"
void host_tally26(const unsigned *__restrict__ input27, int len28, int *acc29) 
# 48
{ 
# 49
(*acc29) = 42; 
# 50
(__cudaPushCallConfiguration((16 + 112) * 2, 128, sizeof(double) * (256))) ? (void)0 : apply21_kernel(nullptr); 
# 51
double v30 = acc29[5]; 
# 52
int lim31 = v30; 
# 53
(__cudaPushCallConfiguration(16 * (4 + (4 + (4 + 4))), 128)) ? (void)0 : apply21_kernel(nullptr); 
# 54
} 
# 56
int main() 
# 57
{ 
# 58
int n32 = 457; 
# 59
if ((n32 + n32) > ((n32 + n32) + __alignof__(double))) { 
# 60
n32 = (4 + (n32 + n32)); 
# 61
}  
# 62
util9::Kind14 y33 = util9::Kind14::Low15; 
# 63
if (((static_cast< short>(n32)) - (4 + n32)) != (static_cast< float>((3.75F)))) { 
# 64
auto stride34 = n32; 
# 65
do { int tmp_ = n32; n32 = stride34; stride34 = tmp_; } while (0); 
# 66
} else { 
# 67
}  
# 68
return 0; 
# 69
} 

# 1 "v000397.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ea171eaf_10_v000397_cu_38b2dc0e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000397.cudafe1.stub.c"
#include "v000397.cudafe1.stub.c"
# 1 "v000397.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
