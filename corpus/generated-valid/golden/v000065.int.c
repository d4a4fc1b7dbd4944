# 1 "v000065.cu"
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
# 14 "v000065.cu"
enum Phase8 { ON9, IDLE10 = 6, BLUE11}; 
# 15
int g_apply12 = 37; 
# 17
struct Sample13 { 
# 18
int weight14; 
# 19
int mass15; 
# 20
float count16; 
# 21
double id17; 
# 22
}; 
# 24
inline Sample13 operator+(Sample13 a, Sample13 b) 
# 25
{ 
# 26
Sample13 r = a; 
# 27
(r.weight14) += (b.weight14); 
# 28
(r.mass15) += (b.mass15); 
# 29
(r.count16) += (b.count16); 
# 30
(r.id17) += (b.id17); 
# 31
return r; 
# 32
} 
# 34
__attribute((noinline)) __attribute__((unused)) void tile18(int count19, int *buf20) 
# 35
{int volatile ___ = 1;(void)count19;(void)buf20;
# 45
::exit(___);}
#if 0
# 35
{ 
# 36
int hi21 = 138U + (*buf20); 
# 37
int w22 = 0; 
# 38
while (w22 < 12) { 
# 39
Sample13 z23 = Sample13{4, (10ULL), (-(13.625F)), static_cast< double>(*buf20)}; 
# 40
++w22; 
# 41
}  
# 42
auto u24 = hi21 + 47; 
# 43
float val25[5] = {}; 
# 44
unsigned v26{6U}; 
# 45
} 
#endif
# 47 "v000065.cu"
__attribute__((visibility("hidden"))) void smooth27_kernel(const float *input28, Phase8 alpha29, const unsigned *input30) ;
#if 0
# 48
{ 
# 49
int i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
tile18(input28[1], static_cast< int *>(nullptr)); 
# 51
alpha29 = IDLE10; 
# 52
alpha29 = alpha29; 
# 53
tile18(alpha29, nullptr); 
# 54
int f32[4]{(static_cast< int>(20)), 2588, i31, 37}; 
# 55
} 
#endif
# 57 "v000065.cu"
void host_gather33(const unsigned *__restrict__ coef34, double a35, unsigned alpha36) 
# 58
{ 
# 59
dim3 tmp37 = dim3(16, 16); 
# 60
Sample13 s38 = Sample13{(1L), 54, (12.5F), (static_cast< double>(22))}; 
# 61
a35 *= ((alpha36 + (static_cast< unsigned>(31))) & (*coef34)); 
# 62
} 
# 64
int main() 
# 65
{ 
# 66
int count39 = 1352; 
# 67
do { int tmp_ = g_apply12; g_apply12 = count39; count39 = tmp_; } while (0); 
# 68
signed char base40[4] = {(static_cast< signed char>(45)), (5)}; 
# 69
host_gather33(nullptr, count39, static_cast< size_t>(50 & g_apply12)); 
# 70
(__cudaPushCallConfiguration((BLUE11) + 1, 8 + 504)) ? (void)0 : smooth27_kernel(nullptr, IDLE10, nullptr); 
# 71
return 0; 
# 72
} 

# 1 "v000065.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__44da335b_10_v000065_cu_a966fea0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000065.cudafe1.stub.c"
#include "v000065.cudafe1.stub.c"
# 1 "v000065.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
