# 1 "v001409.cu"
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
# 9 "v001409.cu"
__attribute__((visibility("hidden"))) void clamp4(long *out5, unsigned *buf6, int len7) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern int dyn_8[]; 
# 11
int tid9 = __device_builtin_variable_threadIdx.x; 
# 12
if (tid9 >= len7) { 
# 13
return; 
# 14
}  
# 15
++(out5[1]); 
# 16
long z10 = 60LL * ((out5[(__device_builtin_variable_threadIdx.x) & (7)]) << (5 - (dyn_8[5]))); 
# 17
len7 -= ((((out5[4]) ^ (dyn_8[7])) | ((len7 >= len7) ? dyn_8[z10 & (7)] : 18U)) - (+(__device_builtin_variable_threadIdx.x))); 
# 18
int q11{(23U)}; 
# 19
} 
#endif
# 21 "v001409.cu"
constexpr int decay12(int stride13) { 
# 22
int cnt14 = (stride13 >= stride13) ? (53 - stride13) + stride13 : (((long)stride13) + (26 + stride13)); 
# 23
const int x15 = static_cast< int>(((short)stride13) % cnt14); 
# 24
return 15; 
# 25
} 
# 27
__attribute__((visibility("hidden"))) void sift16_kernel(const double *src17, int *out18, float a19, unsigned cfg20) ;
#if 0
# 27
{ 
# 28
int gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
--cfg20; 
# 30
float diff22 = (decay12((src17[cfg20]) * (60UL))) + (__device_builtin_variable_gridDim.x); 
# 31
int lo23 = a19; 
# 32
} 
#endif
# 33 "v001409.cu"
using idx24_t = unsigned long; 
# 35
constexpr int combine25(int lane26) { 
# 36
++lane26; 
# 37
return 22 & decay12(lane26); 
# 38
} 
# 39
static short d_count27; 
# 41
void combine28(double *dst29) { 
# 42
if ((dst29[0]) >= (53)) { 
# 43
return; 
# 44
}  
# 45
for (int j30 = 5; j30 > 0; --j30) { 
# 46
++(*dst29); 
# 47
if ((j30 & 1) || j30) { 
# 48
continue; 
# 49
}  
# 50
}  
# 51
} 
# 53
int main() { 
# 54
int size31 = 1180; 
# 55
size31 = (decay12(size31) | size31); 
# 56
double x32{((21.375F))}; 
# 57
int *f33 = &size31; 
# 58
size31 = (((*f33) != 8) ? x32 + ((39UL) * x32) : (62)); 
# 59
(f33[0]) -= decay12(size31); 
# 60
size31 = (((size31 > 39) ? f33[6] : 4) * 3); 
# 61
(__cudaPushCallConfiguration(8, 1 << 8)) ? (void)0 : clamp4((long *)nullptr, (unsigned *)nullptr, decay12((f33[0]) % size31)); 
# 62
(__cudaPushCallConfiguration((size31 + 127) / 128, 64)) ? (void)0 : sift16_kernel(&x32, f33, decay12(x32), size31); 
# 63
return 0; 
# 64
} 

# 1 "v001409.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bcaa30e1_10_v001409_cu_975e96d4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001409.cudafe1.stub.c"
#include "v001409.cudafe1.stub.c"
# 1 "v001409.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
