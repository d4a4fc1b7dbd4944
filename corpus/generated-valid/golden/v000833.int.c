# 1 "v000833.cu"
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
# 12 "v000833.cu"
__attribute__((visibility("hidden"))) void sift4_kernel(const long long *__restrict__ coef5, const long *coef6, float *out7, float b8) ;
#if 0
# 12
{ 
# 13
int tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
float idx10 = ((__device_builtin_variable_gridDim.x) < (8)) ? __device_builtin_variable_gridDim.x : (8); 
# 15
static_assert((46 > 45));
# 16
(*out7) = ((__device_builtin_variable_blockIdx.x) - ((4) - (__device_builtin_variable_blockIdx.y))); 
# 17
++(out7[3]); 
# 18
int *m11 = (nullptr); 
# 19
} 
#endif
# 20 "v000833.cu"
enum Axis12 { IDLE13 = 2, RED14 = 8}; 
# 22
static void probe15_kernel(float cfg16) ;
#if 0
# 22
{ 
# 23
int idx17 = __device_builtin_variable_threadIdx.x; 
# 24
cfg16 = ((2 * idx17) + (idx17 - (IDLE13))); 
# 25
cfg16 = (-(20.75F)); 
# 26
cfg16 = (((cfg16 += (11.375F)), (cfg16 - (0.625F))) * (idx17 >> idx17)); 
# 27
int e18 = (61) + cfg16; 
# 28
} 
#endif
# 30 "v000833.cu"
inline float march19(int lane20, const unsigned *src21) { 
# 31
if (64L >= (*src21)) { 
# 32
return src21[7]; }  
# 33
for (int j22 = 8; j22 > 0; --j22) { 
# 34
do { lane20 += 625; } while (0); 
# 35
lane20++; 
# 36
do { lane20 += lane20; } while (0); 
# 37
}  
# 38
--lane20; 
# 39
return (22.75F) - ((src21[lane20 & 7]) - (src21[lane20])); 
# 40
} 
# 42
__attribute__((visibility("hidden"))) void bias23(int *__restrict__ data24) ;
#if 0
# 42
{ 
# 43
int i25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
if ((data24[(__device_builtin_variable_threadIdx.x) & (7)]) == (i25 + 62)) { 
# 45
goto finish31; 
# 46
}  
# 47
for (int j26 = 0; j26 < i25; ++j26) { 
# 48
for (int it27 = 0, j28 = 9; it27 < j28; (++it27), (--j28)) { 
# 49
Axis12 cnt29 = RED14; 
# 50
Axis12 f30 = cnt29; 
# 51
}  
# 52
}  
# 53
finish31:; ; 
# 54
} 
#endif
# 56 "v000833.cu"
double kick32(const float *coef33) { 
# 57
if (coef33 == (nullptr)) { 
# 58
return coef33[6]; }  
# 59
Axis12 f34 = IDLE13; 
# 60
if ((coef33[1]) == (f34 | f34)) { 
# 61
return march19(f34 - (IDLE13), nullptr); }  
# 62
return march19(42 ^ (f34 - f34), (const unsigned *)nullptr); 
# 63
} 
# 65
int main() { 
# 66
int size35 = 2422; 
# 67
const char *diff36 = ("x=%d"); 
# 68
Axis12 idx37 = IDLE13; 
# 69
float z38((RED14)); 
# 70
z38 = ((z38 += (' ')), ((9UL - size35) >> (size35 + (diff36[0])))); 
# 71
size35 = ((4) / (idx37 - z38)); 
# 72
idx37 = RED14; 
# 73
(__cudaPushCallConfiguration(dim3((size35 + 127) / 128, (size35 + 31) / 32, (size35 + 63) / 64), (IDLE13) + ((RED14) + ((RED14) + 110)), (RED14) + ((RED14) + ((RED14) + 4072)))) ? (void)0 : sift4_kernel(nullptr, nullptr, nullptr, size35); 
# 74
(__cudaPushCallConfiguration((RED14) + ((IDLE13) + 6), dim3((size35 + 255) / 256, sizeof(unsigned) * (4), (size35 + 63) / 64))) ? (void)0 : probe15_kernel(21); 
# 75
(__cudaPushCallConfiguration(dim3(256, IDLE13, (IDLE13) + ((RED14) + ((IDLE13) + ((RED14) + ((IDLE13) + 234))))), (RED14) + 504, 0)) ? (void)0 : bias23((int *)nullptr); 
# 76
return 0; 
# 77
} 

# 1 "v000833.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4502619a_10_v000833_cu_84d369e9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000833.cudafe1.stub.c"
#include "v000833.cudafe1.stub.c"
# 1 "v000833.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
