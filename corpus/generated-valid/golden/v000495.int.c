# 1 "v000495.cu"
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
# 22 "v000495.cu"
__attribute__((visibility("hidden"))) void rank8_kernel(const int *__restrict__ input9) ;
#if 0
# 22
{ 
# 24
#pragma unroll 4
for (
# 24
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i10 < 16; i10 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 25
unsigned off11 = (60); 
# 26
}  
# 27
} 
#endif
# 28 "v000495.cu"
static long g_tally12; 
# 30
unsigned check_accum13(int lane14, const int *__restrict__ src15, int lane16) { 
# 31
lane16 = ((g_tally12 % (8)) - (6)); 
# 32
lane14 = (*src15); 
# 33
return 54; 
# 34
} 
# 36
__attribute__((unused)) void spread17(float p18) {int volatile ___ = 1;(void)p18;
# 39
::exit(___);}
#if 0
# 36
{ 
# 37
p18 = p18; 
# 38
size_t y19 = p18; 
# 39
} 
#endif
# 41 "v000495.cu"
__attribute__((visibility("hidden"))) void kick20(int lane21) ;
#if 0
# 41
{ 
# 42
int tid22 = __device_builtin_variable_threadIdx.x; 
# 43
lane21 = (-55); 
# 45
#pragma unroll 2
for (
# 45
int i23 = 0; i23 < 10; i23++) { 
# 46
lane21 = ((lane21 += tid22), i23); 
# 47
int cnt24[3]{4233, 1084, (29UL)}; 
# 48
}  
# 49
} 
#endif
# 50 "v000495.cu"
static_assert(((5 * 5) > 24));
# 53
__attribute__((visibility("hidden"))) void combine25(long cfg26, unsigned *dst27, float p28) ;
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern short dyn_29[]; 
# 55
int i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (i30 >= cfg26) { 
# 57
return; 
# 58
}  
# 59
unsigned cnt31 = dst27[i30 & 7]; 
# 60
unsigned lo32(dyn_29[__device_builtin_variable_blockDim.z]); 
# 61
if (((__device_builtin_variable_threadIdx.y) - (60)) != (52)) { 
# 62
return; 
# 63
}  
# 64
(dyn_29[i30]) -= ((cfg26 += (33)), (-25L)); 
# 65
} 
#endif
# 67 "v000495.cu"
__attribute__((visibility("hidden"))) void smooth33_kernel(int n34) ;
#if 0
# 67
{ 
# 68
int i35 = __device_builtin_variable_threadIdx.x; 
# 69
++n34; 
# 70
--n34; 
# 71
n34--; 
# 72
--n34; 
# 73
if ((n34 != i35) && (n34 == i35)) { 
# 74
goto finish36; 
# 75
}  
# 76
n34 %= 4UL; 
# 77
n34 = (__device_builtin_variable_threadIdx.x); 
# 78
n34 = 23; 
# 79
finish36:; ; 
# 80
} 
#endif
# 82 "v000495.cu"
int main() { 
# 83
int n37 = 2494; 
# 84
dim3 tmp38(1 << 9, 1 << 3); 
# 85
int y39 = g_tally12; 
# 86
unsigned diff40 = (2 * (n37 % 8)) + (27LL + y39); 
# 87
float w41 = check_accum13((2 * (n37 - 4159)) + 12, nullptr, g_tally12); 
# 88
--n37; 
# 89
(__cudaPushCallConfiguration(dim3(16, 512, (n37 + 63) / 64), sizeof(int) * (8), sizeof(int) * (32), nullptr)) ? (void)0 : rank8_kernel(nullptr); 
# 90
(__cudaPushCallConfiguration((n37 + 255) / 256, sizeof(unsigned) * (8))) ? (void)0 : kick20(check_accum13(g_tally12, nullptr, 25) | (diff40 % (8))); 
# 91
(__cudaPushCallConfiguration(8, sizeof(unsigned) * (60 + 4))) ? (void)0 : combine25(58, nullptr, ~(diff40 % (8))); 
# 92
return 0; 
# 93
} 

# 1 "v000495.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5d1be69c_10_v000495_cu_25b8c2ac
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000495.cudafe1.stub.c"
#include "v000495.cudafe1.stub.c"
# 1 "v000495.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
