# 1 "v001932.cu"
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
# 14 "v001932.cu"
struct __attribute((aligned(8))) Particle4 { 
# 15
int flag5; 
# 16
int mass6; 
# 17
}; 
# 19
inline Particle4 operator+(Particle4 a, Particle4 b) { 
# 20
Particle4 r = a; 
# 21
(r.flag5) += (b.flag5); 
# 22
(r.mass6) += (b.mass6); 
# 23
return r; 
# 24
} 
# 26
struct alignas(8) Span7 { 
# 27
double lo8; 
# 28
unsigned short sum9; 
# 29
void apply10(double k11) { 
# 30
(sum9) = (sizeof(Particle4)); 
# 31
(sum9) = ('z'); 
# 32
} 
# 33
void total12(unsigned z13) { 
# 34
unsigned char v14(sum9); 
# 35
} 
# 36
}; 
# 38
Span7 operator+(Span7 a, Span7 b) { 
# 39
Span7 r = a; 
# 40
(r.lo8) += (b.lo8); 
# 41
(r.sum9) += (b.sum9); 
# 42
return r; 
# 43
} 
# 45
__attribute__((visibility("hidden"))) void mix15(const Span7 beta16, float beta17, float q18, const float *in19) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) extern unsigned dyn_20[]; 
# 47
int gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
switch ((beta16.sum9) * ('#')) { 
# 49
case 4:  
# 50
case 2:  { 
# 51
beta17 = beta17; 
# 52
__attribute__((unused)) static Particle4 sh_22[4 * (5 + (5 + (5 + 1)))]; 
# 53
break; 
# 54
} 
# 55
case 7:  
# 56
break; 
# 57
case 3:  
# 58
break; 
# 59
default:  { 
# 60
__attribute__((unused)) static Particle4 sh_23; 
# 61
break; 
# 62
} 
# 63
}  
# 64
static_assert(((12 + 45) > 56));
# 65
static_assert((sizeof(int) == (4)), "tile must fit");
# 66
int t24 = 35; 
# 67
} 
#endif
# 69 "v001932.cu"
int main() { 
# 70
int count25 = 1186; 
# 71
(__cudaPushCallConfiguration(dim3(5 + 27, (count25 + 127) / 128), dim3(12 + 500, (count25 + 63) / 64, (count25 + 255) / 256), sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : mix15(Span7{(8.0), (static_cast< unsigned short>(56))}, (15) + ((float)count25), count25, nullptr); 
# 72
auto lam28 = [](unsigned char r26, int w27) { 
# 73
r26 = (r26 - 255); 
# 74
} ; typedef decltype(lam28) __T0;
# 75
lam28(count25, 5); 
# 76
auto e29 = count25 * count25; 
# 77
e29 = (((5 % e29) ^ sizeof(unsigned char)) / (5)); 
# 78
int t30 = e29 / 4632; 
# 79
float cnt31[2] = {}; 
# 80
return 0; 
# 81
} 

# 1 "v001932.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9095deee_10_v001932_cu_03cabd42
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001932.cudafe1.stub.c"
#include "v001932.cudafe1.stub.c"
# 1 "v001932.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
