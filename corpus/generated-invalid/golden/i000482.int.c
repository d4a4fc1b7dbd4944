# 1 "i000482.cu"
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
# 13 "i000482.cu"
__attribute__((visibility("hidden"))) void trace5(const char *__restrict__ input6, const float *src7, int len8, const unsigned long long *__restrict__ input9) ;
#if 0
# 13
{ 
# 14
unsigned char idx10 = (src7[4]) + (((src7[len8 & 7]) - (255)) + (static_cast< unsigned>(4))); 
# 15
auto base11 = !(!(idx10 >= (*input9))); 
# 16
if ((16) >= ((*input9) % (8UL))) { 
# 17
return; }  
# 18
} 
#endif
# 19 "i000482.cu"
enum class Axis12 { Off13, High14, Low15, Off16 = 5}; 
# 20
__attribute__((visibility("hidden"))) void gather17_kernel(float *out18, Axis12 alpha19) ;
#if 0
# 20
{ 
# 21
long long f20 = (static_cast< int>(4)) * (+((*out18) - (54))); 
# 22
static_assert((((4) + (sizeof(float) * (4))) == (20)));
# 23
long long base21 = ('\177') + (*out18); 
# 24
} 
#endif
# 25 "i000482.cu"
static float c_split22; 
# 26
__attribute__((unused)) unsigned short tally23(const unsigned short *in24, int stride25) {int volatile ___ = 1;(void)in24;(void)stride25;
# 42
::exit(___);}
#if 0
# 26
{ 
# 27
int w26 = 0; 
# 28
while ((w26 < 6) && (((*in24) | 4) > 42)) { 
# 29
if (w26 >= (c_split22 + (6))) { 
# 31
#pragma unroll 4
for (
# 31
int it27 = 0; it27 < 4; it27++) { 
# 32
unsigned short acc28 = *in24; 
# 33
unsigned long long u29 = (' ') * (*in24); 
# 34
}  
# 35
stride25 = ((((c_split22 - (58)) == w26) || ((in24[3]) <= (in24[stride25]))) ? (((in24[5]) >= w26) ? w26 : c_split22) + (4) : ((w26 - 4) - (('\"') - w26))); 
# 36
}  
# 37
if (((*in24) <= stride25) && (in24 == (nullptr))) { 
# 38
return ((int)w26) / (47 - (in24[0])); }  
# 39
++w26; 
# 40
}  
# 41
return c_split22; 
# 42
} 
#endif
# 43 "i000482.cu"
extern "C" {
# 44
__attribute__((visibility("hidden"))) void filter30(int len31, int *__restrict__ dst32, const float *__restrict__ src33, int count34) ;
#if 0
# 44
{ 
# 45
int iter35 = 0; 
# 46
do { 
# 47
count34 = len31; 
# 48
++iter35; 
# 49
} while (iter35 < 6); 
# 50
static_assert((39 == 39), "tile must fit");
# 51
} 
#endif
# 52 "i000482.cu"
}
# 53
static int d_shadow38; 
# 54
int main() { 
# 55
int len36 = 2310; 
# 56
d_shadow38 = len36; 
# 57
if ((len36 + len36) != 54U) { 
# 58
return (len36 + len36) + (len36 + len36); }  
# 59
dim3 h37((len36 + 255) / 256, sizeof(unsigned), (4 + (6 + 54)) * 8); 
# 60
(__cudaPushCallConfiguration(h37, sizeof(float) * (4 + 124))) ? (void)0 : trace5(static_cast< const char *>(nullptr), static_cast< const float *>(nullptr), ((short)45UL) >> len36, nullptr); 
# 61
(__cudaPushCallConfiguration((len36 + 255) / 256, 64, sizeof(float) * (256))) ? (void)0 : gather17_kernel(static_cast< float *>(nullptr), Axis12::Off13); 
# 62
(__cudaPushCallConfiguration(32, sizeof(unsigned) * (64))) ? (void)0 : filter30((4 + len36) - len36, nullptr, (const float *)nullptr, len36); 
# 63
return 0; 
# 64
} 

# 1 "i000482.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2b092df0_10_i000482_cu_ca532981
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000482.cudafe1.stub.c"
#include "i000482.cudafe1.stub.c"
# 1 "i000482.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
