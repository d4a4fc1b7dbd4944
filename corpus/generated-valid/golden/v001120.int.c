# 1 "v001120.cu"
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
# 20 "v001120.cu"
__attribute__((visibility("hidden"))) void pack7(float alpha8, unsigned long p9, int *buf10, float *buf11) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern int dyn_12[]; 
# 22
int tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
(buf11[p9]) = p9; 
# 24
p9--; 
# 25
} 
#endif
# 26 "v001120.cu"
using real14_t = float; 
# 27
enum class State15: int { High16, On17}; 
# 29
__attribute((always_inline)) __attribute__((unused)) inline double warp18(int count19) {int volatile ___ = 1;(void)count19;
# 36
::exit(___);}
#if 0
# 29
{ 
# 30
count19 = count19; 
# 31
count19 = ((46 + count19) * count19); 
# 32
count19++; 
# 33
--count19; 
# 34
real14_t h20 = count19 & 15; 
# 35
return count19; 
# 36
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 39 "v001120.cu"
__attribute__((unused)) static unsigned short stencil21(int lane22) {int volatile ___ = 1;(void)lane22;
# 46
::exit(___);}
#if 0
# 39
{ 
# 40
--lane22; 
# 41
warp18(lane22); 
# 42
lane22 = (warp18(~(58 + lane22))); 
# 43
lane22 = (warp18(sizeof(unsigned) + lane22) / (__device_builtin_variable_threadIdx.y)); 
# 44
constexpr int x23 = (sizeof(float) * (14)); 
# 45
return 14; 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 48 "v001120.cu"
__attribute__((unused)) unsigned long step24(int lane25) {int volatile ___ = 1;(void)lane25;
# 57
::exit(___);}
#if 0
# 48
{ 
# 49
stencil21((__device_builtin_variable_gridDim.z) * __device_builtin_variable_warpSize); 
# 50
constexpr int flag26 = 56; 
# 51
lane25 = (flag26 - warp18(flag26)); 
# 52
lane25 = flag26; 
# 53
int val27[3] = {28, 2856}; 
# 54
lane25 = lane25; 
# 55
lane25 = (flag26 * (val27[__device_builtin_variable_blockDim.y])); 
# 56
return ((15 < (val27[lane25])) ? val27[lane25] : 21) - (3307 + lane25); 
# 57
} 
#endif
# 58 "v001120.cu"
using real28_t = float; 
# 60
void host_scale29(unsigned cfg30, unsigned *__restrict__ buf31, long long a32) { 
# 61
a32 = (sizeof(int)); 
# 62
a32++; 
# 63
int q33 = (521U); 
# 64
dim3 val34 = dim3(64, (q33 + 127) / 128, (q33 + 31) / 32); 
# 65
int w35 = 0; 
# 66
if (cfg30 > (54)) { 
# 67
goto done36; 
# 68
}  
# 69
do { 
# 70
do { cfg30 += (a32 * ((w35 & 15) % 21)); } while (0); 
# 71
(*buf31) = (static_cast< int>(21)); 
# 72
++w35; 
# 73
} while (w35 < 7); 
# 74
done36:; ; 
# 75
} 
# 77
int main() { 
# 78
int n37 = 2340; 
# 79
(__cudaPushCallConfiguration(((dim3)(1)), 128)) ? (void)0 : pack7(n37, (n37 * 36) ^ n37, nullptr, static_cast< float *>(nullptr)); 
# 80
bool f38 = n37 == 49; 
# 81
n37 = 60; 
# 82
host_scale29(n37, (unsigned *)nullptr, 21); 
# 83
host_scale29(n37 + (n37 * 12), nullptr, f38); 
# 84
return 0; 
# 85
} 

# 1 "v001120.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ebafbdb8_10_v001120_cu_77b9888d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001120.cudafe1.stub.c"
#include "v001120.cudafe1.stub.c"
# 1 "v001120.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
