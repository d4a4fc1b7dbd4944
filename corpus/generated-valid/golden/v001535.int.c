# 1 "v001535.cu"
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
# 22 "v001535.cu"
static float c_rank9; 
# 24
__attribute__((visibility("hidden"))) void norm10(const unsigned long long *coef11, float cfg12, unsigned *buf13, float *dst14) ;
#if 0
# 24
{ 
# 25
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if (c_rank9 < (__device_builtin_variable_threadIdx.x)) { 
# 27
goto finish18; 
# 28
}  
# 29
if ((*buf13) < (+i15)) { 
# 30
if (((cfg12 += (dst14[i15])), 5) >= (((*buf13) - (*coef11)) - (coef11[5]))) { 
# 31
__attribute__((unused)) static int sh_16; 
# 32
unsigned char lo17 = c_rank9 + (__device_builtin_variable_blockIdx.x); 
# 33
} else { 
# 34
}  
# 35
}  
# 36
finish18:; ; 
# 37
} 
#endif
# 39 "v001535.cu"
struct __attribute((aligned(16))) Stats19 { 
# 40
long lo20; 
# 41
float weight21; 
# 42
unsigned lo22; 
# 43
char flag23; 
# 44
float scale24(float r25) const { 
# 45
r25 = ((887L) + ((size_t)(lo20))); 
# 46
Stats19 v26 = Stats19{8L, (4.0F), (32), (127)}; 
# 47
return 15; 
# 48
} 
# 49
}; 
# 51
inline Stats19 operator+(Stats19 a, Stats19 b) { 
# 52
Stats19 r = a; 
# 53
(r.lo20) += (b.lo20); 
# 54
(r.weight21) += (b.weight21); 
# 55
(r.lo22) += (b.lo22); 
# 56
(r.flag23) += (b.flag23); 
# 57
return r; 
# 58
} 
# 60
static int check_combine27(unsigned beta28, int n29) { 
# 61
(__cudaPushCallConfiguration((beta28 + (255)) / (256), 16 * 4)) ? (void)0 : norm10((const unsigned long long *)nullptr, 3380UL & beta28, &beta28, (float *)nullptr); 
# 62
const char *u30 = ("tile size"); 
# 63
static_assert(((3 * 3) == 9));
# 64
(__cudaPushCallConfiguration(sizeof(int) * (15 + 17), 512, 256, (cudaStream_t)0)) ? (void)0 : norm10(nullptr, -(u30[1]), (unsigned *)nullptr, (float *)nullptr); 
# 65
beta28 = n29; 
# 66
return 15 & n29; 
# 67
} 
# 69
int main() { 
# 70
int n31 = 1323; 
# 71
n31 = n31; 
# 72
n31 = ((float)(47 * n31)); 
# 73
return 0; 
# 74
} 

# 1 "v001535.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7a80262c_10_v001535_cu_c_rank9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001535.cudafe1.stub.c"
#include "v001535.cudafe1.stub.c"
# 1 "v001535.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
