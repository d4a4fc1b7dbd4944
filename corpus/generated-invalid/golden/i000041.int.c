# 1 "i000041.cu"
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
# 9 "i000041.cu"
__attribute__((visibility("hidden"))) void combine4(float *buf5, int n6, int lane7, const int *input8) ;
#if 0
# 9
{ 
# 10
int i9 = __device_builtin_variable_threadIdx.x; 
# 11
if (i9 >= n6) { 
# 12
return; }  
# 13
int iter10 = 0; 
# 14
while (iter10 < i9) { 
# 15
n6 = (-(buf5[1])); 
# 16
char x11 = __device_builtin_variable_threadIdx.x; 
# 17
++iter10; 
# 18
}  
# 19
} 
#endif
# 21 "i000041.cu"
template< class T> 
# 22
struct Bounds12 { 
# 23
T flag13; 
# 24
T norm14() const { 
# 25
return (+(flag13)) - ((flag13) - 44); 
# 26
} 
# 27
}; 
# 28
enum class Color15 { 
# 29
Off16, 
# 30
High17, 
# 31
Add18, 
# 32
Off19, 
# 33
Slow20
# 34
}; 
# 36
extern "C" {
# 37
__attribute__((visibility("hidden"))) void blend21_kernel(Color15 b22, const float *in23, int count24) ;
#if 0
# 37
{ 
# 38
int cnt25 = sizeof(unsigned long long) + __device_builtin_variable_warpSize; 
# 39
Bounds12< int>  y26 = {5}; 
# 40
if (!in23) { 
# 41
return; }  
# 42
b22 = b22; 
# 43
char q27 = (27); 
# 44
int tmp28 = cnt25; 
# 45
int res29 = cnt25 - ((q27 | (__device_builtin_variable_threadIdx.x)) + (sizeof(char) + (__device_builtin_variable_threadIdx.y))); 
# 46
} 
#endif
# 47 "i000041.cu"
}
# 48
static unsigned char c_step30[8]; 
# 50
extern "C" {
# 51
__attribute__((visibility("hidden"))) void step31_kernel(const int *input32, short *out33, size_t *dst34) ;
#if 0
# 51
{ 
# 52
int tid35 = __device_builtin_variable_threadIdx.x; 
# 53
unsigned r36 = 48 - (out33[tid35]); 
# 54
if (static_cast< long>(dst34[__device_builtin_variable_warpSize])) { 
# 55
return; }  
# 56
int y37 = ((c_step30[r36]) - (__device_builtin_variable_threadIdx.x)) ? (tid35 - 22) + 26LL : (*out33); 
# 57
if (((out33[y37]) / 44UL) < tid35) { 
# 58
return; }  
# 59
} 
#endif
# 60 "i000041.cu"
}
# 62
double check_smooth38(Color15 cfg39, int len40, int count41) { 
# 63
short t42 = (static_cast< int>(count41)) * ((1 - count41) + count41); 
# 64
t42 = ((t42 += t42), 24); 
# 65
for (int i43 = 0; i43 < 3; ++i43) { 
# 66
(__cudaPushCallConfiguration(64, 256, sizeof(double) * (128), 0)) ? (void)0 : combine4(nullptr, ((count41 += count41), 47ULL), 37 | (count41 - count41), nullptr); 
# 67
(__cudaPushCallConfiguration((len40 + 31) / 32, 256, 4096, nullptr)) ? (void)0 : step31_kernel((const int *)nullptr, nullptr, (size_t *)nullptr); 
# 68
}  
# 69
const char *s44 = ("hello"); 
# 70
return (((int)18U) - (s44[1])) - len40; 
# 71
} 
# 72
static thread_local int tl_var50; 
# 74
int main() { 
# 75
int len45 = 134; 
# 76
if (len45 == len45) { 
# 77
return ((len45 += len45), (63 + len45)); }  
# 78
int iter46 = 0; 
# 79
do { 
# 80
int w47 = 0; 
# 81
do { 
# 82
int pass48 = 0; 
# 83
do { 
# 84
bool off49 = ((len45 += w47), (w47 + iter46)) == iter46; 
# 85
(__cudaPushCallConfiguration(64, 64, sizeof(double) * (64))) ? (void)0 : blend21_kernel(Color15::Add18, (const float *)nullptr, (3 >= pass48) ? 5 | len45 : 58); 
# 86
++pass48; 
# 87
} while (pass48 < 10); 
# 88
++w47; 
# 89
} while (w47 < 13); 
# 90
++iter46; 
# 91
} while (iter46 < iter46); 
# 92
return 0; 
# 93
} 

# 1 "i000041.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__67dd2d09_10_i000041_cu_6c292e06
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000041.cudafe1.stub.c"
#include "i000041.cudafe1.stub.c"
# 1 "i000041.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
