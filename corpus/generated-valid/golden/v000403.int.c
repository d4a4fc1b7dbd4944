# 1 "v000403.cu"
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
# 9 "v000403.cu"
enum Op5: int { SLOW6, BUSY7, MUL8, OFF9}; 
# 10
namespace util10 { 
# 11
enum Color11 { MUL12 = 3, IDLE13}; 
# 12
}
# 13
float kick14(long q15 = 40U) 
# 14
{ 
# 15
if ((q15 / 1188ULL) > ('A')) { 
# 16
return (10.75F); 
# 17
}  
# 18
q15 -= q15; 
# 19
int m16 = ((q15 * q15) > __alignof__(int)) ? q15 * q15 : __alignof__(int); 
# 20
return (4.875F); 
# 21
} 
# 22
int lerp17(int lane18, unsigned long *out19, int stride20) 
# 23
{ 
# 24
auto hi21 = kick14(BUSY7); 
# 25
auto fn22 = []()->double { 
# 26
return (12.5); 
# 27
} ; typedef decltype(fn22) __T0;
# 28
if ((((out19[5]) + 22UL) + (5)) >= (out19[1])) { 
# 29
goto skip24; 
# 30
}  
# 31
fn22(); 
# 32
hi21++; 
# 33
for (int j23 = 0; j23 < stride20; j23 += 4) { 
# 34
hi21 = (static_cast< int>((lane18 + (sizeof(float) * j23)) + stride20)); 
# 35
--hi21; 
# 36
kick14(); 
# 37
}  
# 38
skip24:; ; 
# 39
return kick14(*out19); 
# 40
} 
# 41
namespace math25 { 
# 42
typedef int idx26_t; 
# 43
}
# 45
__attribute__((visibility("hidden"))) void rank27(math25::idx26_t *data28) ;
#if 0
# 46
{ 
# 47
math25::idx26_t tid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
kick14(static_cast< unsigned>(*data28)); 
# 49
Op5 q30 = MUL8; 
# 50
unsigned t31{(28)}; 
# 51
math25::idx26_t lim32{('z')}; 
# 52
++t31; 
# 53
int s33 = (__device_builtin_variable_warpSize > ((q30 > (sizeof(float) / q30)) ? q30 : (sizeof(float) / q30))) ? __device_builtin_variable_warpSize : ((q30 > (sizeof(float) / q30)) ? q30 : (sizeof(float) / q30)); 
# 54
} 
#endif
# 55 "v000403.cu"
inline math25::idx26_t run_tally34(unsigned q35, const unsigned char *coef36) 
# 56
{ 
# 57
auto lam39 = [&](math25::idx26_t x37, long diff38)->int { 
# 58
lerp17(util10::MUL12, nullptr, 59U); 
# 59
return (static_cast< float>(sizeof(double))) * x37; 
# 60
} ; typedef decltype(lam39) __T1;
# 61
(__cudaPushCallConfiguration(sizeof(unsigned) * (2), (OFF9) + ((MUL8) + ((util10::MUL12) + 120)))) ? (void)0 : rank27(static_cast< int *>(nullptr)); 
# 62
q35 = (3080); 
# 63
if (('0') <= (+q35)) { 
# 64
return -56; 
# 65
}  
# 66
++q35; 
# 67
Op5 r40 = SLOW6; 
# 68
dim3 r41((q35 + (255)) / (256), BUSY7, 1); 
# 69
return 5 + (coef36[q35]); 
# 70
} 
# 71
int main() 
# 72
{ 
# 73
int n42 = 1009; 
# 74
n42 = n42; 
# 75
++n42; 
# 76
return 0; 
# 77
} 

# 1 "v000403.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7560db31_10_v000403_cu_41334e90
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000403.cudafe1.stub.c"
#include "v000403.cudafe1.stub.c"
# 1 "v000403.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
