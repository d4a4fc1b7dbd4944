# 1 "v000511.cu"
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
# 17 "v000511.cu"
__attribute((always_inline)) __attribute__((unused)) inline int scatter7(const int *__restrict__ input8, int *__restrict__ acc9, int n10) {int volatile ___ = 1;(void)input8;(void)acc9;(void)n10;
# 23
::exit(___);}
#if 0
# 17
{ 
# 18
__attribute__((unused)) static float sh_11[64]; 
# 19
__attribute__((unused)) static int sh_12[32]; 
# 20
__attribute__((unused)) static int sh_13[128]; 
# 21
int r14[3]{(57L), 47, 3}; 
# 22
return __device_builtin_variable_blockDim.y; 
# 23
} 
#endif
# 25 "v000511.cu"
struct Pixel15 { 
# 26
double mass16; 
# 27
int w17; 
# 28
double hi18; 
# 29
bool weight19; 
# 30
}; 
# 32
inline Pixel15 operator+(Pixel15 a, Pixel15 b) { 
# 33
Pixel15 r = a; 
# 34
(r.mass16) += (b.mass16); 
# 35
(r.w17) += (b.w17); 
# 36
(r.hi18) += (b.hi18); 
# 37
return r; 
# 38
} 
# 40
namespace ops20 { 
# 41
__attribute__((visibility("hidden"))) void pack21(float *out22) ;
#if 0
# 41
{ 
# 42
int tid23 = __device_builtin_variable_threadIdx.x; 
# 43
((out22[1])--), ((*out22) -= ((out22[tid23]) - ((__device_builtin_variable_threadIdx.x) & (15)))); 
# 44
(out22[tid23]) = (((19.25F) * tid23) * ((tid23 & 15) * (12 >> tid23))); 
# 45
Pixel15 v24{(5), 10, ((9.875F)), static_cast< bool>(scatter7(nullptr, nullptr, tid23))}; 
# 46
constexpr float e25 = (23.375F); 
# 47
} 
#endif
# 49 "v000511.cu"
float scale26(float a27 = 27L) { 
# 50
int r28[8] = {47, ((int)19), 7}; 
# 51
(r28[2]) = (((r28[3]) + 8) & 15); 
# 52
(__cudaPushCallConfiguration(16, 512, 1 << 12)) ? (void)0 : ops20::pack21((float *)nullptr); 
# 53
return static_cast< int>((r28[3]) & 15); 
# 54
} 
# 55
}
# 57
float relax29(int len30) { 
# 58
len30 = (len30 & 15); 
# 59
switch (len30) { 
# 60
case 8:  
# 61
len30 = (((len30 + len30) / 16) + (len30 >> 6)); 
# 62
break; 
# 63
case 5:  { 
# 64
float prod31 = len30 + (static_cast< int>(len30)); 
# 65
[[fallthrough]] ; 
# 66
} 
# 67
case 3:  
# 68
break; 
# 69
default:  
# 70
break; 
# 71
}  
# 72
return len30 / ((len30 + 5) + (23U + len30)); 
# 73
} 
# 75
class Vec32 { 
# 76
unsigned mass33; 
# 77
double mass34; 
# 78
unsigned mass35; 
# 80
public: Vec32(unsigned a36, double b37, unsigned b38) : mass33(a36), mass34(b37), mass35(b38) { } 
# 81
void bump39(float idx40) { 
# 82
(mass34) = (63); 
# 83
} 
# 84
unsigned apply41() const { 
# 85
return relax29(mass35); 
# 86
} 
# 87
}; 
# 89
int main() { 
# 90
int len42 = 604; 
# 91
(__cudaPushCallConfiguration(16, 64, 256)) ? (void)0 : ops20::pack21(static_cast< float *>(nullptr)); 
# 92
(__cudaPushCallConfiguration((len42 + 63) / 64, 16 + 16)) ? (void)0 : ops20::pack21(nullptr); 
# 93
(__cudaPushCallConfiguration((len42 + 63) / 64, 1 << 8)) ? (void)0 : ops20::pack21(nullptr); 
# 94
float x43 = len42; 
# 95
return 0; 
# 96
} 

# 1 "v000511.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2955e9af_10_v000511_cu_57e5384b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000511.cudafe1.stub.c"
#include "v000511.cudafe1.stub.c"
# 1 "v000511.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
