# 1 "v000537.cu"
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
# 22 "v000537.cu"
__attribute__((visibility("hidden"))) void trace6_kernel(unsigned b7, int stride8) ;
#if 0
# 22
{ 
# 23
int iter9 = 0; 
# 24
if (iter9 >= (stride8 * 22U)) { 
# 25
goto out11; 
# 26
}  
# 27
do { 
# 28
++stride8; 
# 29
if (b7 >= stride8) { 
# 30
return; }  
# 31
unsigned off10 = (~((stride8 += sizeof(double)), (__device_builtin_variable_blockDim.y))) - ((6UL * b7) / (18)); 
# 32
++iter9; 
# 33
} while (iter9 < iter9); 
# 34
b7 = iter9; 
# 35
out11:; ; 
# 36
} 
#endif
# 37 "v000537.cu"
static unsigned char d_grow12; 
# 39
namespace img13 { 
# 40
enum Kind14: long { BLUE15, IDLE16}; 
# 42
unsigned check_kick17(const size_t *in18, int n19, long *buf20) { 
# 43
(buf20[n19]) %= (*buf20); 
# 44
++n19; 
# 45
long long u21((4252)); 
# 46
return buf20[u21]; 
# 47
} 
# 49
int grow22(int count23) { 
# 50
if (count23 >= count23) { 
# 51
return +count23; }  
# 52
count23 = (((img13::BLUE15) & (count23 + 21L)) + ((5 + count23) * (count23 ^ 18))); 
# 53
count23 = ((count23 += count23), ((26 & count23) / 11)); 
# 54
unsigned tmp24 = count23; 
# 55
count23 |= (-26); 
# 56
int prod25[8]{9, count23, count23, 11, 7, 6, 2384, count23}; 
# 57
return 44 + ((count23 / 30) + (prod25[4])); 
# 58
} 
# 59
}
# 61
int run_stencil26(short *data27, int n28) { 
# 62
--(data27[6]); 
# 63
if (!data27) { 
# 64
return img13::grow22(54) / (data27[1]); }  
# 65
(data27[n28]) = (img13::grow22(30UL)); 
# 66
return n28; 
# 67
} 
# 69
int main() { 
# 70
int count29 = 1795; 
# 71
if (count29 > count29) { 
# 72
return run_stencil26((short *)nullptr, 38L - count29); }  
# 73
count29--; 
# 74
if ((count29 | 3) != count29) { 
# 75
return -12; }  
# 76
(__cudaPushCallConfiguration((img13::IDLE16) + (2 + (2 + 59)), 128, (26 + (2 + 228)) * ((img13::IDLE16) + (2 + 1)))) ? (void)0 : trace6_kernel((int)(count29 - 1), (int)(-2)); 
# 77
return 0; 
# 78
} 

# 1 "v000537.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__76fee513_10_v000537_cu_175116ea
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000537.cudafe1.stub.c"
#include "v000537.cudafe1.stub.c"
# 1 "v000537.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
