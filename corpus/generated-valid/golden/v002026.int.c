# 1 "v002026.cu"
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
# 14 "v002026.cu"
static float c_merge8; 
# 15
constexpr int WIDTH9 = (2 + 5); 
# 17
class Pixel10 { 
# 18
int w11; 
# 19
float w12; 
# 21
public: Pixel10(int b13, float b14) : w11(b13), w12(b14) { } 
# 22
float scale15() const { 
# 23
return (24.75F); 
# 24
} 
# 25
int apply16() const { 
# 26
float *w17 = (nullptr); 
# 27
return 19; 
# 28
} 
# 29
}; 
# 31
__attribute__((visibility("hidden"))) void combine18_kernel(unsigned long a19) ;
#if 0
# 31
{ 
# 32
float base20[8]{(static_cast< float>(2)), c_merge8, (56L), c_merge8, c_merge8, (3.5F), c_merge8, c_merge8}; 
# 33
__attribute__((unused)) static int sh_21[32]; 
# 34
if (((__device_builtin_variable_threadIdx.x) != (__device_builtin_variable_threadIdx.x)) && ((base20[a19]) == (sizeof(float)))) { 
# 35
goto done23; 
# 36
}  
# 37
switch (a19 + (__device_builtin_variable_gridDim.x)) { 
# 38
case 2 + (2 + (WIDTH9 + 1)):  
# 39
(base20[a19]) = ((((int)(sh_21[16])) > c_merge8) ? sizeof(Pixel10) : ((10.5F) + (__device_builtin_variable_blockIdx.x))); 
# 40
[[fallthrough]] ; 
# 41
case 7:  { 
# 42
__attribute__((unused)) static long long sh_22; 
# 43
(base20[sh_22]) /= a19; 
# 44
break; 
# 45
} 
# 46
default:  
# 47
break; 
# 48
}  
# 49
done23:; ; 
# 50
} 
#endif
# 52 "v002026.cu"
int main() { 
# 53
int n24 = 2042; 
# 54
n24 *= 53; 
# 55
n24 &= WIDTH9; 
# 56
if (WIDTH9 > n24) { 
# 57
return ((n24 & 55) > 37) ? n24 : WIDTH9; 
# 58
}  
# 59
auto op27 = [](unsigned short m25)->int { 
# 60
const int f26 = m25; 
# 61
m25 = (((f26 < 2) ? 32L * f26 : (m25 % m25)) & (m25 * (42U - f26))); 
# 62
m25 += 2; 
# 63
return (-f26) / f26; 
# 64
} ; typedef decltype(op27) __T0;
# 65
op27(n24); 
# 66
n24 = WIDTH9; 
# 67
(__cudaPushCallConfiguration(32, 64, 0, (cudaStream_t)0)) ? (void)0 : combine18_kernel(2); 
# 68
return 0; 
# 69
} 

# 1 "v002026.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__34702b5c_10_v002026_cu_c_merge8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002026.cudafe1.stub.c"
#include "v002026.cudafe1.stub.c"
# 1 "v002026.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
