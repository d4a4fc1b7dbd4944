# 1 "v000618.cu"
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
# 17 "v000618.cu"
__attribute__((visibility("hidden"))) void grow6(float a7, const int *input8, int n9) ;
#if 0
# 17
{ 
# 18
int i10 = __device_builtin_variable_threadIdx.x; 
# 19
for (int it11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it11 < n9; it11 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 20
n9 += 62; }  
# 21
if (!((__device_builtin_variable_gridDim.x) > a7)) { 
# 22
return; }  
# 23
--a7; 
# 24
} 
#endif
# 26 "v000618.cu"
__attribute__((visibility("hidden"))) void combine12(int *acc13, const int *src14, int len15) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern unsigned dyn_16[]; 
# 28
int gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
for (int j18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j18 < gid17; j18 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 30
for (int j19 = 0; j19 < 5; j19++) { 
# 31
double e20 = +((__device_builtin_variable_threadIdx.x) + (dyn_16[7])); 
# 32
unsigned diff21[6] = {(16L), 7U, 9U}; 
# 33
(dyn_16[4]) /= (dyn_16[3]); 
# 34
}  
# 35
}  
# 36
} 
#endif
# 38 "v000618.cu"
__attribute__((visibility("hidden"))) void count22_kernel(unsigned *buf23, char *acc24, bool b25) ;
#if 0
# 38
{ 
# 39
int tid26 = __device_builtin_variable_threadIdx.x; 
# 40
char idx27[2 * 2] = {}; 
# 41
const int idx28 = (-60L); 
# 42
} 
#endif
# 44 "v000618.cu"
__attribute__((visibility("hidden"))) void scale29(const float *in30, int len31, float *out32) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern char dyn_33[]; 
# 46
int i34 = __device_builtin_variable_threadIdx.x; 
# 47
if (i34 >= len31) { 
# 48
return; }  
# 49
if ((__device_builtin_variable_gridDim.x) >= (31)) { 
# 50
return; }  
# 51
const char res35 = (4); 
# 52
(out32[i34]) *= ((64 * (i34 + i34)) << (dyn_33[5])); 
# 53
int iter36 = 0; 
# 54
do { 
# 55
(*out32) = (__alignof__(float)); 
# 56
++iter36; 
# 57
} while (iter36 < iter36); 
# 58
__attribute__((unused)) static double sh_37[2 + (2 + (2 + (2 + 8)))]; 
# 59
} 
#endif
# 60 "v000618.cu"
enum class Phase38 { Green39, Blue40, Mul41, Green42}; 
# 62
__attribute((always_inline)) __attribute__((unused)) static inline void scatter43(int stride44, int stride45, Phase38 a46) {int volatile ___ = 1;(void)stride44;(void)stride45;(void)a46;
# 71
::exit(___);}
#if 0
# 62
{ 
# 63
__attribute__((unused)) static int sh_47[16]; 
# 64
(sh_47[15]) <<= (stride45 + (2228 * stride45)); 
# 65
for (int i48 = 9; i48 > 0; --i48) { 
# 66
(sh_47[stride44]) <<= 5; 
# 67
(sh_47[4]) *= (static_cast< double>((__device_builtin_variable_threadIdx.y) / ((sh_47[stride44]) >> stride45))); 
# 68
++stride44; 
# 69
}  
# 70
int off49[7]{1, static_cast< int>(__device_builtin_variable_gridDim.y), ('\\'), 3905, (62UL), 54, ('#')}; 
# 71
} 
#endif
# 73 "v000618.cu"
int main() { 
# 74
int len50 = 3435; 
# 75
len50++; 
# 76
for (int n51 = 0; n51 < (2 + 1); ++n51) { 
# 77
(__cudaPushCallConfiguration(dim3((len50 + 31) / 32, 2 * 2, 2 * 2), 1 << 9)) ? (void)0 : scale29(nullptr, 55, nullptr); }  
# 78
const char *x52 = ("a\tb"); 
# 79
(__cudaPushCallConfiguration(dim3((len50 + 127) / 128, (2 + 14) * 2), 128)) ? (void)0 : combine12(nullptr, nullptr, ((x52[0]) + 8) / 2); 
# 80
(__cudaPushCallConfiguration(1 << 1, 2 + 30, sizeof(float) * (32))) ? (void)0 : count22_kernel(nullptr, nullptr, len50); 
# 81
(__cudaPushCallConfiguration(((dim3)(2 + (2 + (2 + 58)))), 128, 0)) ? (void)0 : grow6(((x52[0]) - (x52[1])) - (len50 - (x52[1])), (const int *)nullptr, -(x52[0])); 
# 82
return 0; 
# 83
} 

# 1 "v000618.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d2c9d48b_10_v000618_cu_90575bd1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000618.cudafe1.stub.c"
#include "v000618.cudafe1.stub.c"
# 1 "v000618.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
