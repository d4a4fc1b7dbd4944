# 1 "v000166.cu"
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
# 17 "v000166.cu"
static unsigned long host_tile7(long beta8, bool b9, int len10) { 
# 18
len10--; 
# 19
cudaStream_t k11 = (0); 
# 20
return ((b9 - 34) <= b9) ? len10 : len10; 
# 21
} 
# 22
__attribute__((unused)) float sift12(int lane13, int lane14, int n15) {int volatile ___ = 1;(void)lane13;(void)lane14;(void)n15;
# 28
::exit(___);}
#if 0
# 22
{ 
# 23
float lo16 = lane13; 
# 24
lane14 = n15; 
# 25
++lo16; 
# 26
unsigned long long lim17 = (3U); 
# 27
return 22; 
# 28
} 
#endif
# 29 "v000166.cu"
void probe18(const float *src19, double *dst20) { 
# 30
++(dst20[7]); 
# 31
(dst20[4])++; 
# 32
int mid21 = ((39UL) - ((*src19) + (2387UL))) / (dst20[2]); 
# 33
} 
# 35
static void tile22(int lane23, int count24, int count25) ;
#if 0
# 35
{ 
# 36
unsigned gid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
const long long *lo27 = ((const long long *)nullptr); 
# 38
count25--; 
# 39
sift12(63, -19, ((20) * (__device_builtin_variable_blockDim.y)) * gid26); 
# 40
float stride28 = count25; 
# 41
count24 = 8; 
# 42
int val29[3]{lane23, count24, 1}; 
# 43
if ((val29[gid26]) == 38) { 
# 44
return; 
# 45
}  
# 46
} 
#endif
# 47 "v000166.cu"
int main() { 
# 48
int count30 = 1900; 
# 49
auto fn33 = [](unsigned off31) { 
# 50
(__cudaPushCallConfiguration(1 << 6, 64, sizeof(int) * (64))) ? (void)0 : tile22((off31 & (15)) % 1053UL, host_tile7(30, false, -49L) * off31, (off31 + off31) + host_tile7(-2377, off31 >= 46L, -59)); 
# 51
unsigned long long *res32 = ((unsigned long long *)nullptr); 
# 52
} ; typedef decltype(fn33) __T0;
# 53
fn33(count30); 
# 54
count30 = (count30 & 15); 
# 55
int *t34 = &count30; 
# 56
(__cudaPushCallConfiguration(8, 8 + (8 + 112), 1024, (cudaStream_t)0)) ? (void)0 : tile22(14, (12UL + count30) - (t34[count30]), (count30 - count30) & 15); 
# 57
return 0; 
# 58
} 

# 1 "v000166.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9d334f10_10_v000166_cu_b5ad5ee4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000166.cudafe1.stub.c"
#include "v000166.cudafe1.stub.c"
# 1 "v000166.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
