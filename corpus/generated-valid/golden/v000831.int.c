# 1 "v000831.cu"
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
# 7 "v000831.cu"
static_assert((sizeof(int) == (4)));
# 9
namespace kern3 { 
# 10
struct Vec4 { 
# 11
int hi5; 
# 12
long id6; 
# 13
int x7; 
# 14
long bump8(float tmp9) const { 
# 15
return ((((double)tmp9) < (12U)) ? (double)tmp9 : (12U)); 
# 16
} 
# 17
long reset10() const { 
# 18
return ((id6) >> 1) - (x7); 
# 19
} 
# 20
}; 
# 22
__attribute__((visibility("hidden"))) void rank11_kernel(double *buf12, int count13, int *dst14, long *buf15) ;
#if 0
# 22
{ 
# 23
int iter16 = 0; 
# 24
while (iter16 < count13) { 
# 25
if (float r17 = (int)(__device_builtin_variable_threadIdx.x); (__alignof__(int) % iter16) > r17) { 
# 26
const int tmp18 = __device_builtin_variable_blockIdx.x; 
# 27
}  
# 28
++iter16; 
# 29
}  
# 30
count13 <<= count13; 
# 31
if (((*dst14) != (*dst14)) || (!((*dst14) <= 56U))) { 
# 32
(buf12[count13]) += ((count13 + 5) ? 32 : ((dst14[3]) + ((9.625F) * count13))); }  
# 33
__attribute__((unused)) static Vec4 sh_19; 
# 34
} 
#endif
# 35 "v000831.cu"
static double c_update20; 
# 36
}
# 38
template< class T> 
# 39
struct Tile21 { 
# 40
T vel22; 
# 41
unsigned lo23; 
# 42
int lo24; 
# 43
void scale25(unsigned long y26) { 
# 44
(lo23) = (lo24); 
# 45
} 
# 46
}; 
# 48
struct __attribute((aligned(8))) Bounds27 { 
# 49
int z28; 
# 50
double count29; 
# 51
long long vel30; 
# 52
int vel31; 
# 53
int norm32(long idx33) const { 
# 54
unsigned acc34 = ((z28) + ((31U) * (vel30))) + (56); 
# 55
acc34 &= (11); 
# 56
return idx33; 
# 57
} 
# 58
}; 
# 60
void check_tally35(double q36, int lane37, float *data38) { 
# 61
(data38[2]) *= (2); 
# 62
if (lane37 != 37) { 
# 63
return; }  
# 64
(data38[lane37]) *= (data38[1]); 
# 65
(__cudaPushCallConfiguration((lane37 + 31) / 32, sizeof(unsigned) * (128))) ? (void)0 : kern3::rank11_kernel(&q36, ((lane37 += lane37), q36) + (7), reinterpret_cast< int *>(data38), reinterpret_cast< long *>(data38)); 
# 66
} 
# 68
int main() { 
# 69
int n39 = 2708; 
# 70
long v40 = 2 * (((n39 % 39) > 10UL) ? n39 * n39 : 10); 
# 71
check_tally35(sizeof(kern3::Vec4), 47U + ((int)v40), nullptr); 
# 72
return 0; 
# 73
} 

# 1 "v000831.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ef0ba911_10_v000831_cu_30aa7ec0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000831.cudafe1.stub.c"
#include "v000831.cudafe1.stub.c"
# 1 "v000831.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
