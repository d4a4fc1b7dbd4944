# 1 "v000937.cu"
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
# 14 "v000937.cu"
class Vec5 { 
# 15
int flag6; 
# 17
public: Vec5(int init7) : flag6(init7) { } 
# 18
int reset8() const 
# 19
{ 
# 20
return 13LL; 
# 21
} 
# 22
}; 
# 23
struct Pixel9 { 
# 24
float count10; 
# 25
unsigned flag11; 
# 26
}; 
# 27
Pixel9 operator+(Pixel9 a, Pixel9 b) 
# 28
{ 
# 29
Pixel9 r = a; 
# 30
(r.count10) += (b.count10); 
# 31
(r.flag11) += (b.flag11); 
# 32
return r; 
# 33
} 
# 34
float g_trace12 = (1.25F); 
# 35
__attribute__((visibility("hidden"))) void norm13(float p14, const int *__restrict__ in15, int stride16, int *dst17) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern long long dyn_18[]; 
# 38
if (float flag19 = (6.75F); ((in15[stride16 & 7]) + 32) >= (dyn_18[6])) { 
# 39
short e20 = (8 * (((dst17[stride16]) += 54), 0)) & ((46 * (dst17[3])) & (dyn_18[4])); 
# 40
auto f21 = (22.625F); 
# 41
}  
# 42
(dyn_18[stride16])--; 
# 43
} 
#endif
# 44 "v000937.cu"
static Pixel9 c_lerp22; 
# 45
__attribute__((visibility("hidden"))) void fuse23(float b24) ;
#if 0
# 46
{ 
# 47
b24 = (c_lerp22.count10); 
# 48
++b24; 
# 49
} 
#endif
# 50 "v000937.cu"
static constexpr int LANES25 = (24 + (3 + (24 + 77))); 
# 51
static double d_warp26[16]; 
# 52
__attribute__((visibility("hidden"))) void scatter27(const int *src28, unsigned *data29, double *buf30, int stride31) ;
#if 0
# 53
{ 
# 54
Vec5 m32((c_lerp22.flag11) ^ (data29[0])); 
# 55
int iter33 = 0; 
# 56
while (iter33 < (3 + 2)) { 
# 57
if (data29 == (nullptr)) { 
# 58
(buf30[stride31 & 7])++; 
# 59
if (buf30 == (nullptr)) { 
# 60
return; 
# 61
}  
# 62
}  
# 63
++iter33; 
# 64
}  
# 65
} 
#endif
# 66 "v000937.cu"
int check_fuse34(const int *in35, int n36, int *out37) 
# 67
{ 
# 68
g_trace12 = (out37[n36]); 
# 69
int base38{(25L)}; 
# 70
n36 = 3; 
# 71
return (int)(n36 / 19UL); 
# 72
} 
# 73
int main() 
# 74
{ 
# 75
int n39 = 1037; 
# 76
Vec5 v40(check_fuse34(static_cast< const int *>(nullptr), g_trace12, &n39)); 
# 77
constexpr float h41 = (17.25F); 
# 78
(__cudaPushCallConfiguration(1, 64 * 4)) ? (void)0 : norm13(g_trace12 - LANES25, (const int *)nullptr, (int)LANES25, &n39); 
# 79
(__cudaPushCallConfiguration((n39 + 127) / 128, 32 + 32)) ? (void)0 : fuse23(n39 & n39); 
# 80
(__cudaPushCallConfiguration((n39 + 127) / 128, 16 * 2, 0, 0)) ? (void)0 : scatter27(&n39, nullptr, nullptr, check_fuse34(&n39, 34, &n39) - LANES25); 
# 81
return 0; 
# 82
} 

# 1 "v000937.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__013c2568_10_v000937_cu_52b340c9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000937.cudafe1.stub.c"
#include "v000937.cudafe1.stub.c"
# 1 "v000937.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
