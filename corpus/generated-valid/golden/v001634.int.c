# 1 "v001634.cu"
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
# 11 "v001634.cu"
__attribute__((visibility("hidden"))) void pack3_kernel(float *dst4, float *out5) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern int dyn_6[]; 
# 13
unsigned gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
(--(*out5)), ((dyn_6[0]) /= sizeof(float)); 
# 15
(dyn_6[6]) = (out5[gid7]); 
# 16
(dst4[gid7]) /= (dyn_6[gid7]); 
# 17
(dyn_6[__device_builtin_variable_threadIdx.z]) %= (__device_builtin_variable_blockDim.x); 
# 18
(dyn_6[6]) |= 20L; 
# 19
__attribute__((unused)) static float sh_8[sizeof(float) * (8)]; 
# 20
} 
#endif
# 22 "v001634.cu"
__attribute__((visibility("hidden"))) void bias9_kernel(float *acc10, int *__restrict__ data11, double q12, float *dst13) ;
#if 0
# 22
{ 
# 23
int tid14 = __device_builtin_variable_threadIdx.x; 
# 24
(dst13[2])--; 
# 25
const unsigned *val15 = (static_cast< const unsigned *>(nullptr)); 
# 26
(*data11) = tid14; 
# 27
--(acc10[0]); 
# 28
} 
#endif
# 30 "v001634.cu"
class Particle16 { 
# 31
int z17; 
# 32
float w18; 
# 34
public: Particle16(int a19, float a20) : z17(a19), w18(a20) { } 
# 35
float get21() const { 
# 36
return ((((z17) * 37) + 6) + (z17)); 
# 37
} 
# 38
}; 
# 40
__attribute__((visibility("hidden"))) void march22_kernel(int n23, int count24, int *__restrict__ data25, const int *__restrict__ in26) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern int dyn_27[]; 
# 42
n23++; 
# 43
(dyn_27[count24]) = (__device_builtin_variable_threadIdx.x); 
# 44
switch (dyn_27[n23]) { 
# 45
case 3 * 3:  { 
# 46
__attribute__((unused)) static int sh_28[16]; 
# 47
__attribute__((unused)) static int sh_29[2 * 8]; 
# 48
[[fallthrough]] ; 
# 49
} 
# 50
case sizeof(float) * (3):  
# 51
break; 
# 52
case 2:  
# 53
break; 
# 54
default:  
# 55
break; 
# 56
}  
# 57
} 
#endif
# 59 "v001634.cu"
__attribute__((visibility("hidden"))) void tile30_kernel(double cfg31, int count32) ;
#if 0
# 59
{ 
# 60
int idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 61
if (idx33 >= count32) { 
# 62
return; 
# 63
}  
# 64
count32 = (((count32 + idx33) + 61) / 12); 
# 65
unsigned long long val34 = cfg31; 
# 66
} 
#endif
# 68 "v001634.cu"
int main() { 
# 69
int count35 = 3701; 
# 70
count35 >>= ((count35 << (static_cast< short>(count35))) + 3); 
# 71
count35 <<= ((count35 += 24), ((count35 * count35) + (('\177') + count35))); 
# 72
count35--; 
# 73
(__cudaPushCallConfiguration(dim3(8 * 2, 4, 8 * 16), 128)) ? (void)0 : pack3_kernel((float *)nullptr, nullptr); 
# 74
(__cudaPushCallConfiguration((count35 + 255) / 256, dim3((count35 + 127) / 128, (count35 + 63) / 64, 1))) ? (void)0 : bias9_kernel((float *)nullptr, &count35, count35, nullptr); 
# 75
(__cudaPushCallConfiguration(((dim3)(4 * 2)), 1 << 9)) ? (void)0 : march22_kernel(count35, (count35 == 64) ? 6 : (count35 * 16), &count35, &count35); 
# 76
return 0; 
# 77
} 

# 1 "v001634.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__44a833e7_10_v001634_cu_a2670e15
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001634.cudafe1.stub.c"
#include "v001634.cudafe1.stub.c"
# 1 "v001634.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
