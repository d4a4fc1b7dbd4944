# 1 "v000161.cu"
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
# 21 "v000161.cu"
enum class Axis9 { Busy10, High11 = 4, Slow12 = 9, Mul13 = 14}; 
# 22
constexpr unsigned RADIUS14 = (4); 
# 23
static void stencil15_kernel(float cfg16, const float *src17, const double *coef18) ;
#if 0
# 23
{ 
# 24
if ((cfg16 + RADIUS14) < cfg16) { 
# 25
goto out20; 
# 26
}  
# 27
switch ((__device_builtin_variable_threadIdx.x) + sizeof(unsigned)) { 
# 28
case 0:  
# 29
if ((src17[__device_builtin_variable_blockDim.x]) != (coef18[__device_builtin_variable_threadIdx.x])) { 
# 30
return; }  
# 31
if ((cfg16 / (coef18[__device_builtin_variable_blockDim.x])) > (coef18[4])) { 
# 32
break; }  
# 33
break; 
# 34
case 1:  
# 35
cfg16 += ((((9.5F) - (src17[6])) * (coef18[__device_builtin_variable_gridDim.y])) + ('A')); 
# 36
[[fallthrough]] ; 
# 37
case 9:  { 
# 38
float v19 = src17[__device_builtin_variable_gridDim.x]; 
# 39
cfg16++; 
# 40
break; 
# 41
} 
# 42
case RADIUS14 + (6):  
# 43
cfg16--; 
# 44
break; 
# 45
}  
# 46
out20:; ; 
# 47
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 48 "v000161.cu"
__attribute__((unused)) static int sweep21(const float *input22) {int volatile ___ = 1;(void)input22;
# 53
::exit(___);}
#if 0
# 48
{ 
# 49
int stride23 = 38; 
# 50
Axis9 sum24 = Axis9::Mul13; 
# 51
Axis9 tmp25 = Axis9::Mul13; 
# 52
return ((stride23 += (-52)), __alignof__(double)); 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 54 "v000161.cu"
static void run_decay26(double a27, int lane28 = 50) { 
# 55
constexpr unsigned z29 = (64); 
# 56
(__cudaPushCallConfiguration((lane28 + 255) / 256, 256, 1024)) ? (void)0 : stencil15_kernel((unsigned)RADIUS14, nullptr, (const double *)nullptr); 
# 57
lane28 = (53UL); 
# 58
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 59
__attribute__((unused)) static float fold30(char a31 = 127) {int volatile ___ = 1;(void)a31;
# 67
::exit(___);}
#if 0
# 59
{ 
# 60
float h32 = (62); 
# 61
int off33 = h32; 
# 62
if ((+off33) == RADIUS14) { 
# 63
return h32 - (off33 - 8); }  
# 64
float u34{(8.0F)}; 
# 65
float x35[5]{(1.625F), (8.125F), (27), (37), (36)}; 
# 66
return ((h32 += u34), (off33 - (-off33))); 
# 67
} 
#endif

#pragma GCC diagnostic pop

# 68 "v000161.cu"
int lerp36(float b37) { 
# 69
constexpr unsigned q38 = (24UL); 
# 70
int lo39{3}; 
# 71
constexpr float sum40 = (544); 
# 72
return (14) / (lo39 - ((lo39 += q38), 3955ULL)); 
# 73
} 
# 74
int main() { 
# 75
int len41 = 413; 
# 76
float k42 = (18.375F); 
# 77
(__cudaPushCallConfiguration(1, RADIUS14 + (124), 0, nullptr)) ? (void)0 : stencil15_kernel(8, nullptr, nullptr); 
# 78
cudaStream_t m43 = ((cudaStream_t)0); 
# 79
k42 /= ((len41 % len41) * ((k42 - (3LL)) - RADIUS14)); 
# 80
int f44 = ((int)sizeof(int)); 
# 81
return 0; 
# 82
} 

# 1 "v000161.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__00e477a9_10_v000161_cu_f8a9813b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000161.cudafe1.stub.c"
#include "v000161.cudafe1.stub.c"
# 1 "v000161.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
