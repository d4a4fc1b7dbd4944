# 1 "v000811.cu"
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
# 16 "v000811.cu"
class Bounds4 { 
# 17
int id5, val6; 
# 18
float flag7; 
# 20
public: Bounds4(int a8, int b9, float b10) : id5(a8), val6(b9), flag7(b10) { } 
# 21
int total11(double lo12) const 
# 22
{ 
# 23
return val6; 
# 24
} 
# 25
}; 
# 27
__attribute__((visibility("hidden"))) void rank13_kernel(short *dst14, int len15) ;
#if 0
# 28
{ 
# 29
len15 = (((dst14[len15]) + __alignof__(int)) >> 2); 
# 30
Bounds4 m16(len15, sizeof(Bounds4), len15); 
# 31
m16 = Bounds4((*dst14) & (57L * len15), *dst14, 3 - ((dst14[3]) >> (dst14[5]))); 
# 32
} 
#endif
# 39 "v000811.cu"
__attribute__((visibility("hidden"))) void map_update18(float *data, int n) ;
#if 0
# 39
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 40 "v000811.cu"
__attribute__((visibility("hidden"))) void map_shade19(double *data, int n) ;
#if 0
# 40
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 42 "v000811.cu"
namespace kern20 { 
# 43
__attribute__((visibility("hidden"))) void bias21(int n22) ;
#if 0
# 44
{ 
# 45
int y23(('A') + n22); 
# 46
int pass24 = 0; 
# 47
while (pass24 < 6) { 
# 48
float e25[2] = {(2.0F), (float)(y23 - y23)}; 
# 49
if (n22 >= (y23 >> 10LL)) { 
# 50
break; }  
# 51
long x26[5] = {}; 
# 52
++pass24; 
# 53
}  
# 54
y23 = (y23 + 2); 
# 55
} 
#endif
# 56 "v000811.cu"
}
# 58
int main() 
# 59
{ 
# 60
int n27 = 3563; 
# 61
n27 = (((n27 >> n27) % n27) * (n27 << n27)); 
# 62
n27 = (1U); 
# 63
n27 = (((n27 + n27) != (-n27)) ? n27 : n27); 
# 64
--n27; 
# 65
(__cudaPushCallConfiguration(sizeof(float) * (2 + 30), (2 + 62) * (2 + (2 + (2 + 2))))) ? (void)0 : rank13_kernel(nullptr, sizeof(unsigned) - ((n27 == 2) ? sizeof(Bounds4) : (26))); 
# 66
(__cudaPushCallConfiguration(2, ((dim3)(sizeof(float) * (4))))) ? (void)0 : map_update18(nullptr, (n27 & n27) / n27); 
# 67
(__cudaPushCallConfiguration(64, ((dim3)((n27 + 255) / 256)))) ? (void)0 : map_shade19(nullptr, n27); 
# 68
return 0; 
# 69
} 

# 1 "v000811.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__95cbfa71_10_v000811_cu_7b46c0e4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000811.cudafe1.stub.c"
#include "v000811.cudafe1.stub.c"
# 1 "v000811.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
