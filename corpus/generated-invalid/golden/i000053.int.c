# 1 "i000053.cu"
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
# 23 "i000053.cu"
__attribute((noinline)) __attribute__((unused)) void march9(bool a10, bool a11, int *acc12) {int volatile ___ = 1;(void)a10;(void)a11;(void)acc12;
# 28
::exit(___);}
#if 0
# 23
{ 
# 24
const int tmp13 = a11; 
# 25
int t14[3]{(29UL), 51, 2}; 
# 26
const double lo15 = static_cast< float>((256) % (~(__device_builtin_variable_blockDim.x))); 
# 27
unsigned base16 = __device_builtin_variable_threadIdx.z; 
# 28
} 
#endif
# 30 "i000053.cu"
__attribute__((visibility("hidden"))) void count17(long long *__restrict__ data18, int lane19, double b20) ;
#if 0
# 30
{ 
# 31
unsigned gid21 = __device_builtin_variable_threadIdx.x; 
# 32
if (gid21 >= lane19) { 
# 33
return; 
# 34
}  
# 35
if (int diff22 = (48U); (((data18[2]) += gid21), 64L) < diff22) { 
# 36
if ((-diff22) != ((data18[gid21]) << 3)) { 
# 37
--lane19; 
# 38
if (gid21 <= gid21) { 
# 39
return; 
# 40
}  
# 41
}  
# 42
} else { if (!data18) { }  }  
# 43
} 
#endif
# 44 "i000053.cu"
enum State23 { SLOW24, FAST25, MUL26}; 
# 45
enum State27 { 
# 46
OFF28, 
# 47
OFF29, 
# 48
GREEN30 = 4, 
# 49
OFF31, 
# 50
MUL32
# 51
}; 
# 52
static long c_filter33; 
# 54
__attribute__((unused)) int spread34(int n35) {int volatile ___ = 1;(void)n35;
# 63
::exit(___);}
#if 0
# 54
{ 
# 55
int pass36 = 0; 
# 56
while (pass36 < n35) { 
# 57
n35 = c_filter33; 
# 58
unsigned m37 = c_filter33; 
# 59
++pass36; 
# 60
}  
# 61
double hi38 = (4); 
# 62
return (((pass36) ? 9U >> (__device_builtin_variable_gridDim.y) : ((__device_builtin_variable_threadIdx.x) & (15))) & (15)); 
# 63
} 
#endif
# 65 "i000053.cu"
__attribute((always_inline)) __attribute__((unused)) inline float sweep39(double cfg40) {int volatile ___ = 1;(void)cfg40;
# 73
::exit(___);}
#if 0
# 65
{ 
# 66
int t41 = __device_builtin_variable_blockIdx.x; 
# 67
if (constexpr int h42 = 8; ((__device_builtin_variable_blockIdx.z) / t41) < cfg40) { 
# 68
cfg40 = (35); 
# 69
t41 = 44; 
# 70
cfg40 = (t41 & ((t41 += cfg40), 14)); 
# 71
}  
# 72
return cfg40; 
# 73
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 74 "i000053.cu"
template< class T> static void 
# 75
__wrapper__device_stub_fill_kernel45(T &value, T *&out) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 76
{ 
# 77
(out[__device_builtin_variable_threadIdx.x]) = value; 
# 78
} 
#endif

#pragma GCC diagnostic pop

# 74 "i000053.cu"
template< class T> static void 
# 75
fill_kernel45(T value, T *out) 
# 76
{__wrapper__device_stub_fill_kernel45<T>(value,out);
# 78
return;}
#if 0
# 76
{ 
# 77
(out[__device_builtin_variable_threadIdx.x]) = value; 
# 78
} 
#endif
# 80 "i000053.cu"
int main() { 
# 81
int count43 = 1561; 
# 82
struct Local46 { 
# 83
int a; 
# 84
}; 
# 85
Local46 item47 = {1}; 
# 86
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : fill_kernel45(item47, (Local46 *)nullptr); 
# 87
if (count43 == 41) { 
# 88
return -count43; 
# 89
}  
# 90
count43 = count43; 
# 91
(__cudaPushCallConfiguration(4, 128)) ? (void)0 : count17(nullptr, count43 ^ (count43 & 15), count43); 
# 92
count43--; 
# 93
(__cudaPushCallConfiguration(2, 128)) ? (void)0 : count17(nullptr, (count43 & 15) | (count43 + count43), count43); 
# 94
const char *flag44 = ("a \"quoted\" )word"); 
# 95
return 0; 
# 96
} 

# 1 "i000053.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f0b4cc32_10_i000053_cu_1008bee8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000053.cudafe1.stub.c"
#include "i000053.cudafe1.stub.c"
# 1 "i000053.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
