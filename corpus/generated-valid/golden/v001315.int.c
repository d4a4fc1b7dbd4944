# 1 "v001315.cu"
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
# 19 "v001315.cu"
class Node7 { 
# 20
float flag8; 
# 21
long hi9; 
# 23
public: Node7(float init10, long c11) : flag8(init10), hi9(c11) { } 
# 24
void norm12(double s13) { 
# 25
float z14 = hi9; 
# 26
} 
# 27
}; 
# 29
__attribute__((visibility("hidden"))) void lerp15(long *buf16, float p17) ;
#if 0
# 29
{ 
# 30
int i18 = __device_builtin_variable_threadIdx.x; 
# 31
p17++; 
# 32
long base19(p17); 
# 33
unsigned k20 = p17; 
# 34
unsigned diff21{3U}; 
# 35
float y22[2 * 2] = {}; 
# 36
(buf16[__device_builtin_variable_threadIdx.x]) = ((p17 - (k20 << i18)) - (1U)); 
# 37
} 
#endif
# 38 "v001315.cu"
static_assert((19 == 19), "bad config");
# 40
static void clamp23_kernel(unsigned short b24, int lane25, int *acc26) ;
#if 0
# 40
{ 
# 41
int tid27 = __device_builtin_variable_threadIdx.x; 
# 42
if (tid27 >= lane25) { 
# 43
return; 
# 44
}  
# 45
(lane25--), (lane25 = (__device_builtin_variable_blockIdx.x)); 
# 46
unsigned char prod28[5] = {static_cast< unsigned char>(lane25), (34)}; 
# 47
} 
#endif
# 49 "v001315.cu"
int lerp29(const float *input30, Node7 cfg31) { 
# 50
cfg31.norm12(input30[5]); 
# 51
cfg31 = cfg31; 
# 52
return input30[6]; 
# 53
} 
# 55
int main() { 
# 56
int len32 = 745; 
# 57
auto op34 = [](float cnt33) { 
# 58
cnt33 = (lerp29(&cnt33, Node7((5.25F), static_cast< int>(61)))); 
# 59
} ; typedef decltype(op34) __T0;
# 60
op34(len32); 
# 61
len32 = len32; 
# 62
(__cudaPushCallConfiguration(((dim3)((len32 + 255) / 256)), 5 + (8 + (5 + 110)))) ? (void)0 : lerp15(nullptr, lerp29(nullptr, Node7(len32, len32))); 
# 63
(__cudaPushCallConfiguration(((dim3)(5 + 59)), ((dim3)(5 + 59)), 1024, nullptr)) ? (void)0 : clamp23_kernel(22, -len32, &len32); 
# 64
return 0; 
# 65
} 

# 1 "v001315.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d6199651_10_v001315_cu_c2de33b2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001315.cudafe1.stub.c"
#include "v001315.cudafe1.stub.c"
# 1 "v001315.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
