# 1 "v000672.cu"
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
# 7 "v000672.cu"
using ptr3_t = unsigned *; 
# 8
using idx4_t = int; 
# 10
__attribute__((visibility("hidden"))) void clamp5(const float *src6, unsigned short *out7) ;
#if 0
# 10
{ 
# 11
int idx8 = __device_builtin_variable_threadIdx.x; 
# 12
if (((63) == (*src6)) || ((__device_builtin_variable_threadIdx.x) <= 28L)) { 
# 13
return; 
# 14
}  
# 15
--(*out7); 
# 16
long off9 = 4 / ((out7[2]) + idx8); 
# 17
float m10 = (off9 + ((off9 >= (18)) ? (19.25F) : (out7[off9]))) - ((idx8 > (out7[3])) ? (3.5F) * off9 : (idx8 + (__device_builtin_variable_blockDim.x))); 
# 18
} 
#endif
# 20 "v000672.cu"
constexpr int host_reduce11(idx4_t stride12, idx4_t len13) { 
# 21
stride12 *= (-26); 
# 22
return len13; 
# 23
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 26
template< class T, int N> static void 
# 27
__wrapper__device_stub_shade14(T *__restrict__ &data15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
(data15[tid16]) /= (-(((data15[tid16]) += (__device_builtin_variable_blockDim.y)), 32)); 
# 30
if ((tid16 == N) || (data15 == nullptr)) { 
# 31
return; 
# 32
}  
# 33
(data15[tid16]) = 11; 
# 34
if ((data15[__device_builtin_variable_gridDim.y]) != 52) { 
# 35
return; 
# 36
}  
# 37
(data15[__device_builtin_variable_threadIdx.z]) *= (__device_builtin_variable_gridDim.x); 
# 38
idx4_t val17[3] = {}; 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 26 "v000672.cu"
template< class T, int N> static void 
# 27
shade14(T *__restrict__ data15) {__wrapper__device_stub_shade14<T,N>(data15);
# 39
return;}
#if 0
# 27
{ 
# 28
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
(data15[tid16]) /= (-(((data15[tid16]) += (__device_builtin_variable_blockDim.y)), 32)); 
# 30
if ((tid16 == N) || (data15 == nullptr)) { 
# 31
return; 
# 32
}  
# 33
(data15[tid16]) = 11; 
# 34
if ((data15[__device_builtin_variable_gridDim.y]) != 52) { 
# 35
return; 
# 36
}  
# 37
(data15[__device_builtin_variable_threadIdx.z]) *= (__device_builtin_variable_gridDim.x); 
# 38
idx4_t val17[3] = {}; 
# 39
} 
#endif
# 41 "v000672.cu"
namespace _GLOBAL__N__3234c14f_10_v000672_cu_07aef974 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__3234c14f_10_v000672_cu_07aef974; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__3234c14f_10_v000672_cu_07aef974 __attribute__((visibility("hidden")))  { 
# 42
void kick18(int len19, unsigned a20) ;
#if 0
# 42
{ 
# 43
int gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
for (int n22 = 0; n22 < 11; n22 += 4) { 
# 45
idx4_t r23 = gid21; 
# 46
if (a20 != (n22 - (__device_builtin_variable_blockIdx.x))) { 
# 47
if (((gid21 == 18LL) || (n22 == 59L)) || (42 < (r23 + n22))) { 
# 48
unsigned long long flag24[4] = {('0'), (39), static_cast< unsigned long long>(r23), static_cast< unsigned long long>(('#') / n22)}; 
# 49
const float off25 = r23; 
# 50
}  
# 51
}  
# 52
}  
# 53
} 
#endif
# 54 "v000672.cu"
enum Phase26 { BUSY27, MUL28 = 4, ON29 = 8, OFF30}; 
# 55
}
# 57
int main() { 
# 58
int size31 = 1967; 
# 59
size31 += size31; 
# 60
idx4_t sum32 = (10U); 
# 61
if (((size31) ? '#' : sum32) > (ON29)) { 
# 62
return (signed char)(size31 >> sum32); 
# 63
}  
# 64
double idx33[5] = {((16.625F)), (27), (8.0), (-55)}; 
# 65
(__cudaPushCallConfiguration(((dim3)(1)), 512, 4096, nullptr)) ? (void)0 : clamp5(static_cast< const float *>(nullptr), static_cast< unsigned short *>(nullptr)); 
# 66
(__cudaPushCallConfiguration(((dim3)(2)), 1 << ((MUL28) + (MUL28)), 64 * 4, 0)) ? (void)0 : shade14< int, 7> (nullptr); 
# 67
(__cudaPushCallConfiguration(((dim3)((size31 + 31) / 32)), 256)) ? (void)0 : kick18(BUSY27, (size31) ? 14L - size31 : (53 - size31)); 
# 68
return 0; 
# 69
} 

# 1 "v000672.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3234c14f_10_v000672_cu_07aef974
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000672.cudafe1.stub.c"
#include "v000672.cudafe1.stub.c"
# 1 "v000672.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
