# 1 "v001511.cu"
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
# 11 "v001511.cu"
__attribute((noinline)) __attribute__((unused)) void fuse6(const double *in7, int len8, bool b9) 
# 12
{int volatile ___ = 1;(void)in7;(void)len8;(void)b9;
# 17
::exit(___);}
#if 0
# 12
{ 
# 13
for (int n10 = 0; n10 < 11; n10 += 1) { 
# 14
len8++; 
# 15
__attribute__((unused)) static unsigned sh_11[16]; 
# 16
}  
# 17
} 
#endif
# 19 "v001511.cu"
struct Bounds12 { 
# 20
int flag13; 
# 21
unsigned w14; 
# 22
char w15; 
# 23
float flag16; 
# 24
}; 
# 26
Bounds12 operator+(Bounds12 a, Bounds12 b) 
# 27
{ 
# 28
Bounds12 r = a; 
# 29
(r.flag13) += (b.flag13); 
# 30
(r.w14) += (b.w14); 
# 31
(r.w15) += (b.w15); 
# 32
(r.flag16) += (b.flag16); 
# 33
return r; 
# 34
} 
# 35
static double c_trace17; 
# 37
unsigned short stencil18(int len19, int *dst20, float alpha21 = 1934) 
# 38
{ 
# 39
if ((dst20[len19]) <= len19) { 
# 40
return 9 - len19; 
# 41
}  
# 42
--alpha21; 
# 43
return (dst20[len19]) / ((dst20[5]) % 8); 
# 44
} 
# 46
void pack22(float *buf23, char b24 = 60UL) 
# 47
{ 
# 48
stencil18(((*buf23) * b24) + (b24 % 8), reinterpret_cast< int *>(buf23), stencil18(28UL / b24, reinterpret_cast< int *>(buf23), 3)); 
# 49
(buf23[6]) += b24; 
# 50
} 
# 52
__attribute__((visibility("hidden"))) void weigh25_kernel(unsigned *buf26, const long long *src27, float *out28) ;
#if 0
# 53
{ 
# 54
(buf26[__device_builtin_variable_gridDim.x]) ^= ((sizeof(int)) - (((buf26[__device_builtin_variable_blockDim.x]) - (*src27)) + ((*buf26) - (*src27)))); 
# 55
int val29 = out28[__device_builtin_variable_threadIdx.x]; 
# 56
} 
#endif
# 58 "v001511.cu"
inline float step30(const unsigned *input31, int lane32) 
# 59
{ 
# 60
Bounds12 mid33 = Bounds12{(24UL), (1978UL), static_cast< char>(input31[3]), (8.0F)}; 
# 61
for (int i34 = 5; i34 > 0; --i34) { 
# 62
int iter35 = 0; 
# 63
do { 
# 64
(mid33.flag13) *= i34; 
# 65
mid33 = Bounds12{(2521U), (54), static_cast< char>(lane32), (9.0F)}; 
# 66
++iter35; 
# 67
} while (iter35 < (2 * 5)); 
# 68
lane32 /= ((!(((input31[6]) <= (4)) || i34)) ? stencil18(+lane32, nullptr, mid33.flag16) : 42); 
# 69
lane32--; 
# 70
}  
# 71
return ((input31[lane32]) % (8)); 
# 72
} 
# 74
int main() 
# 75
{ 
# 76
int size36 = 278; 
# 77
size36 -= (stencil18(3194UL, nullptr, size36 - (size36 + size36))); 
# 78
size36 &= ((stencil18(size36 - size36, (int *)nullptr, (24.5F))) * size36); 
# 79
(__cudaPushCallConfiguration(4 + 4, dim3(128, 4 + (4 + (4 + 116))))) ? (void)0 : weigh25_kernel(nullptr, static_cast< const long long *>(nullptr), nullptr); 
# 80
return 0; 
# 81
} 

# 1 "v001511.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8f22e21b_10_v001511_cu_cd1bb148
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001511.cudafe1.stub.c"
#include "v001511.cudafe1.stub.c"
# 1 "v001511.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
