# 1 "v001397.cu"
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
# 9 "v001397.cu"
class Cell2 { 
# 10
short y3; 
# 12
public: Cell2(short b4) : y3(b4) { } 
# 13
void apply5(float hi6) 
# 14
{ 
# 15
(y3) = (37 - (static_cast< signed char>(y3))); 
# 16
} 
# 17
void bump7(unsigned e8) 
# 18
{ 
# 19
const int base9 = 48; 
# 20
if (((long long)(y3)) <= (48)) { 
# 21
return; 
# 22
}  
# 23
} 
# 24
}; 
# 26
__attribute__((visibility("hidden"))) void fold10_kernel(unsigned short alpha11, int count12) ;
#if 0
# 27
{ 
# 28
unsigned tid13 = __device_builtin_variable_threadIdx.x; 
# 29
if (tid13 >= count12) { 
# 30
return; 
# 31
}  
# 32
for (int i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i14 < 14; i14 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 33
Cell2 u15(-1424L); 
# 34
for (int it16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it16 < count12; it16 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 35
for (int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i17 < 8; i17 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 36
constexpr int lo18 = 1; 
# 37
u15.bump7(48 - count12); 
# 38
Cell2 u19(54L); 
# 39
}  
# 40
}  
# 41
}  
# 42
} 
#endif
# 44 "v001397.cu"
int main() 
# 45
{ 
# 46
int len20 = 2734; 
# 47
len20 &= ((static_cast< unsigned>(26U)) * (static_cast< long>(len20))); 
# 48
++len20; 
# 49
(__cudaPushCallConfiguration(dim3(sizeof(int) * (2), (len20 + 255) / 256), 128 * 2)) ? (void)0 : fold10_kernel((-len20) * 26, len20); 
# 50
return 0; 
# 51
} 

# 1 "v001397.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4c60151b_10_v001397_cu_08711ccc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001397.cudafe1.stub.c"
#include "v001397.cudafe1.stub.c"
# 1 "v001397.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
