# 1 "v001359.cu"
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
# 18 "v001359.cu"
__attribute__((visibility("hidden"))) void pivot9(const int *src10, float p11, float *__restrict__ acc12, int stride13) ;
#if 0
# 19
{ 
# 20
char z14 = ((long long)(*src10)) - p11; 
# 21
unsigned long long stride15 = (34L); 
# 22
if (((*acc12) < (*src10)) && (!((src10[stride15]) <= stride15))) { 
# 23
if ((acc12 == (nullptr)) ? stride13 : (src10[3])) { 
# 24
return; 
# 25
}  
# 26
}  
# 27
double lim16((p11 != ((int)27L)) ? p11 / (64 * stride13) : ((!((*acc12) >= (src10[z14]))) ? stride15 - stride13 : ((p11 <= (11)) ? (3.875F) : (4.375)))); 
# 28
auto flag17 = z14 - p11; 
# 29
int e18 = lim16; 
# 30
} 
#endif
# 31 "v001359.cu"
typedef float real19_t; 
# 33
class Span20 { 
# 34
int flag21; 
# 35
double sum22; 
# 37
public: Span20(int init23, double c24) : flag21(init23), sum22(c24) { } 
# 38
int mix25(int val26) const 
# 39
{ 
# 40
++val26; 
# 41
return ((real19_t)val26) + (5); 
# 42
} 
# 43
}; 
# 44
static double d_step27; 
# 46
static void clamp28(float a29, int *__restrict__ dst30, int count31, float alpha32) ;
#if 0
# 47
{ 
# 48
(*dst30) = ((long)(13 % (*dst30))); 
# 49
if (a29 >= (45)) { 
# 50
--count31; 
# 51
count31++; 
# 52
}  
# 53
for (int n33 = 0; n33 < 12; ++n33) { 
# 54
d_step27 = ((28) * ((unsigned)(-n33))); 
# 55
int hi34{46}; 
# 56
}  
# 57
} 
#endif
# 59 "v001359.cu"
double host_norm35(unsigned a36) 
# 60
{ 
# 61
real19_t mid37 = (60); 
# 62
if (a36) { 
# 63
goto skip38; 
# 64
}  
# 65
a36 = ((63) - (a36 - (38))); 
# 66
skip38:; ; 
# 67
return +((mid37 += mid37), ((2.5F) - a36)); 
# 68
} 
# 70
int main() 
# 71
{ 
# 72
int n39 = 3478; 
# 73
int s40{(-23)}; 
# 74
for (int it41 = s40; it41 > 0; --it41) { 
# 75
(__cudaPushCallConfiguration(16 * 4, 29 + (4 + (29 + (29 + 165))))) ? (void)0 : pivot9(&it41, (23.125F), static_cast< real19_t *>(nullptr), 42U); 
# 76
auto val42 = host_norm35(s40); 
# 77
}  
# 78
(__cudaPushCallConfiguration(16, 4 + 252)) ? (void)0 : pivot9(&s40, 4, static_cast< float *>(nullptr), s40); 
# 79
(__cudaPushCallConfiguration(((dim3)(32)), 64 + (29 + (4 + (4 + (4 + (4 + (4 + 15)))))))) ? (void)0 : clamp28(n39, &n39, n39, host_norm35(56 + s40)); 
# 80
return 0; 
# 81
} 

# 1 "v001359.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__694f8f29_10_v001359_cu_b963d064
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001359.cudafe1.stub.c"
#include "v001359.cudafe1.stub.c"
# 1 "v001359.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
