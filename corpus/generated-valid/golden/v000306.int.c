# 1 "v000306.cu"
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
# 10 "v000306.cu"
using ptr3_t = int *; 
# 11
constexpr long STEPS4 = (7); 
# 12
static unsigned c_gather5[4]; 
# 13
using real6_t = double; 
# 15
constexpr int clamp7(int len8, int stride9) { 
# 16
double m10 = stride9; 
# 17
return 30; 
# 18
} 
# 20
__attribute__((visibility("hidden"))) void march11(ptr3_t data12, const int *__restrict__ in13) ;
#if 0
# 20
{ 
# 21
(*data12) = clamp7(data12[6], ((*in13) + (in13[0])) << (STEPS4 << (c_gather5[3]))); 
# 22
constexpr unsigned f14 = ((STEPS4 + (6)) * (4)); 
# 23
--(data12[2]); 
# 24
(data12[4]) = ((((*in13) + 34) * STEPS4) - ((c_gather5[0]) * (c_gather5[0]))); 
# 25
--(*data12); 
# 26
clamp7((*data12) >> (*in13), -29); 
# 27
(data12[6])++; 
# 28
} 
#endif
# 29 "v000306.cu"
long long g_step15 = (sizeof(float) * (11)); 
# 32
__attribute__((visibility("hidden"))) void score16(const unsigned *in17, const int *__restrict__ in18, int len19) ;
#if 0
# 32
{ 
# 33
short off20 = c_gather5[len19]; 
# 34
unsigned char res21 = clamp7(clamp7(clamp7(in17[off20], len19), off20), 21); 
# 35
off20 = STEPS4; 
# 36
} 
#endif
# 38 "v000306.cu"
static void scale22(float q23, long long b24, ptr3_t buf25, int len26) ;
#if 0
# 38
{ 
# 39
(buf25[2]) = b24; 
# 40
(++(buf25[b24])), ((buf25[b24]) = q23); 
# 41
unsigned prod27 = (20); 
# 42
if (STEPS4 < (clamp7(buf25[5], q23))) { 
# 43
return; 
# 44
}  
# 45
} 
#endif
# 47 "v000306.cu"
int main() { 
# 48
int size28 = 2376; 
# 49
clamp7(size28, clamp7(size28, sizeof(unsigned long))); 
# 50
long off29((((size28 += STEPS4), (size28 + size28)))); 
# 51
size28 = g_step15; 
# 52
++off29; 
# 53
size28 = STEPS4; 
# 54
(__cudaPushCallConfiguration(STEPS4 + (STEPS4 + (18)), 256)) ? (void)0 : march11(&size28, &size28); 
# 55
(__cudaPushCallConfiguration(64, sizeof(float) * (STEPS4 + (9)))) ? (void)0 : score16((const unsigned *)nullptr, &size28, STEPS4); 
# 56
(__cudaPushCallConfiguration(1 << (STEPS4 + (1)), 4 * 8)) ? (void)0 : scale22(+off29, 0, nullptr, STEPS4 * ((float)size28)); 
# 57
return 0; 
# 58
} 

# 1 "v000306.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5fbb1bbb_10_v000306_cu_753ea94e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000306.cudafe1.stub.c"
#include "v000306.cudafe1.stub.c"
# 1 "v000306.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
