# 1 "v001977.cu"
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
# 8 "v001977.cu"
__attribute__((visibility("hidden"))) void tally3_kernel(unsigned b4, int n5, float cfg6) ;
#if 0
# 9
{ 
# 10
int gid7 = __device_builtin_variable_threadIdx.x; 
# 11
--b4; 
# 12
for (int it8 = 9; it8 > 0; --it8) { 
# 13
unsigned w9 = it8; 
# 14
constexpr float t10 = (-(1.875F)); 
# 15
double stride11{(9.0)}; 
# 16
}  
# 17
n5++; 
# 18
} 
#endif
# 20 "v001977.cu"
__attribute__((visibility("hidden"))) void step12(unsigned long long *out13, float *dst14) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern long long dyn_15[]; 
# 23
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
(dyn_15[3])--; 
# 25
unsigned u17 = *dst14; 
# 27
#pragma unroll
for (
# 27
int it18 = 0, j19 = tid16; it18 < j19; (++it18), (--j19)) { 
# 28
(dyn_15[0]) = (((dyn_15[0]) << (j19 + it18)) & (15)); 
# 29
u17 = (static_cast< int>(dyn_15[tid16])); 
# 30
}  
# 31
char q20{(-37)}; 
# 32
if (q20 > 44) { 
# 33
return; }  
# 34
} 
#endif
# 35 "v001977.cu"
enum Op21: int { 
# 36
BUSY22 = 2, 
# 37
IDLE23, 
# 38
GREEN24, 
# 39
HIGH25, 
# 40
ON26
# 41
}; 
# 43
inline unsigned check_reduce27(int n28) 
# 44
{ 
# 45
(__cudaPushCallConfiguration((n28 + 63) / 64, dim3(512, 64, 4))) ? (void)0 : step12(nullptr, nullptr); 
# 46
n28--; 
# 47
n28 = (2L * n28); 
# 48
return (7 / ((unsigned char)n28)) * 41; 
# 49
} 
# 50
constexpr float kL29 = (0.75F); 
# 52
__attribute__((visibility("hidden"))) void trace30(int count31, const int *in32, const double *in33, double *buf34) ;
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern int dyn_35[]; 
# 55
int f36[4] = {count31, 2}; 
# 56
if ((f36[count31]) != 9) { 
# 57
return; }  
# 58
float t37{(35L)}; 
# 59
(*buf34) = ((*in33) * ((+t37) + (+t37))); 
# 60
(dyn_35[0])++; 
# 61
static_assert((33 == 33));
# 62
float diff38 = in33[4]; 
# 63
} 
#endif
# 65 "v001977.cu"
inline void combine39(const long long *in40, float *acc41, int stride42) 
# 66
{ 
# 67
stride42 = ((*acc41) * (*acc41)); 
# 68
constexpr float y43 = (6.5F); 
# 69
for (int it44 = 0; it44 < stride42; it44++) { 
# 70
stride42 = (((29) * (*acc41)) + (((!acc41) ? kL29 : (4234)) - stride42)); 
# 71
Op21 u45 = HIGH25; 
# 72
}  
# 73
if ((acc41[3]) == y43) { 
# 74
return; }  
# 75
} 
# 77
int main() 
# 78
{ 
# 79
int len46 = 815; 
# 80
dim3 y47 = ((dim3)((ON26) + ((GREEN24) + 54))); 
# 81
len46 = (len46 - ((len46 += (IDLE23)), kL29)); 
# 82
if ((len46 + 59UL) > (22)) { 
# 83
return ((float)(3.625F)) * (check_reduce27(64)); }  
# 84
++len46; 
# 85
(__cudaPushCallConfiguration((len46 + 31) / 32, 32)) ? (void)0 : tally3_kernel(check_reduce27(check_reduce27(len46)), check_reduce27(len46 >> 5), 55ULL); 
# 86
(__cudaPushCallConfiguration(1 << (BUSY22), 32)) ? (void)0 : trace30(0, static_cast< const int *>(nullptr), nullptr, (double *)nullptr); 
# 87
return 0; 
# 88
} 

# 1 "v001977.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__52cb881c_10_v001977_cu_8bcb2df7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001977.cudafe1.stub.c"
#include "v001977.cudafe1.stub.c"
# 1 "v001977.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
