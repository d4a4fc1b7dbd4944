# 1 "v001907.cu"
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
# 9 "v001907.cu"
__attribute__((visibility("hidden"))) void sift4(bool cfg5, const signed char *src6) ;
#if 0
# 9
{ 
# 10
unsigned i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
double flag8 = 4 - (src6[i7]); 
# 12
flag8 = ((__device_builtin_variable_gridDim.x) + cfg5); 
# 13
if (flag8 != (*src6)) { 
# 14
return; 
# 15
}  
# 16
int cnt9[4] = {54, static_cast< int>(flag8 - (15LL))}; 
# 17
(cnt9[__device_builtin_variable_blockDim.x])--; 
# 18
} 
#endif
# 20 "v001907.cu"
__attribute((noinline)) __attribute__((unused)) int norm10(float beta11, const float *in12) {int volatile ___ = 1;(void)beta11;(void)in12;
# 24
::exit(___);}
#if 0
# 20
{ 
# 21
__attribute__((unused)) static int sh_13; 
# 22
__attribute__((unused)) static int sh_14[8]; 
# 23
return ((in12[__device_builtin_variable_threadIdx.z]) + (64)) * (52UL); 
# 24
} 
#endif
# 26 "v001907.cu"
__attribute__((visibility("hidden"))) void merge15(int *data16, float *__restrict__ data17) ;
#if 0
# 26
{ 
# 27
double acc18 = (57U); 
# 28
if (((__device_builtin_variable_threadIdx.z) % (__device_builtin_variable_threadIdx.x)) <= (data16[5])) { 
# 29
goto skip20; 
# 30
}  
# 31
{ 
# 32
int t19[6] = {15, (52L)}; 
# 33
(data16[3]) += (((__device_builtin_variable_blockDim.y) / (*data17)) + (norm10((t19[3]) * (t19[0]), data17))); 
# 34
} 
# 35
acc18 = ((norm10(acc18, data17)) + ((norm10(*data17, data17)) + 7LL)); 
# 36
skip20:; ; 
# 37
} 
#endif
# 39 "v001907.cu"
static float run_fuse21(float q22, int count23) { 
# 40
if (!(count23 != 61LL)) { 
# 41
goto finish27; 
# 42
}  
# 43
if (unsigned y24 = (((count23 <= count23) ? count23 : ('\n')) ? 4U - count23 : q22) + count23; !(!y24)) { 
# 44
constexpr float f25 = (9.625F); 
# 45
int diff26 = (39UL); 
# 46
}  
# 47
finish27:; ; 
# 48
return (0.375F); 
# 49
} 
# 51
long lerp28(long b29) { 
# 52
if (float x30{static_cast< float>(b29 - ((b29 < b29) ? (2U) * b29 : ((b29 += (1216)), b29)))}; !(!(x30 < x30))) { 
# 53
if (x30 < (-x30)) { 
# 54
return b29 + (13); 
# 55
}  
# 56
}  
# 57
if (b29 >= (57)) { 
# 58
goto skip31; 
# 59
}  
# 60
b29 = (7U); 
# 61
b29 = b29; 
# 62
b29--; 
# 63
skip31:; ; 
# 64
return ((b29 += b29), (b29 - 2664L)) % ((b29 += (41)), ((13) - b29)); 
# 65
} 
# 66
enum Axis32 { RED33, RED34, LOW35}; 
# 68
__attribute__((visibility("hidden"))) void fuse36(const unsigned *in37, int *__restrict__ buf38, float *data39) ;
#if 0
# 68
{ 
# 69
unsigned idx40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 70
float diff41[6]{(7.875F), (24.875F), (20.0F), (-(21.625F)), (44), (1020)}; 
# 71
if ((static_cast< long>(idx40)) > (buf38[__device_builtin_variable_blockIdx.x])) { 
# 72
++(data39[5]); 
# 73
}  
# 74
(data39[idx40]) = (lerp28(__device_builtin_variable_threadIdx.x)); 
# 75
(diff41[idx40]) = (LOW35); 
# 76
__attribute__((unused)) static unsigned long sh_42; 
# 77
} 
#endif
# 78 "v001907.cu"
enum Op43 { IDLE44 = 3, MUL45, HIGH46 = 9, OFF47}; 
# 80
int main() { 
# 81
int n48 = 3295; 
# 82
lerp28((unsigned)(53 + n48)); 
# 83
run_fuse21(run_fuse21(n48 * (RED33), n48 * 1756), (4) * run_fuse21(n48, n48)); 
# 84
(__cudaPushCallConfiguration(LOW35, ((dim3)((n48 + 127) / 128)))) ? (void)0 : sift4(!((n48 == n48) || (n48 > ('0'))), nullptr); 
# 85
(__cudaPushCallConfiguration(((dim3)((n48 + 31) / 32)), 8 * ((HIGH46) + 7), (MUL45) + ((LOW35) + ((HIGH46) + ((LOW35) + 1007))), 0)) ? (void)0 : merge15(&n48, nullptr); 
# 86
(__cudaPushCallConfiguration(64, 64, 0, nullptr)) ? (void)0 : fuse36((const unsigned *)nullptr, &n48, nullptr); 
# 87
return 0; 
# 88
} 

# 1 "v001907.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e0eb540c_10_v001907_cu_dfa47538
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001907.cudafe1.stub.c"
#include "v001907.cudafe1.stub.c"
# 1 "v001907.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
