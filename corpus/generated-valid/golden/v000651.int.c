# 1 "v000651.cu"
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
# 19 "v000651.cu"
__attribute__((visibility("hidden"))) void blend9(const unsigned *input10, int count11, int stride12, unsigned q13) ;
#if 0
# 19
{ 
# 20
count11 = (input10[count11]); 
# 21
__attribute__((unused)) static long sh_14[(5 + (5 + (5 + 49))) * 4]; 
# 22
count11 = 64; 
# 23
int val15{count11}; 
# 24
} 
#endif
# 26 "v000651.cu"
__attribute__((visibility("hidden"))) void norm16_kernel(long a17, int n18) ;
#if 0
# 26
{ 
# 27
n18 = ((int)((int)a17)); 
# 28
float hi19{(48U)}; 
# 29
int tmp20 = ~a17; 
# 30
long k21 = +a17; 
# 31
n18 = (((a17 ^ a17) >> (5 + 3)) << k21); 
# 32
int q22 = +(((n18 + tmp20) + a17) * a17); 
# 33
__attribute__((unused)) static int sh_23[10][13]; 
# 34
} 
#endif
# 36 "v000651.cu"
__attribute((always_inline)) __attribute__((unused)) inline float clamp24(unsigned long long cfg25, const long *coef26) {int volatile ___ = 1;(void)cfg25;(void)coef26;
# 44
::exit(___);}
#if 0
# 36
{ 
# 37
int w27 = 0; 
# 38
do { 
# 39
__attribute__((unused)) static int sh_28[64]; 
# 40
(sh_28[cfg25]) = (((*coef26) + cfg25) + (((10LL) + cfg25) - (1))); 
# 41
++w27; 
# 42
} while (w27 < 10); 
# 43
return ((11) + cfg25) & cfg25; 
# 44
} 
#endif
# 46 "v000651.cu"
__attribute__((visibility("hidden"))) void sift29(long *__restrict__ buf30) ;
#if 0
# 46
{ 
# 47
(*buf30) = (((buf30[1]) + (*buf30)) + (buf30[1])); 
# 48
(buf30[6]) = (58LL); 
# 49
if ((buf30[7]) != ((buf30[7]) + (buf30[5]))) { 
# 50
return; }  
# 51
} 
#endif
# 52 "v000651.cu"
typedef int idx31_t; 
# 54
namespace _GLOBAL__N__5a413dc1_10_v000651_cu_2298f4d9 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__5a413dc1_10_v000651_cu_2298f4d9; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__5a413dc1_10_v000651_cu_2298f4d9 __attribute__((visibility("hidden")))  { 
# 55
typedef float real32_t; 
# 56
enum class Axis33 { 
# 57
Mul34, 
# 58
On35, 
# 59
Off36, 
# 60
Busy37, 
# 61
High38
# 62
}; 
# 63
}
# 65
__attribute__((visibility("hidden"))) void warp39(idx31_t *data40, int len41, int *buf42) ;
#if 0
# 65
{ 
# 66
double u43 = len41; 
# 67
if ((data40[len41]) < len41) { 
# 68
goto skip44; 
# 69
}  
# 70
(*data40) = (((int)27) * (((data40[len41]) + (*buf42)) + u43)); 
# 71
(data40[len41]) = (-(5 + (buf42[len41]))); 
# 72
skip44:; ; 
# 73
} 
#endif
# 75 "v000651.cu"
int main() { 
# 76
int size45 = 2888; 
# 77
unsigned sum46 = size45; 
# 78
sum46 = size45; 
# 79
dim3 lim47(1 << 8); 
# 80
(__cudaPushCallConfiguration(4, lim47, sizeof(double) * (32))) ? (void)0 : blend9(nullptr, 59UL, (62 + size45) & (size45 * sum46), (sum46 + 51UL) * (24)); 
# 81
(__cudaPushCallConfiguration(dim3(24 + 232, 4), dim3(16 * (5 + 3), (size45 + 31) / 32, 128))) ? (void)0 : norm16_kernel(45, (size45 + ((char)sum46)) + ((sum46 + size45) + 56L)); 
# 82
(__cudaPushCallConfiguration(1 << 5, 5 + 27, sizeof(float) * (256))) ? (void)0 : sift29((long *)nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v000651.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5a413dc1_10_v000651_cu_2298f4d9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000651.cudafe1.stub.c"
#include "v000651.cudafe1.stub.c"
# 1 "v000651.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
