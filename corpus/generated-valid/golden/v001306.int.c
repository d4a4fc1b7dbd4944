# 1 "v001306.cu"
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
# 7 "v001306.cu"
static int d_drift3[64]; 
# 9
int trace4(int *__restrict__ out5, int stride6, unsigned *__restrict__ buf7) { 
# 10
double h8 = (15U) + ((stride6 * (11.25F)) + ((*buf7) / (6.75F))); 
# 11
h8--; 
# 12
h8 /= (((22.25) - (stride6 + stride6)) + (53L)); 
# 13
if (((float)stride6) <= (buf7[1])) { 
# 14
return (((buf7[stride6]) % (8)) % (8)); }  
# 15
static_assert((46 > 45));
# 16
(out5[stride6 & 7]) = ((-(stride6 % 8)) + ((buf7[stride6 & 7]) - (buf7[4]))); 
# 17
if (h8 > (59)) { 
# 18
return (static_cast< long>(*buf7)) & ((buf7[stride6]) % (8)); }  
# 19
return (*buf7) % (((buf7[7]) % (8)) - ((*buf7) % (8))); 
# 20
} 
# 22
struct __attribute((aligned(8))) Stats9 { 
# 23
int val10; 
# 24
double z11; 
# 25
unsigned x12; 
# 26
char x13; 
# 27
char reset14(double idx15) const { 
# 28
idx15 += (51); 
# 29
return z11; 
# 30
} 
# 31
}; 
# 33
inline Stats9 operator+(Stats9 a, Stats9 b) { 
# 34
Stats9 r = a; 
# 35
(r.val10) += (b.val10); 
# 36
(r.z11) += (b.z11); 
# 37
(r.x12) += (b.x12); 
# 38
(r.x13) += (b.x13); 
# 39
return r; 
# 40
} 
# 42
__attribute__((visibility("hidden"))) void split16(float *__restrict__ dst17, unsigned *acc18, Stats9 a19) ;
#if 0
# 42
{ 
# 43
double cnt20 = (54LL); 
# 44
Stats9 q21 = a19; 
# 45
} 
#endif
# 47 "v001306.cu"
int main() { 
# 48
int n22 = 230; 
# 49
unsigned long long acc23 = (n22 % 8) / ((n22 + 6) + 55); 
# 50
int y24 = acc23; 
# 51
n22 %= (acc23 ^ ((acc23 + (4L)) - (y24 + 26))); 
# 52
n22 = (static_cast< int>(49L + (n22 - y24))); 
# 53
(__cudaPushCallConfiguration(((dim3)((n22 + 31) / 32)), 64, sizeof(double) * (64))) ? (void)0 : split16((float *)nullptr, (unsigned *)nullptr, Stats9{(22UL), (37), (32), (35L)}); 
# 54
return 0; 
# 55
} 

# 1 "v001306.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f9cc100f_10_v001306_cu_a95cf672
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001306.cudafe1.stub.c"
#include "v001306.cudafe1.stub.c"
# 1 "v001306.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
