# 1 "v001843.cu"
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
# 6 "v001843.cu"
static int c_accum2; 
# 8
__attribute__((visibility("hidden"))) void probe3_kernel(float *__restrict__ buf4, int stride5) ;
#if 0
# 8
{ 
# 9
int tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (tid6 >= stride5) { 
# 11
return; 
# 12
}  
# 13
for (int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i7 < c_accum2; i7 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 14
(*buf4) = c_accum2; 
# 15
}  
# 16
bool r8 = buf4 == (nullptr); 
# 17
stride5 = (36 * stride5); 
# 18
__attribute__((unused)) static signed char sh_9[16]; 
# 19
} 
#endif
# 21 "v001843.cu"
inline double run_relax10(const int *in11, int len12) { 
# 22
len12++; 
# 23
(__cudaPushCallConfiguration((len12 + 31) / 32, 256, 4096)) ? (void)0 : probe3_kernel((float *)nullptr, in11[len12]); 
# 24
int tmp13[6] = {28}; 
# 25
return -(15.5F); 
# 26
} 
# 28
void host_combine14(int lane15) { 
# 29
++lane15; 
# 30
lane15 = lane15; 
# 31
lane15 = (-3903); 
# 32
(__cudaPushCallConfiguration((lane15 + 63) / 64, 512)) ? (void)0 : probe3_kernel(nullptr, lane15); 
# 33
} 
# 35
__attribute__((visibility("hidden"))) void drift16_kernel(float *out17) ;
#if 0
# 35
{ 
# 36
int tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
double r19 = out17[4]; 
# 38
--r19; 
# 39
(*out17)--; 
# 40
if (!((14LL) <= (*out17))) { 
# 41
return; 
# 42
}  
# 43
for (int i20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i20 < tid18; i20 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 44
const double *q21 = &r19; 
# 45
--(out17[1]); 
# 46
}  
# 47
} 
#endif
# 48 "v001843.cu"
float g_march22[] = {(2), (-(20.0F)), (17.625F), (12.375F)}; 
# 50
__attribute__((visibility("hidden"))) void rank23_kernel(double *__restrict__ acc24, double *__restrict__ out25, const int *coef26, unsigned char *acc27) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern float dyn_28[]; 
# 52
if ((*out25) <= ((dyn_28[__device_builtin_variable_threadIdx.x]) - (47ULL))) { 
# 53
return; 
# 54
}  
# 55
if ((acc24[6]) != c_accum2) { 
# 56
return; 
# 57
}  
# 58
unsigned char q29 = c_accum2; 
# 59
__attribute__((unused)) static float sh_30; 
# 60
for (int n31 = c_accum2; n31 > 0; --n31) { 
# 61
bool t32{false}; 
# 62
(out25[7]) = ((__device_builtin_variable_gridDim.y) / (((__device_builtin_variable_threadIdx.z) / (2)) * (t32 % c_accum2))); 
# 63
}  
# 64
} 
#endif
# 66 "v001843.cu"
__attribute__((unused)) int fold33(double beta34, int lane35) {int volatile ___ = 1;(void)beta34;(void)lane35;
# 85
::exit(___);}
#if 0
# 66
{ 
# 67
if ((__device_builtin_variable_threadIdx.x) < (c_accum2 - beta34)) { 
# 68
goto out38; 
# 69
}  
# 70
switch ((__device_builtin_variable_threadIdx.z) + 54U) { 
# 71
case 7:  
# 72
break; 
# 73
}  
# 74
lane35 = beta34; 
# 75
for (int j36 = 0; j36 < lane35; ++j36) { 
# 76
int pass37 = 0; 
# 77
do { 
# 78
beta34 = ((7) * (__device_builtin_variable_threadIdx.x)); 
# 79
lane35 = (-0); 
# 80
++pass37; 
# 81
} while (pass37 < pass37); 
# 82
}  
# 83
out38:; ; 
# 84
return 1533; 
# 85
} 
#endif
# 87 "v001843.cu"
int main() { 
# 88
int size39 = 2221; 
# 89
float lo40 = run_relax10(&size39, g_march22[size39]) - (1); 
# 90
long long mid41 = (62L); 
# 91
(__cudaPushCallConfiguration(8, 512)) ? (void)0 : rank23_kernel((double *)nullptr, nullptr, nullptr, (unsigned char *)nullptr); 
# 92
++size39; 
# 93
++lo40; 
# 94
(__cudaPushCallConfiguration(2 * 2, 64)) ? (void)0 : drift16_kernel(&lo40); 
# 95
return 0; 
# 96
} 

# 1 "v001843.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5155b63e_10_v001843_cu_c_accum2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001843.cudafe1.stub.c"
#include "v001843.cudafe1.stub.c"
# 1 "v001843.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
