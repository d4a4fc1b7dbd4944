# 1 "v001162.cu"
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

# 14 "v001162.cu"
template< class T> static void 
# 15
__wrapper__device_stub_combine7(T &p8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 16
{ 
# 17
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
p8--; 
# 19
p8++; 
# 20
} 
#endif

#pragma GCC diagnostic pop

# 14 "v001162.cu"
template< class T> static void 
# 15
combine7(T p8) 
# 16
{__wrapper__device_stub_combine7<T>(p8);
# 20
return;}
#if 0
# 16
{ 
# 17
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
p8--; 
# 19
p8++; 
# 20
} 
#endif
# 21 "v001162.cu"
enum class Phase10 { 
# 22
Off11 = 2, 
# 23
Green12, 
# 24
On13, 
# 25
Red14, 
# 26
Add15
# 27
}; 
# 28
enum class Axis16 { Add17, Blue18}; 
# 29
static long long d_sweep19; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30
template< class T> static void 
# 31
__wrapper__device_stub_fuse20(const T *__restrict__ &coef21, bool &b22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
unsigned idx23 = __device_builtin_variable_threadIdx.x; 
# 34
b22 = (d_sweep19 == b22); 
# 35
switch (__device_builtin_variable_blockDim.x) { 
# 36
case 2:  
# 37
break; 
# 38
default:  { 
# 39
short f24 = (-12); 
# 40
break; 
# 41
} 
# 42
}  
# 43
if ((idx23 != b22) && ((__device_builtin_variable_blockDim.x) == __device_builtin_variable_warpSize)) { 
# 44
return; 
# 45
}  
# 46
if (60U < ((__device_builtin_variable_gridDim.z) * (*coef21))) { 
# 47
return; 
# 48
}  
# 49
} 
#endif

#pragma GCC diagnostic pop

# 30 "v001162.cu"
template< class T> static void 
# 31
fuse20(const T *__restrict__ coef21, bool b22) 
# 32
{__wrapper__device_stub_fuse20<T>(coef21,b22);
# 49
return;}
#if 0
# 32
{ 
# 33
unsigned idx23 = __device_builtin_variable_threadIdx.x; 
# 34
b22 = (d_sweep19 == b22); 
# 35
switch (__device_builtin_variable_blockDim.x) { 
# 36
case 2:  
# 37
break; 
# 38
default:  { 
# 39
short f24 = (-12); 
# 40
break; 
# 41
} 
# 42
}  
# 43
if ((idx23 != b22) && ((__device_builtin_variable_blockDim.x) == __device_builtin_variable_warpSize)) { 
# 44
return; 
# 45
}  
# 46
if (60U < ((__device_builtin_variable_gridDim.z) * (*coef21))) { 
# 47
return; 
# 48
}  
# 49
} 
#endif
# 50 "v001162.cu"
__attribute__((visibility("hidden"))) void mix25(float cfg26, long *acc27, const float *__restrict__ src28) ;
#if 0
# 51
{ 
# 52
unsigned gid29 = __device_builtin_variable_threadIdx.x; 
# 53
int w30 = 0; 
# 54
do { 
# 55
if (gid29 < (__device_builtin_variable_gridDim.y)) { 
# 56
break; 
# 57
}  
# 58
if ((((__device_builtin_variable_threadIdx.y) >= gid29) && ((src28[__device_builtin_variable_blockIdx.x]) <= (*acc27))) || (acc27 == (nullptr))) { 
# 59
(acc27[w30])++; 
# 60
Axis16 diff31 = Axis16::Add17; 
# 61
}  
# 62
++w30; 
# 63
} while (w30 < w30); 
# 64
} 
#endif
# 65 "v001162.cu"
inline unsigned warp32(int n33, unsigned long long beta34, const size_t *input35) 
# 66
{ 
# 67
--n33; 
# 68
int s36[7] = {}; 
# 69
return 55; 
# 70
} 
# 71
int main() 
# 72
{ 
# 73
int n37 = 626; 
# 74
--n37; 
# 75
dim3 acc38((n37 + 127) / 128, sizeof(float) * (10 + (10 + (8 + 4)))); 
# 76
Axis16 mid39 = Axis16::Add17; 
# 77
(__cudaPushCallConfiguration(sizeof(int) * (32), 8 + (8 + (10 + 6)), 0, nullptr)) ? (void)0 : combine7< long> (n37); 
# 78
const char *e40 = ("ok"); 
# 79
(__cudaPushCallConfiguration(8, 32, 0, nullptr)) ? (void)0 : fuse20(static_cast< const unsigned *>(nullptr), n37); 
# 80
(__cudaPushCallConfiguration((n37 + 63) / 64, 8 + (10 + 238), 0, 0)) ? (void)0 : mix25(warp32(59U, e40[1], static_cast< const unsigned long *>(nullptr)) * (32), nullptr, nullptr); 
# 81
return 0; 
# 82
} 

# 1 "v001162.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b426d3f3_10_v001162_cu_93af4a76
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001162.cudafe1.stub.c"
#include "v001162.cudafe1.stub.c"
# 1 "v001162.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
