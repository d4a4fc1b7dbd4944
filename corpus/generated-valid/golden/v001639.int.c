# 1 "v001639.cu"
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
# 10 "v001639.cu"
__attribute__((visibility("hidden"))) void count4(int lane5, const int *in6, const int *in7, const float *__restrict__ in8) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern unsigned short dyn_9[]; 
# 12
__attribute__((unused)) static long long sh_10[64]; 
# 13
float x11 = *in8; 
# 14
if (((in7[lane5]) >= 22U) && ((in6[lane5]) & 1)) { 
# 15
goto out12; 
# 16
}  
# 17
x11++; 
# 18
x11--; 
# 19
out12:; ; 
# 20
} 
#endif
# 21 "v001639.cu"
constexpr unsigned BLOCK13 = (8); 
# 22
static float d_accum14; 
# 24
__attribute__((visibility("hidden"))) void grow15(unsigned short a16) ;
#if 0
# 24
{ 
# 25
if (double w17 = -(a16 * (~a16)); d_accum14 >= a16) { 
# 26
if (BLOCK13 != (+w17)) { 
# 27
{ 
# 28
w17 = (((22 - a16) << a16) ^ ((BLOCK13 << a16) + (a16 % 8))); 
# 29
unsigned *val18 = ((unsigned *)nullptr); 
# 30
} 
# 31
}  
# 32
}  
# 33
} 
#endif
# 34 "v001639.cu"
constexpr unsigned WIDTH19 = (BLOCK13 + (248)); 
# 37
__attribute__((visibility("hidden"))) void mix20(double cfg21, int count22) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern signed char dyn_23[]; 
# 39
auto cnt24 = (WIDTH19 - d_accum14) * (2843U); 
# 40
double x25 = (count22 - sizeof(unsigned)) << (~(~(dyn_23[1]))); 
# 41
if (BLOCK13 >= x25) { 
# 42
goto done28; 
# 43
}  
# 44
if (int r26 = count22 | WIDTH19; (((float)(dyn_23[r26])) <= (36)) && ((r26 ^ (dyn_23[2])) >= d_accum14)) { 
# 45
if (r26) { 
# 46
do { int tmp_ = r26; r26 = count22; count22 = tmp_; } while (0); 
# 47
constexpr size_t hi27 = (46); 
# 48
}  
# 49
}  
# 50
done28:; ; 
# 51
} 
#endif
# 53 "v001639.cu"
int main() { 
# 54
int size29 = 617; 
# 55
auto lam34 = [&](int y30, int m31) { 
# 56
(__cudaPushCallConfiguration(2 * 2, BLOCK13 + (BLOCK13 + (48)))) ? (void)0 : mix20((6.0), 37); 
# 57
float k32 = (size29) - WIDTH19; 
# 58
dim3 base33(1 << 3); 
# 59
} ; typedef decltype(lam34) __T0;
# 60
lam34(size29, WIDTH19); 
# 61
if (double res35{(static_cast< double>(BLOCK13))}; (res35 + (size29 % 8)) > size29) { 
# 62
size29 = (21U); 
# 63
res35--; 
# 64
}  
# 65
(__cudaPushCallConfiguration((size29 + 255) / 256, 1 << 7)) ? (void)0 : grow15(BLOCK13); 
# 66
(__cudaPushCallConfiguration((size29 + 255) / 256, dim3((size29 + 31) / 32, (size29 + 255) / 256, 2 * 2), sizeof(int) * (256))) ? (void)0 : count4(7 - (size29 % 8), &size29, &size29, nullptr); 
# 67
return 0; 
# 68
} 

# 1 "v001639.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b6c2eb3a_10_v001639_cu_aa65535a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001639.cudafe1.stub.c"
#include "v001639.cudafe1.stub.c"
# 1 "v001639.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
