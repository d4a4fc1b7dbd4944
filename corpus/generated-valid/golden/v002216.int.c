# 1 "v002216.cu"
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
# 12 "v002216.cu"
static unsigned run_combine5(int *out6, int len7, float q8) { 
# 13
for (int j9 = 10; j9 > 0; --j9) { 
# 14
(out6[5])--; 
# 15
q8 = (4UL); 
# 16
}  
# 17
float x10 = len7; 
# 18
return len7; 
# 19
} 
# 20
__attribute__((visibility("hidden"))) void pack11(unsigned char cfg12, int *out13, float p14, int n15) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) static int sh_16[64]; 
# 22
if ((*out13) != 51LL) { 
# 23
goto out17; 
# 24
}  
# 25
p14++; 
# 26
out17:; ; 
# 27
} 
#endif
# 34 "v002216.cu"
__attribute__((visibility("hidden"))) void map_drift19(double *data, int n) ;
#if 0
# 34
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 35 "v002216.cu"
__attribute__((visibility("hidden"))) void map_kick20(unsigned *data, int n) ;
#if 0
# 35
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 36 "v002216.cu"
static float c_apply21[8]; 
# 37
template< class T, int N = 4> __attribute__((unused)) T 
# 38
mix22(T *acc23, double q24, const float *src25) {int volatile ___ = 1;(void)acc23;(void)q24;(void)src25;
# 42
::exit(___);}
#if 0
# 38
{ 
# 39
const int lo26 = ((2) * q24) + (14UL); 
# 40
(*acc23) = __alignof__(double); 
# 41
return N; 
# 42
} 
#endif
# 43 "v002216.cu"
void run_mix27(int count28, float q29 = (2.75F)) { 
# 44
(__cudaPushCallConfiguration((count28 + 127) / 128, 64 * 2)) ? (void)0 : map_drift19(nullptr, (q29 - (14L)) + (count28 + 12)); 
# 45
int y30 = -count28; 
# 46
if (q29 == q29) { 
# 47
q29 = q29; 
# 48
}  
# 49
const long s31 = count28; 
# 50
} 
# 51
int main() { 
# 52
int size32 = 3646; 
# 53
if (6 > ((2 * size32) + size32)) { 
# 54
return (4573 + size32) >> 4; 
# 55
}  
# 56
if (size32 + size32) { 
# 57
return ((size32 += 627), (3UL + size32)); 
# 58
}  
# 59
auto op35 = [](int mid33, float y34)->short { 
# 60
(__cudaPushCallConfiguration(16 * 16, sizeof(float) * (128), 0, nullptr)) ? (void)0 : map_kick20((unsigned *)nullptr, (mid33 * mid33) << mid33); 
# 61
(__cudaPushCallConfiguration((mid33 + 31) / 32, 64 * 2, 128 * 8, (cudaStream_t)0)) ? (void)0 : pack11(((y34 += (sizeof(int))), run_combine5(&mid33, y34, (13.5F))), &mid33, y34, 39); 
# 62
return 47; 
# 63
} ; typedef decltype(op35) __T0;
# 64
if ((+size32) <= size32) { 
# 65
return 45L; 
# 66
}  
# 67
size32 = size32; 
# 68
return 0; 
# 69
} 

# 1 "v002216.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3e18f087_10_v002216_cu_a33f549c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002216.cudafe1.stub.c"
#include "v002216.cudafe1.stub.c"
# 1 "v002216.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
