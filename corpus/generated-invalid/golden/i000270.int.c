# 1 "i000270.cu"
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
# 18 "i000270.cu"
__attribute__((visibility("hidden"))) void relax5_kernel(int *acc6, int count7, int count8, const float *in9) ;
#if 0
# 18
{ 
# 19
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
size_t s11 = 27 / count7; 
# 21
if (int s12 = (idx10) ? ((unsigned)(__device_builtin_variable_threadIdx.y)) * ((L'\x20') - idx10) : (((acc6[__device_builtin_variable_blockDim.x]) == idx10) ? s11 : (__device_builtin_variable_blockIdx.x)); s11 <= idx10) { 
# 22
unsigned char k13 = s12 >> 7; 
# 23
}  
# 24
count7 = (-58); 
# 25
double f14{(17.25)}; 
# 26
} 
#endif
# 29 "i000270.cu"
__attribute__((visibility("hidden"))) void smooth15_kernel(float *acc16) ;
#if 0
# 29
{ 
# 30
unsigned tid17 = __device_builtin_variable_threadIdx.x; 
# 31
(*acc16) = (__device_builtin_variable_blockIdx.y); 
# 32
float flag18{(6.625F)}; 
# 33
} 
#endif
# 35 "i000270.cu"
template< class T> 
# 36
struct Acc19 { 
# 37
T id20; 
# 38
T x21; 
# 39
unsigned flag22; 
# 40
void bump23(T base24) { 
# 41
if ((id20) >= (x21)) { 
# 42
return; 
# 43
}  
# 44
if ((id20) < 45) { 
# 45
return; 
# 46
}  
# 47
} 
# 48
}; 
# 49
static Acc19< unsigned>  c_combine25; 
# 51
__attribute__((visibility("hidden"))) void tally26_kernel(int *__restrict__ acc27) ;
#if 0
# 51
{ 
# 52
unsigned tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
if (tid28 > 26UL) { 
# 54
goto out30; 
# 55
}  
# 56
if ((+tid28) > (c_combine25.flag22)) { 
# 57
(acc27[tid28]) = (*acc27); 
# 58
}  
# 59
if ((((8) <= tid28) ? (acc27[tid28]) + 22U : (1UL >> (__device_builtin_variable_blockIdx.z))) >= ((acc27[tid28]) - (__device_builtin_variable_gridDim.y))) { 
# 60
(acc27[__device_builtin_variable_gridDim.x]) = ((((c_combine25.flag22) / (48)) >= ((c_combine25.x21) - tid28)) ? 35U : ((acc27 != (nullptr)) ? 8 : sizeof(Acc19< int> ))); 
# 61
} else { if ((acc27[6]) >= (c_combine25.x21)) { 
# 62
Acc19< unsigned>  cnt29 = c_combine25; 
# 63
cnt29 = Acc19< unsigned> {(39LL), (31), (static_cast< unsigned>(64))}; 
# 64
} else { 
# 65
}  }  
# 66
out30:; ; 
# 67
} 
#endif
# 69 "i000270.cu"
int main() { 
# 70
int len31 = 471; 
# 71
len31--; 
# 72
(__cudaPushCallConfiguration((len31 + 127) / 128, sizeof(float) * (64 + 64))) ? (void)0 : smooth15_kernel(nullptr); 
# 73
(__cudaPushCallConfiguration(dim3(3 + (3 + 2), 16, sizeof(unsigned) * (16)), dim3(512, (len31 + 255) / 256, (len31 + 127) / 128))) ? (void)0 : relax5_kernel((int *)nullptr, len31, 27, (const float *)nullptr); 
# 74
(__cudaPushCallConfiguration((len31 + 63) / 64, (3 + 1) * 16, 512 * 2, nullptr)) ? (void)0 : tally26_kernel(nullptr); 
# 75
return 0; 
# 76
} 

# 1 "i000270.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d50991b7_10_i000270_cu_b8eeaf8d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000270.cudafe1.stub.c"
#include "i000270.cudafe1.stub.c"
# 1 "i000270.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
