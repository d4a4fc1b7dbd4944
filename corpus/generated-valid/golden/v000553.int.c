# 1 "v000553.cu"
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
# 8 "v000553.cu"
int check_update3(const float *input4, long long *data5, int lane6) { 
# 9
double tmp7 = ((1.125F)); 
# 10
int x8 = 49; 
# 11
if ((input4[0]) != lane6) { 
# 12
goto out10; 
# 13
}  
# 14
if (tmp7 > (23)) { 
# 15
tmp7 += lane6; 
# 16
const double y9 = ((!((*data5) >= tmp7)) ? (int)tmp7 : ((639U) + (*data5))) / (64); 
# 17
}  
# 18
tmp7 = (lane6 * x8); 
# 19
out10:; ; 
# 20
return data5[4]; 
# 21
} 
# 23
static void probe11_kernel(const float *input12, long long beta13, const int *coef14) ;
#if 0
# 23
{ 
# 24
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
static_assert((47 == 47));
# 26
beta13++; 
# 27
beta13 = (-(((coef14[4]) & 15) - i15)); 
# 28
int y16 = (+(__device_builtin_variable_gridDim.x)) - (__device_builtin_variable_threadIdx.z); 
# 29
beta13--; 
# 30
beta13--; 
# 31
} 
#endif
# 33 "v000553.cu"
struct Cell17 { 
# 34
long w18; 
# 35
int sum19; 
# 36
float w20; 
# 37
int z21; 
# 38
}; 
# 40
inline Cell17 operator+(Cell17 a, Cell17 b) { 
# 41
Cell17 r = a; 
# 42
(r.w18) += (b.w18); 
# 43
(r.sum19) += (b.sum19); 
# 44
(r.w20) += (b.w20); 
# 45
(r.z21) += (b.z21); 
# 46
return r; 
# 47
} 
# 49
__attribute__((visibility("hidden"))) void shade22_kernel(int n23, char beta24) ;
#if 0
# 49
{ 
# 50
unsigned gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
if (gid25 >= n23) { 
# 52
return; 
# 53
}  
# 54
n23 = ((n23 & 15) * (((n23 += 14), beta24) / (__device_builtin_variable_blockIdx.x))); 
# 55
int q26 = +(((gid25 != gid25) ? 33 : 46) - 30); 
# 56
int pass27 = 0; 
# 57
do { 
# 58
long idx28[8] = {static_cast< long>(beta24 + q26), (38), (57), (1862U), (1998U), (5), (29), static_cast< long>(beta24 + gid25)}; 
# 59
beta24 ^= sizeof(float); 
# 60
++pass27; 
# 61
} while (pass27 < 6); 
# 62
q26++; 
# 63
int tmp29 = gid25; 
# 64
} 
#endif
# 66 "v000553.cu"
double run_blend30(int lane31, float q32, int stride33) { 
# 67
long lim34 = (((q32 += (29)), stride33)); 
# 68
if ((check_update3(nullptr, nullptr, q32)) > 56U) { 
# 69
goto out35; 
# 70
}  
# 71
stride33++; 
# 72
q32 *= (check_update3(nullptr, nullptr, stride33)); 
# 73
--stride33; 
# 74
out35:; ; 
# 75
return q32; 
# 76
} 
# 78
int main() { 
# 79
int count36 = 1878; 
# 80
(__cudaPushCallConfiguration(((dim3)((count36 + 255) / 256)), ((dim3)(32)), 4096)) ? (void)0 : probe11_kernel((const float *)nullptr, count36, nullptr); 
# 81
const unsigned k37 = run_blend30(count36, run_blend30(-count36, 7 - count36, count36), count36); 
# 82
(__cudaPushCallConfiguration((k37 + (255)) / (256), 64)) ? (void)0 : shade22_kernel(count36 & 15, (22) * k37); 
# 83
return 0; 
# 84
} 

# 1 "v000553.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__76dc87e4_10_v000553_cu_d3a20a2c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000553.cudafe1.stub.c"
#include "v000553.cudafe1.stub.c"
# 1 "v000553.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
