# 1 "v001377.cu"
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
# 13 "v001377.cu"
static double d_spread6; 
# 14
static int host_fold7(int lane8, int stride9 = 32UL) { 
# 15
lane8 = ((lane8 > stride9) ? lane8 : stride9); 
# 16
if (lane8 != 57) { 
# 17
goto done12; 
# 18
}  
# 19
stride9 = (-0); 
# 20
for (int it10 = 0; it10 < lane8; ++it10) { 
# 21
bool cnt11 = ((it10 / ('#')) / stride9) > it10; 
# 22
lane8 = ((3723 | (stride9 * cnt11)) & it10); 
# 23
}  
# 24
if (stride9 < 39) { 
# 25
return -9; }  
# 26
done12:; ; 
# 27
return 42; 
# 28
} 
# 29
constexpr inline int LANES13 = 5; 
# 30
extern "C" {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 31
__attribute__((unused)) static int trace25(float a26, int stride27) {int volatile ___ = 1;(void)a26;(void)stride27;
# 35
::exit(___);}
#if 0
# 31
{ 
# 32
a26 = (static_cast< unsigned>((a26 > LANES13) ? a26 : LANES13)); 
# 33
__attribute__((unused)) static int sh_28; 
# 34
return sh_28; 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 36 "v001377.cu"
__attribute__((visibility("hidden"))) void tally14_kernel(const unsigned char *coef15, int *__restrict__ acc16, const double *in17, const int *in18) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern signed char dyn_19[]; 
# 38
int i20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
int w21[LANES13 + 1] = {static_cast< int>(*acc16), 4278, i20}; 
# 40
if (i20 < LANES13) { 
# 41
return; }  
# 42
if ((__device_builtin_variable_threadIdx.z) >= (53)) { 
# 43
goto finish24; 
# 44
}  
# 45
for (int n22 = 0; n22 < i20; ++n22) { 
# 46
float tmp23{(7.0F)}; 
# 47
}  
# 48
if (!in17) { 
# 49
return; }  
# 50
(dyn_19[2]) = i20; 
# 51
finish24:; ; 
# 52
} 
#endif
# 53 "v001377.cu"
}
# 54
constexpr int relax29(int len30, int count31) { 
# 55
char stride32 = (len30 / (39 & count31)) + 2; 
# 56
return static_cast< int>(stride32); 
# 57
} 
# 58
int main() { 
# 59
int n33 = 1136; 
# 60
int off34 = (n33 > n33) ? n33 : n33; 
# 61
n33 = off34; 
# 62
(__cudaPushCallConfiguration(dim3((off34 + 127) / 128, (off34 + 127) / 128, 2 * 16), 32 * 2)) ? (void)0 : tally14_kernel(nullptr, &off34, nullptr, &n33); 
# 63
return 0; 
# 64
} 

# 1 "v001377.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f350ab7a_10_v001377_cu_8d97e626
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001377.cudafe1.stub.c"
#include "v001377.cudafe1.stub.c"
# 1 "v001377.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
