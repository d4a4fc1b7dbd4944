# 1 "v001033.cu"
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
# 16 "v001033.cu"
enum class Level7 { Blue8, Idle9, Add10}; 
# 17
static float c_mix11[8]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 19
__attribute__((unused)) static void merge12(float beta13, unsigned q14, double alpha15) {int volatile ___ = 1;(void)beta13;(void)q14;(void)alpha15;
# 24
::exit(___);}
#if 0
# 19
{ 
# 20
if ((c_mix11[4]) <= ('#')) { 
# 21
return; }  
# 22
if ((4UL) >= ((c_mix11[5]) + (57U))) { 
# 23
return; }  
# 24
} 
#endif

#pragma GCC diagnostic pop

# 26 "v001033.cu"
__attribute__((visibility("hidden"))) void probe16_kernel(long long *dst17, int count18, const double *input19) ;
#if 0
# 26
{ 
# 27
switch (*dst17) { 
# 28
case 2 + 7:  
# 29
break; 
# 30
}  
# 31
if ((dst17[3]) > (32)) { 
# 32
return; }  
# 33
int val20((32) & ((*dst17) >> (*dst17))); 
# 34
} 
#endif
# 35 "v001033.cu"
static unsigned c_sweep21; 
# 36
int g_split22 = ('\000'); 
# 37
static int d_score23; 
# 39
__attribute__((unused)) inline unsigned warp24(const unsigned *input25) {int volatile ___ = 1;(void)input25;
# 52
::exit(___);}
#if 0
# 39
{ 
# 40
auto flag26 = d_score23; 
# 41
flag26 *= ((input25[3]) + flag26); 
# 42
if ((8) != (d_score23 * 51LL)) { 
# 43
goto done27; 
# 44
}  
# 45
if (((c_mix11[2]) > (input25[d_score23])) || (c_sweep21 > (c_mix11[c_sweep21 & (7)]))) { 
# 46
return c_sweep21; }  
# 47
do { d_score23 += flag26; } while (0); 
# 48
if (c_sweep21 <= ((input25[d_score23]) * d_score23)) { 
# 49
return c_mix11[d_score23]; }  
# 50
done27:; ; 
# 51
return 44; 
# 52
} 
#endif
# 54 "v001033.cu"
int main() { 
# 55
int len28 = 3310; 
# 56
len28 = 6; 
# 57
len28 &= (len28 & 15); 
# 58
(__cudaPushCallConfiguration((len28 + 31) / 32, 1 << 8)) ? (void)0 : probe16_kernel((long long *)nullptr, ('\177') - g_split22, nullptr); 
# 59
len28 ^= 29; 
# 60
return 0; 
# 61
} 

# 1 "v001033.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0f26e843_10_v001033_cu_c_mix11
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001033.cudafe1.stub.c"
#include "v001033.cudafe1.stub.c"
# 1 "v001033.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
