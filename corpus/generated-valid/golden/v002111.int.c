# 1 "v002111.cu"
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
# 23 "v002111.cu"
template< class T> __attribute__((unused)) int 
# 24
kick7(const T *__restrict__ src8) {int volatile ___ = 1;(void)src8;
# 29
::exit(___);}
#if 0
# 24
{ 
# 25
short acc9 = (3980); 
# 26
double v10 = +((acc9 + acc9) % (__device_builtin_variable_blockIdx.x)); 
# 27
int sum11{(14UL)}; 
# 28
return sum11; 
# 29
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 31 "v002111.cu"
__attribute__((unused)) static int norm12(int lane13) {int volatile ___ = 1;(void)lane13;
# 37
::exit(___);}
#if 0
# 31
{ 
# 32
int cnt14 = static_cast< int>((lane13 & (__device_builtin_variable_threadIdx.y)) - (17)); 
# 33
kick7< long> ((const long *)nullptr); 
# 34
++cnt14; 
# 35
long r15[2] = {(static_cast< long>(11))}; 
# 36
return 9; 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 38 "v002111.cu"
static float d_stencil16; 
# 40
__attribute__((unused)) short tile17(const int *in18, int count19) {int volatile ___ = 1;(void)in18;(void)count19;
# 49
::exit(___);}
#if 0
# 40
{ 
# 41
d_stencil16 = (sizeof(size_t)); 
# 42
count19--; 
# 43
double mid20((15.125) / (__device_builtin_variable_threadIdx.z)); 
# 44
norm12(static_cast< float>(d_stencil16)); 
# 45
float off21 = ((float)(__device_builtin_variable_threadIdx.x)) / ((((__device_builtin_variable_threadIdx.x) + (29)) + sizeof(int)) / (8.75F)); 
# 46
++d_stencil16; 
# 47
norm12(mid20); 
# 48
return mid20; 
# 49
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 51 "v002111.cu"
__attribute((noinline)) __attribute__((unused)) static int pivot22(int n23, float q24, int stride25) {int volatile ___ = 1;(void)n23;(void)q24;(void)stride25;
# 58
::exit(___);}
#if 0
# 51
{ 
# 52
stride25++; 
# 53
kick7((const double *)nullptr); 
# 54
__attribute__((unused)) static signed char sh_26[sizeof(float) * (2)]; 
# 55
(sh_26[(__device_builtin_variable_blockIdx.x) & (7)]) = d_stencil16; 
# 56
d_stencil16 = ((norm12(q24)) * (11.875F)); 
# 57
return -(tile17(&stride25, kick7< double> ((const double *)nullptr))); 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 60 "v002111.cu"
__attribute((always_inline)) __attribute__((unused)) inline float relax27(unsigned beta28) {int volatile ___ = 1;(void)beta28;
# 66
::exit(___);}
#if 0
# 60
{ 
# 61
float k29 = d_stencil16; 
# 62
k29 = (kick7((const unsigned *)nullptr)); 
# 63
float v30[4] = {}; 
# 64
d_stencil16 = (static_cast< int>(d_stencil16)); 
# 65
return (~(~beta28)) | (__device_builtin_variable_threadIdx.x); 
# 66
} 
#endif
# 67 "v002111.cu"
static int d_score31; 
# 69
__attribute__((visibility("hidden"))) void bias32(long long *__restrict__ buf33) ;
#if 0
# 69
{ 
# 70
unsigned gid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 71
__attribute__((unused)) static unsigned char sh_35[256]; 
# 72
(buf33[__device_builtin_variable_gridDim.y]) = ((kick7(reinterpret_cast< const long *>(buf33))) - 60UL); 
# 73
pivot22(kick7< double> (reinterpret_cast< const double *>(buf33)) + norm12(sizeof(short)), (sh_35[80]) + d_stencil16, pivot22(d_stencil16, gid34, gid34 & (sh_35[gid34]))); 
# 74
(buf33[d_score31 & 7]) = (2027); 
# 75
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 78 "v002111.cu"
__attribute__((unused)) static unsigned relax36(int len37) {int volatile ___ = 1;(void)len37;
# 84
::exit(___);}
#if 0
# 78
{ 
# 79
unsigned char f38[8] = {}; 
# 80
__attribute__((unused)) static int sh_39[16]; 
# 81
(f38[(__device_builtin_variable_blockIdx.x) & (7)]) = ((f38[1]) * pivot22(12L, (int)(f38[2]), -56)); 
# 82
len37 = ((int)((__device_builtin_variable_warpSize % (sh_39[d_score31])) << (sizeof(float) * len37))); 
# 83
return kick7(&d_stencil16) - norm12((int)9); 
# 84
} 
#endif

#pragma GCC diagnostic pop

# 86 "v002111.cu"
int main() { 
# 87
int len40 = 1401; 
# 88
cudaStream_t q41 = (0); 
# 89
(__cudaPushCallConfiguration(((dim3)((len40 + 127) / 128)), 8 + 248, sizeof(float) * (32))) ? (void)0 : bias32(nullptr); 
# 90
return 0; 
# 91
} 

# 1 "v002111.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__255bba90_10_v002111_cu_8d018750
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002111.cudafe1.stub.c"
#include "v002111.cudafe1.stub.c"
# 1 "v002111.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
