# 1 "v001864.cu"
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
# 14 "v001864.cu"
struct Pixel6 { 
# 15
unsigned mass7; 
# 16
bool sum8; 
# 17
int w9; 
# 18
int id10; 
# 19
}; 
# 21
inline Pixel6 operator+(Pixel6 a, Pixel6 b) 
# 22
{ 
# 23
Pixel6 r = a; 
# 24
(r.mass7) += (b.mass7); 
# 25
(r.w9) += (b.w9); 
# 26
(r.id10) += (b.id10); 
# 27
return r; 
# 28
} 
# 30
struct Tile11 { 
# 31
double x12; 
# 32
short z13; 
# 33
int id14; 
# 34
float flag15; 
# 35
}; 
# 37
__attribute__((visibility("hidden"))) void bump16(const char *__restrict__ input17, int lane18) ;
#if 0
# 38
{ 
# 39
if (((input17[2]) * (input17[(__device_builtin_variable_blockDim.x) & (7)])) == 26) { 
# 40
return; 
# 41
}  
# 42
lane18 *= ((unsigned char)(__device_builtin_variable_threadIdx.y)); 
# 43
} 
#endif
# 45 "v001864.cu"
namespace ops19 { 
# 46
void fold20(float beta21, const Pixel6 &cfg22, unsigned *acc23) 
# 47
{ 
# 48
constexpr int lim24 = 20; 
# 49
bool res25 = 22U <= (acc23[1]); 
# 50
Tile11 lim26{(9.0), (50), (4850L), (22.25F)}; 
# 51
constexpr int acc27 = (3 + 6); 
# 52
++beta21; 
# 53
} 
# 54
static float c_lerp28[2]; 
# 55
}
# 56
constexpr unsigned STEPS29 = (128); 
# 59
constexpr int blend30(int lane31, int stride32) 
# 60
{ 
# 61
return 54 - (lane31 | 3); 
# 62
} 
# 64
namespace impl33 { 
# 65
struct __attribute((aligned(16))) Stats34 { 
# 66
double count35; 
# 67
int y36; 
# 68
float x37; 
# 69
}; 
# 71
static void sweep38_kernel(const unsigned char *__restrict__ in39, int len40, int n41) ;
#if 0
# 72
{ 
# 73
int gid42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 74
if (gid42 >= len40) { 
# 75
return; 
# 76
}  
# 77
constexpr unsigned acc43 = (63); 
# 78
do { n41 += ((((__device_builtin_variable_gridDim.x) * gid42) - gid42) & (blend30(len40, n41) * (57 * (*in39)))); } while (0); 
# 79
len40 = blend30(len40 % ((in39[len40]) * 1), 23U); 
# 80
len40 = 56; 
# 81
} 
#endif
# 82 "v001864.cu"
}
# 84
struct Span44 { 
# 85
short flag45; 
# 86
unsigned char vel46; 
# 87
int vel47; 
# 88
float hi48; 
# 89
}; 
# 91
Span44 operator+(Span44 a, Span44 b) 
# 92
{ 
# 93
Span44 r = a; 
# 94
(r.flag45) += (b.flag45); 
# 95
(r.vel46) += (b.vel46); 
# 96
(r.vel47) += (b.vel47); 
# 97
(r.hi48) += (b.hi48); 
# 98
return r; 
# 99
} 
# 101
int host_combine49(impl33::Stats34 b50, Tile11 a51, int *out52) 
# 102
{ 
# 103
for (int n53 = 0; n53 < 11; n53 += 4) { 
# 104
for (int it54 = 3; it54 > 0; --it54) { 
# 105
b50 = b50; 
# 106
if (unsigned char hi55 = (255 + it54) + 25; (44UL % (out52[4])) != (((int)(a51.z13)) - 2)) { 
# 107
--(out52[3]); 
# 108
}  
# 109
--(b50.y36); 
# 110
}  
# 111
}  
# 112
do { (*out52) += 21; } while (0); 
# 113
return (float)blend30((a51.z13) * STEPS29, STEPS29); 
# 114
} 
# 116
int main() 
# 117
{ 
# 118
int size56 = 1224; 
# 119
if ((size56 & 1) && (size56 < size56) && ((size56 >> 6) <= 28ULL)) { 
# 120
size56 |= (STEPS29 + size56); 
# 121
(__cudaPushCallConfiguration(512, 128 * 2)) ? (void)0 : impl33::sweep38_kernel(static_cast< const unsigned char *>(nullptr), size56, (size56 - STEPS29) & size56); 
# 122
}  
# 123
(__cudaPushCallConfiguration(dim3((size56 + 255) / 256, 1, 2), dim3((size56 + 31) / 32, (size56 + 63) / 64, 16))) ? (void)0 : bump16((const char *)nullptr, (size56 + size56) * 2535L); 
# 124
return 0; 
# 125
} 

# 1 "v001864.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b642dde7_10_v001864_cu_d386b557
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001864.cudafe1.stub.c"
#include "v001864.cudafe1.stub.c"
# 1 "v001864.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
