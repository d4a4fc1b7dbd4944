# 1 "v000588.cu"
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
# 19 "v000588.cu"
class Node7 { 
# 20
int lo8, count9; 
# 21
int x10; 
# 23
public: Node7(int a11, int c12, int init13) : lo8(a11), count9(c12), x10(init13) { } 
# 24
void mix14(double r15) { 
# 25
(lo8)--; 
# 26
} 
# 27
int scale16() const { 
# 28
double res17{(43)}; 
# 29
return res17; 
# 30
} 
# 31
}; 
# 33
static void shade18(double b19) ;
#if 0
# 33
{ 
# 34
int i20 = __device_builtin_variable_threadIdx.x; 
# 35
b19 = ((2519UL | i20) & i20); 
# 36
++b19; 
# 37
constexpr int sum21 = 60; 
# 38
if (i20 > sum21) { 
# 39
goto done22; 
# 40
}  
# 41
if (b19 != (20)) { 
# 42
return; 
# 43
}  
# 44
done22:; ; 
# 45
} 
#endif
# 47 "v000588.cu"
int main() { 
# 48
int size23 = 1624; 
# 49
if (size23 > (size23 * 12U)) { 
# 50
return sizeof(int); 
# 51
}  
# 52
size23 = size23; 
# 53
if (size23 < size23) { 
# 54
return size23 / (size23 * 3); 
# 55
}  
# 56
(__cudaPushCallConfiguration((size23 + 63) / 64, 32)) ? (void)0 : shade18((52U / size23) + (~size23)); 
# 57
int z24 = ((((int)size23) / (22 / size23)) != size23) ? 47 : size23; 
# 58
--size23; 
# 59
return 0; 
# 60
} 

# 1 "v000588.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__594dc454_10_v000588_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000588.cudafe1.stub.c"
#include "v000588.cudafe1.stub.c"
# 1 "v000588.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
