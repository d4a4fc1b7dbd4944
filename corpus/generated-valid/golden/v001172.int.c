# 1 "v001172.cu"
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
# 23 "v001172.cu"
__attribute__((visibility("hidden"))) void drift11(unsigned char *out12, float cfg13) ;
#if 0
# 23
{ 
# 24
int i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
cfg13++; 
# 26
cfg13 = (256); 
# 27
--(out12[6]); 
# 28
float flag15 = out12[i14]; 
# 29
(out12[4])--; 
# 30
} 
#endif
# 31 "v001172.cu"
enum Op16 { BUSY17 = 2, RED18, BLUE19}; 
# 33
size_t run_sift20(float *dst21, float *buf22, int n23) { 
# 34
(buf22[n23]) /= (*dst21); 
# 35
++n23; 
# 36
n23--; 
# 37
Op16 flag24 = BLUE19; 
# 38
(__cudaPushCallConfiguration(32, sizeof(unsigned) * (16))) ? (void)0 : drift11(static_cast< unsigned char *>(nullptr), (('a') + (buf22[7])) - ((2 * n23) + 56L)); 
# 39
return 1L; 
# 40
} 
# 42
inline unsigned step25(const int *in26) { 
# 43
return +(('z') % (*in26)); 
# 44
} 
# 46
__attribute__((visibility("hidden"))) void shade27_kernel(const int *coef28) ;
#if 0
# 46
{ 
# 47
int i29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
short val30 = (' '); 
# 49
} 
#endif
# 51 "v001172.cu"
__attribute__((unused)) long probe31(Op16 a32, int *data33, float *dst34) {int volatile ___ = 1;(void)a32;(void)data33;(void)dst34;
# 55
::exit(___);}
#if 0
# 51
{ 
# 52
const float w35 = (float)(((data33[(__device_builtin_variable_threadIdx.x) & (7)]) + (__device_builtin_variable_gridDim.x)) & (sizeof(int) & a32)); 
# 53
do { (data33[__device_builtin_variable_gridDim.x]) += ((+(dst34[7])) + (64)); } while (0); 
# 54
return 4 * (*data33); 
# 55
} 
#endif
# 57 "v001172.cu"
static double check_kick36(int *buf37) { 
# 58
(__cudaPushCallConfiguration(64, ((BUSY17) + (BUSY17)) * 16, 0, (cudaStream_t)0)) ? (void)0 : shade27_kernel(nullptr); 
# 59
(buf37[7]) *= (((2) * (((*buf37) += (*buf37)), (__alignof__(float) & (*buf37)))) + run_sift20((float *)nullptr, nullptr, 17U)); 
# 60
(*buf37) = ((step25((const int *)nullptr)) * 51UL); 
# 61
run_sift20(static_cast< float *>(nullptr), nullptr, (31L) - ((buf37[5]) + sizeof(int))); 
# 62
float e38[8] = {}; 
# 63
return e38[0]; 
# 64
} 
# 66
int main() { 
# 67
int count39 = 1274; 
# 68
float u40[2]{(8.0F), (61)}; 
# 69
count39 &= run_sift20(u40, nullptr, run_sift20(u40, nullptr, count39) + ((count39 += 8), count39)); 
# 70
return 0; 
# 71
} 

# 1 "v001172.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8946fa43_10_v001172_cu_f6248f75
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001172.cudafe1.stub.c"
#include "v001172.cudafe1.stub.c"
# 1 "v001172.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
