# 1 "v000771.cu"
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
# 11 "v000771.cu"
__attribute__((visibility("hidden"))) void tile3(float p4, float cfg5, int count6) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern double dyn_7[]; 
# 13
unsigned i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
if (i8 >= count6) { 
# 15
return; 
# 16
}  
# 18
#pragma unroll
for (
# 18
int n9 = 0; n9 < count6; n9++) { 
# 19
(dyn_7[n9])--; 
# 20
}  
# 21
(dyn_7[5]) = cfg5; 
# 22
float res10 = i8; 
# 23
} 
#endif
# 24 "v000771.cu"
static float d_pivot11[16]; 
# 25
class Body12 { 
# 26
float val14; 
# 27
int x15; 
# 29
public: Body12(float a16, int b17) : val14(a16), x15(b17) { } 
# 30
void bump18(unsigned mid19) { 
# 31
mid19 = (((val14) * (mid19 * mid19)) + mid19); 
# 32
if (mid19 >= (val14)) { 
# 33
return; 
# 34
}  
# 35
} 
# 36
int norm20() const { 
# 37
Body12 cnt21((46 >= (x15)) ? val14 : (val14), (val14) / (37UL)); 
# 38
cnt21 = Body12(63L, x15); 
# 39
return sizeof(unsigned long) + (x15); 
# 40
} 
# 41
}; 
# 42
enum Op22 { IDLE23, HIGH24, GREEN25, ADD26}; 
# 43
__attribute__((visibility("hidden"))) void scatter27(int *acc28, size_t *out29, const int *src30, const int *input31) ;
#if 0
# 43
{ 
# 44
int tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
--(*acc28); 
# 46
(acc28[tid32]) = (__device_builtin_variable_blockDim.x); 
# 47
(d_pivot11[15]) = ((__device_builtin_variable_blockIdx.x) / (43)); 
# 48
float x33 = *src30; 
# 49
int z34(60ULL >> (__device_builtin_variable_blockDim.y)); 
# 50
} 
#endif
# 51 "v000771.cu"
namespace img35 { 
# 52
__attribute__((visibility("hidden"))) void blend36(const Body12 q37) ;
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern unsigned dyn_38[]; 
# 54
int idx39 = __device_builtin_variable_threadIdx.x; 
# 55
float q40 = dyn_38[idx39]; 
# 56
if (q37.norm20() != 8) { 
# 57
goto finish41; 
# 58
}  
# 59
(dyn_38[idx39 & 7]) = (__device_builtin_variable_threadIdx.x); 
# 60
finish41:; ; 
# 61
} 
#endif
# 62 "v000771.cu"
}
# 63
int main() { 
# 64
int count42 = 2828; 
# 65
int diff43 = (((count42 == count42) ? count42 : ('a')) * (48UL / count42)) * (15); 
# 66
(__cudaPushCallConfiguration((diff43 + 31) / 32, 128)) ? (void)0 : scatter27(nullptr, nullptr, &count42, &count42); 
# 67
++count42; 
# 68
(__cudaPushCallConfiguration(256, 1 << 8)) ? (void)0 : tile3(25, ADD26, ((count42 <= diff43) ? count42 : 5) - 37); 
# 69
(__cudaPushCallConfiguration(sizeof(unsigned) * ((HIGH24) + 127), 256 * (GREEN25))) ? (void)0 : img35::blend36(Body12(sizeof(float), ADD26)); 
# 70
return 0; 
# 71
} 

# 1 "v000771.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ebddbd04_10_v000771_cu_fb8c5f52
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000771.cudafe1.stub.c"
#include "v000771.cudafe1.stub.c"
# 1 "v000771.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
