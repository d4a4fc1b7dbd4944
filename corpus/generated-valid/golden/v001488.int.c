# 1 "v001488.cu"
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
# 14 "v001488.cu"
__attribute((always_inline)) __attribute__((unused)) inline int gather6(int lane7) {int volatile ___ = 1;(void)lane7;
# 27
::exit(___);}
#if 0
# 14
{ 
# 15
lane7 = (lane7 - ((__device_builtin_variable_gridDim.x) - lane7)); 
# 16
if (lane7) { 
# 17
if (((__device_builtin_variable_blockDim.x) == (61)) || (((lane7 < 9L) ? lane7 : 9L) != sizeof(int))) { 
# 18
if ((lane7 << 6) < ((__device_builtin_variable_blockDim.x) / (9))) { 
# 19
lane7 = (15L + (+lane7)); 
# 20
}  
# 21
if (lane7 || (lane7 >= lane7)) { 
# 22
return (lane7 >= (__device_builtin_variable_threadIdx.x)) ? 3451 : (__device_builtin_variable_threadIdx.y); 
# 23
}  
# 24
}  
# 25
}  
# 26
return lane7; 
# 27
} 
#endif
# 29 "v001488.cu"
__attribute__((unused)) inline void warp8(const int *src9, int lane10, unsigned q11) {int volatile ___ = 1;(void)src9;(void)lane10;(void)q11;
# 32
::exit(___);}
#if 0
# 29
{ 
# 30
gather6(lane10); 
# 31
int *v12 = ((int *)nullptr); 
# 32
} 
#endif
# 34 "v001488.cu"
__attribute__((unused)) inline unsigned reduce13(unsigned *dst14, float *acc15) {int volatile ___ = 1;(void)dst14;(void)acc15;
# 41
::exit(___);}
#if 0
# 34
{ 
# 35
if ((__device_builtin_variable_threadIdx.x) - (dst14[6])) { 
# 36
(dst14[4]) = (gather6(((__device_builtin_variable_threadIdx.x) ? dst14[__device_builtin_variable_gridDim.z] : (22)) * ((dst14[3]) * 21UL))); 
# 37
}  
# 38
int s16 = (gather6(sizeof(char)) << ((*dst14) >> (*dst14))) - (((dst14[__device_builtin_variable_warpSize]) % (8)) % (8)); 
# 39
s16 = (dst14[s16]); 
# 40
return __device_builtin_variable_threadIdx.x; 
# 41
} 
#endif
# 42 "v001488.cu"
enum class Mode17 { 
# 43
Low18 = 3, 
# 44
Slow19, 
# 45
Add20, 
# 46
Off21, 
# 47
Blue22
# 48
}; 
# 50
static void tile23(long a24, double *out25, int len26) ;
#if 0
# 50
{ 
# 51
unsigned idx27 = __device_builtin_variable_threadIdx.x; 
# 52
if (idx27 >= len26) { 
# 53
return; 
# 54
}  
# 55
reduce13(reinterpret_cast< unsigned *>(out25), reinterpret_cast< float *>(out25)); 
# 56
a24 = (idx27 / len26); 
# 57
} 
#endif
# 59 "v001488.cu"
static void fuse28(float *data29, int *acc30) ;
#if 0
# 59
{ 
# 60
int gid31 = __device_builtin_variable_threadIdx.x; 
# 61
char res32 = (((int)(__device_builtin_variable_threadIdx.x)) - 15L) * (reduce13((unsigned *)nullptr, data29)); 
# 62
__attribute__((unused)) static int sh_33[sizeof(unsigned) * (8)]; 
# 63
int y34 = +(__device_builtin_variable_threadIdx.x); 
# 64
} 
#endif
# 66 "v001488.cu"
__attribute((always_inline)) __attribute__((unused)) inline float grow35(double *dst36, int n37) {int volatile ___ = 1;(void)dst36;(void)n37;
# 70
::exit(___);}
#if 0
# 66
{ 
# 67
__attribute__((unused)) static int sh_38[16 * 2]; 
# 68
(sh_38[n37]) = (n37 * (17UL / ((sh_38[n37]) >> n37))); 
# 69
return gather6(reduce13(reinterpret_cast< unsigned *>(dst36), reinterpret_cast< float *>(dst36))); 
# 70
} 
#endif
# 72 "v001488.cu"
int main() { 
# 73
int len39 = 1599; 
# 74
Mode17 s40 = Mode17::Off21; 
# 75
float lo41 = (2 * len39) + (-0); 
# 76
(__cudaPushCallConfiguration(4, sizeof(float) * (8), 1 << 10, nullptr)) ? (void)0 : tile23(((s40 == Mode17::Blue22) || len39) ? len39 : (len39 - len39), (double *)nullptr, 38L); 
# 77
(__cudaPushCallConfiguration(1 << 2, 256, 0, 0)) ? (void)0 : fuse28(&lo41, &len39); 
# 78
return 0; 
# 79
} 

# 1 "v001488.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__34661c45_10_v001488_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001488.cudafe1.stub.c"
#include "v001488.cudafe1.stub.c"
# 1 "v001488.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
