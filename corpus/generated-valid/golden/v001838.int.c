# 1 "v001838.cu"
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
# 21 "v001838.cu"
__attribute__((unused)) inline double rank7(int count8, int lane9) {int volatile ___ = 1;(void)count8;(void)lane9;
# 33
::exit(___);}
#if 0
# 21
{ 
# 22
lane9 *= (lane9 - (__device_builtin_variable_blockDim.x)); 
# 23
bool diff10 = (lane9 ^ 9U) <= (~count8); 
# 24
lane9 = (49UL); 
# 25
char off11 = (49); 
# 26
if (diff10 < 4) { 
# 27
goto out12; 
# 28
}  
# 29
if ((static_cast< long>(lane9)) != (28)) { 
# 30
return -lane9; }  
# 31
out12:; ; 
# 32
return lane9 * (__device_builtin_variable_blockIdx.z); 
# 33
} 
#endif
# 35 "v001838.cu"
namespace _GLOBAL__N__3474ed2f_10_v001838_cu_ecebe3a7 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__3474ed2f_10_v001838_cu_ecebe3a7; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__3474ed2f_10_v001838_cu_ecebe3a7 __attribute__((visibility("hidden")))  { 
# 36
constexpr int gather13(int len14) { 
# 37
len14 *= 41; 
# 38
return len14; 
# 39
} 
# 41
static void blend15_kernel(int n16) ;
#if 0
# 41
{ 
# 42
unsigned gid17 = __device_builtin_variable_threadIdx.x; 
# 43
n16 = (rank7(n16, n16)); 
# 44
float v18[2] = {(51), (0.375F)}; 
# 45
n16 = (__device_builtin_variable_gridDim.y); 
# 46
} 
#endif
# 47 "v001838.cu"
}
# 48
enum class Op19 { 
# 49
Off20, 
# 50
Blue21, 
# 51
High22, 
# 52
Idle23, 
# 53
Add24
# 54
}; 
# 55
using ptr25_t = unsigned *; 
# 56
enum Mode26: unsigned char { 
# 57
LOW27, 
# 58
FAST28, 
# 59
LOW29, 
# 60
HIGH30, 
# 61
GREEN31
# 62
}; 
# 64
__attribute__((unused)) void bias32(unsigned alpha33, int len34) {int volatile ___ = 1;(void)alpha33;(void)len34;
# 75
::exit(___);}
#if 0
# 64
{ 
# 65
{ 
# 66
alpha33--; 
# 68
#pragma unroll
for (
# 68
int i35 = 0; i35 < ((LOW29) + ((HIGH30) + (2 + 7))); ++i35) { 
# 69
int idx36 = rank7(i35, i35 ^ (i35 + 31U)); 
# 70
}  
# 71
} 
# 72
len34 = len34; 
# 73
rank7((alpha33 - (__device_builtin_variable_threadIdx.x)) & ((__device_builtin_variable_gridDim.x) & (1194)), alpha33 | len34); 
# 74
const unsigned idx37 = (alpha33 ^ alpha33) * (__device_builtin_variable_threadIdx.y); 
# 75
} 
#endif
# 77 "v001838.cu"
__attribute__((unused)) inline int blend38(Mode26 b39, unsigned q40) {int volatile ___ = 1;(void)b39;(void)q40;
# 94
::exit(___);}
#if 0
# 77
{ 
# 78
q40 = b39; 
# 79
switch (q40) { 
# 80
case 6:  
# 81
q40--; 
# 82
break; 
# 83
case 0:  
# 84
b39 = LOW29; 
# 85
break; 
# 86
default:  { 
# 87
__attribute__((unused)) static int sh_41; 
# 88
break; 
# 89
} 
# 90
}  
# 91
__attribute__((unused)) static short sh_42[128]; 
# 92
--q40; 
# 93
return rank7(q40, (HIGH30) & ((__device_builtin_variable_gridDim.x) - (8))); 
# 94
} 
#endif
# 96 "v001838.cu"
int main() { 
# 97
int len43 = 362; 
# 98
gather13(len43); 
# 99
if (gather13(len43) < len43) { 
# 100
return len43; }  
# 101
(__cudaPushCallConfiguration(16, 512, 4096)) ? (void)0 : blend15_kernel((gather13(len43)) * 2382ULL); 
# 102
dim3 f44 = ((dim3)((HIGH30) + 5)); 
# 103
(__cudaPushCallConfiguration((len43 + 63) / 64, (HIGH30) + (28 + ((GREEN31) + 221)))) ? (void)0 : blend15_kernel(len43 - 1UL); 
# 104
return 0; 
# 105
} 

# 1 "v001838.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3474ed2f_10_v001838_cu_ecebe3a7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001838.cudafe1.stub.c"
#include "v001838.cudafe1.stub.c"
# 1 "v001838.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
