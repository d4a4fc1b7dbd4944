# 1 "v001955.cu"
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
# 19 "v001955.cu"
double apply6(float p7) { 
# 20
int val8 = (p7 + (2577)) - p7; 
# 21
int mid9 = (val8 * val8) << 5; 
# 22
unsigned sum10 = (6 + mid9) << ((52 - val8) + (mid9 - val8)); 
# 23
sum10 &= sum10; 
# 24
return (3.125); 
# 25
} 
# 26
enum class State11: short { Mul12, Slow13, Slow14 = 3, Green15}; 
# 28
__attribute__((visibility("hidden"))) void filter16_kernel(double beta17, float a18, int len19, float q20) ;
#if 0
# 28
{ 
# 29
a18 = (128); 
# 30
int w21 = 0; 
# 31
while (w21 < 10) { 
# 32
__attribute__((unused)) static int sh_22[8]; 
# 33
State11 lim23 = State11::Slow13; 
# 34
++w21; 
# 35
}  
# 36
__attribute__((unused)) static int sh_24; 
# 37
if (w21 != 37LL) { 
# 38
goto skip25; 
# 39
}  
# 40
if (((float)beta17) < (15)) { 
# 41
return; }  
# 42
skip25:; ; 
# 43
} 
#endif
# 45 "v001955.cu"
struct Sample26 { 
# 46
long x27; 
# 47
unsigned y28; 
# 48
double hi29; 
# 49
}; 
# 51
inline Sample26 operator+(Sample26 a, Sample26 b) { 
# 52
Sample26 r = a; 
# 53
(r.x27) += (b.x27); 
# 54
(r.y28) += (b.y28); 
# 55
(r.hi29) += (b.hi29); 
# 56
return r; 
# 57
} 
# 59
float run_relax30(State11 a31) { 
# 60
int iter32 = 0; 
# 61
while (iter32 < 3) { 
# 62
++iter32; }  
# 63
const int z33 = iter32; 
# 64
(__cudaPushCallConfiguration(5 + 123, 32)) ? (void)0 : filter16_kernel(27UL - z33, apply6(z33), 3 - z33, static_cast< int>(5)); 
# 65
(__cudaPushCallConfiguration(dim3((z33 + 127) / 128, 1 << 4), 256 * 2)) ? (void)0 : filter16_kernel(apply6(iter32), 5, apply6(apply6(z33)), 128 + z33); 
# 66
int f34 = iter32; 
# 67
return 64; 
# 68
} 
# 70
int main() { 
# 71
int n35 = 2405; 
# 72
dim3 hi36 = dim3((n35 + 127) / 128, 256); 
# 73
if ((n35 + n35) == n35) { 
# 74
return ((n35 += n35), (n35 - 4)); }  
# 75
return 0; 
# 76
} 

# 1 "v001955.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__820213f7_10_v001955_cu_d767c082
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001955.cudafe1.stub.c"
#include "v001955.cudafe1.stub.c"
# 1 "v001955.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
