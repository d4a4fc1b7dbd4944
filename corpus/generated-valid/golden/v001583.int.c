# 1 "v001583.cu"
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
# 7 "v001583.cu"
enum Color3: int { ADD4 = 3, ADD5, SLOW6}; 
# 8
__attribute__((visibility("hidden"))) void apply7_kernel(const int *__restrict__ coef8, const int *__restrict__ in9, const int *__restrict__ input10) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) static unsigned long sh_11[32]; 
# 10
(sh_11[24]) = (34); 
# 11
float tmp12 = ((((sh_11[13]) += (in9[1])), (((2 * (*input10)) + 2) + 9))); 
# 12
double flag13 = tmp12; 
# 13
static_assert((45 == 45));
# 14
flag13 = ((input10[3]) - (20.375)); 
# 15
} 
#endif
# 16 "v001583.cu"
enum Kind14 { FAST15 = 1, MUL16, ADD17, HIGH18}; 
# 17
__attribute__((visibility("hidden"))) void sweep19_kernel(int *out20, int *__restrict__ out21, long p22) ;
#if 0
# 17
{ 
# 18
int tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (tid23 >= p22) { 
# 20
return; 
# 21
}  
# 22
(*out20) = ((float)(__device_builtin_variable_blockIdx.x)); 
# 23
(out20[__device_builtin_variable_blockIdx.z]) = (out21[1]); 
# 24
if (out20 == (nullptr)) { 
# 25
return; 
# 26
}  
# 27
const unsigned char r24 = (ADD17); 
# 28
int u25 = (ADD17); 
# 29
__attribute__((unused)) static int sh_26[64]; 
# 30
} 
#endif
# 31 "v001583.cu"
float reduce27(bool beta28) { 
# 32
if (beta28 <= beta28) { 
# 33
goto done30; 
# 34
}  
# 35
if (52 == ((beta28 < beta28) ? beta28 : ((2 * beta28) + beta28))) { 
# 36
if (!(10 == beta28)) { 
# 37
return (beta28 + (1.625F)) - beta28; 
# 38
}  
# 39
if (!beta28) { 
# 40
int y29 = (-45); 
# 41
}  
# 42
}  
# 43
if (beta28 < (beta28 * beta28)) { 
# 44
beta28 = (((((int)beta28) - (9 * beta28)) == 7) || beta28); 
# 45
}  
# 46
beta28 = ((beta28 - beta28) && (beta28 != ((ADD17) - beta28))); 
# 47
done30:; ; 
# 48
return (beta28); 
# 49
} 
# 50
unsigned host_step31(int count32, int stride33) { 
# 51
int iter34 = 0; 
# 52
do { 
# 53
(__cudaPushCallConfiguration(dim3(1, (iter34 + 255) / 256, 4), 256, sizeof(float) * (64), 0)) ? (void)0 : apply7_kernel(nullptr, &stride33, &stride33); 
# 54
++iter34; 
# 55
} while (iter34 < 7); 
# 56
if (iter34 <= count32) { 
# 57
count32 = (-2060); 
# 58
}  
# 59
dim3 hi35(16 * ((ADD17) + 13), 64); 
# 60
(__cudaPushCallConfiguration(hi35, 64)) ? (void)0 : sweep19_kernel((int *)nullptr, &stride33, (int)15); 
# 61
if (iter34 != count32) { 
# 62
return 34 + stride33; 
# 63
}  
# 64
return iter34; 
# 65
} 
# 66
int main() { 
# 67
int size36 = 2434; 
# 68
size36 = ((((size36 == size36) || (size36 == size36)) ? 37 + size36 : (4710L * size36)) + (47U)); 
# 69
cudaStream_t w37 = (0); 
# 70
return 0; 
# 71
} 

# 1 "v001583.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__283b48e1_10_v001583_cu_bea90bf9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001583.cudafe1.stub.c"
#include "v001583.cudafe1.stub.c"
# 1 "v001583.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
