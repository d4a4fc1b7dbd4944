# 1 "v001318.cu"
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
# 21 "v001318.cu"
__attribute__((visibility("hidden"))) void split6(unsigned char q7) ;
#if 0
# 22
{ 
# 23
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
auto v9 = __device_builtin_variable_blockIdx.y; 
# 25
short tmp10 = (__device_builtin_variable_blockIdx.x) + ((q7 + 44) - (i8 + 58)); 
# 26
if (v9) { 
# 27
bool hi11 = __device_builtin_variable_gridDim.x; 
# 28
auto val12 = (((4) + (__device_builtin_variable_blockIdx.z)) / (static_cast< int>(q7))) * (53UL % (hi11 + 2)); 
# 29
}  
# 30
} 
#endif
# 31 "v001318.cu"
enum class Kind13: unsigned char { Fast14, Red15, Busy16 = 5U}; 
# 32
constexpr unsigned LANES17 = ((4 + (4 + (4 + 4))) * (2 + (4 + 2))); 
# 34
void accum18(int stride19) 
# 35
{ 
# 36
if (stride19 <= (static_cast< short>(stride19))) { 
# 37
for (int i20 = 0; i20 < stride19; i20 += 2) { 
# 38
if (stride19) { 
# 39
break; }  
# 40
stride19 %= 48UL; 
# 41
}  
# 42
}  
# 43
} 
# 45
inline void combine21(int n22, double p23) 
# 46
{ 
# 47
if ((static_cast< size_t>(n22)) != (25)) { 
# 48
return; }  
# 49
if (n22 < 50) { 
# 50
return; }  
# 51
if ((p23 * (4)) <= (59)) { 
# 52
return; }  
# 53
int prod24 = (LANES17); 
# 54
if (n22 >= 42) { 
# 55
return; }  
# 56
prod24--; 
# 57
} 
# 58
static long c_probe25; 
# 59
static float d_apply26[8]; 
# 61
int main() 
# 62
{ 
# 63
int n27 = 3926; 
# 64
n27--; 
# 65
if (4L == ((n27 + n27) - LANES17)) { 
# 66
(__cudaPushCallConfiguration(1, 4 + (4 + (2 + 246)), 0, (cudaStream_t)0)) ? (void)0 : split6(2); }  
# 67
n27 <<= (48 + (n27 >> n27)); 
# 68
(__cudaPushCallConfiguration(1 << (4 + 2), 32)) ? (void)0 : split6(LANES17 - n27); 
# 69
return 0; 
# 70
} 

# 1 "v001318.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__24734e8c_10_v001318_cu_5a887980
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001318.cudafe1.stub.c"
#include "v001318.cudafe1.stub.c"
# 1 "v001318.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
