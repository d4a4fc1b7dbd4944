# 1 "v000920.cu"
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
# 12 "v000920.cu"
__attribute__((visibility("hidden"))) void relax7(double *dst8, unsigned alpha9, int lane10, int *__restrict__ acc11) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern int dyn_12[]; 
# 14
if (((acc11[lane10 & 7]) & (*acc11)) != 8) { 
# 15
return; 
# 16
}  
# 17
alpha9--; 
# 18
} 
#endif
# 20 "v000920.cu"
class Particle13 { 
# 21
int lo14; 
# 22
int vel15, lo16; 
# 24
public: Particle13(int init17, int c18, int c19) : lo14(init17), vel15(c18), lo16(c19) { } 
# 25
int norm20() const { 
# 26
return 256; 
# 27
} 
# 28
}; 
# 29
static size_t d_decay21[8]; 
# 30
static int c_relax22[4]; 
# 32
int grow23(const Particle13 &beta24, float b25, const Particle13 &a26) { 
# 33
([]{ 
# 34
int val27[5]{(static_cast< int>(u'\x61')), (static_cast< int>(44U)), (static_cast< int>(10U)), 43, 4}; 
# 35
float f28 = 4 % (val27[0]); 
# 36
} )(); 
# 37
Particle13 x29{1, 9, 7}; 
# 38
x29.norm20(); 
# 39
int base30[3] = {5, (-36), 8}; 
# 40
float hi31 = (int)(base30[2]); 
# 41
(base30[1]) = (base30[0]); 
# 42
return (((base30[2]) - (base30[1])) & 10) * ((base30[0]) + beta24.norm20()); 
# 43
} 
# 45
double reduce32(const int *__restrict__ coef33, int count34) { 
# 46
if ((*coef33) < count34) { 
# 47
goto out35; 
# 48
}  
# 49
count34 = (33LL); 
# 50
if (((*coef33) <= 35) || (count34 < (coef33[count34 & 7]))) { 
# 51
return 8; 
# 52
}  
# 53
out35:; ; 
# 54
return 21L; 
# 55
} 
# 56
typedef float real36_t; 
# 57
typedef float real37_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 60
template< class T, int N> static void 
# 61
__wrapper__device_stub_stencil38(const T *&input39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 61
{ 
# 62
Particle13 diff40{N, N, N}; 
# 63
if ((d_decay21[4]) > (+(c_relax22[1]))) { 
# 64
return; 
# 65
}  
# 66
const T y41 = ((14.875)); 
# 67
} 
#endif

#pragma GCC diagnostic pop

# 60 "v000920.cu"
template< class T, int N> static void 
# 61
stencil38(const T *input39) {__wrapper__device_stub_stencil38<T,N>(input39);
# 67
return;}
#if 0
# 61
{ 
# 62
Particle13 diff40{N, N, N}; 
# 63
if ((d_decay21[4]) > (+(c_relax22[1]))) { 
# 64
return; 
# 65
}  
# 66
const T y41 = ((14.875)); 
# 67
} 
#endif
# 69 "v000920.cu"
constexpr int host_lerp42(int count43, int n44) { 
# 70
n44 = ((count43 << 1) + (51 - (n44 >> 5))); 
# 71
return 14; 
# 72
} 
# 74
int main() { 
# 75
int count45 = 1247; 
# 76
(__cudaPushCallConfiguration(4 + 508, 1 << (4 + 1), 0, (cudaStream_t)0)) ? (void)0 : stencil38< int, 4> (&count45); 
# 77
count45 = (32U); 
# 78
count45 = ((unsigned)10); 
# 79
(__cudaPushCallConfiguration(dim3((count45 + 63) / 64, 8 + (4 + 4), 4), 32)) ? (void)0 : relax7((double *)nullptr, 30U * count45, __alignof__(float), &count45); 
# 80
grow23(Particle13(20 - count45, ~count45, 31), (15.75F) + ((int)count45), Particle13(16, grow23(Particle13(count45, count45, count45), (5.625F), Particle13(' ', count45, 46)), -2155)); 
# 81
reduce32(nullptr, sizeof(Particle13) / count45); 
# 82
return 0; 
# 83
} 

# 1 "v000920.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a18b3461_10_v000920_cu_d956f857
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000920.cudafe1.stub.c"
#include "v000920.cudafe1.stub.c"
# 1 "v000920.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
