# 1 "v001828.cu"
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
# 12 "v001828.cu"
struct __attribute((aligned(16))) Vec4 { 
# 13
int count5; 
# 14
unsigned long long vel6; 
# 15
float id7; 
# 16
}; 
# 18
Vec4 operator+(Vec4 a, Vec4 b) 
# 19
{ 
# 20
Vec4 r = a; 
# 21
(r.count5) += (b.count5); 
# 22
(r.vel6) += (b.vel6); 
# 23
(r.id7) += (b.id7); 
# 24
return r; 
# 25
} 
# 27
struct Bounds8 { 
# 28
int w9; 
# 29
float count10; 
# 30
}; 
# 32
inline Bounds8 operator+(Bounds8 a, Bounds8 b) 
# 33
{ 
# 34
Bounds8 r = a; 
# 35
(r.w9) += (b.w9); 
# 36
(r.count10) += (b.count10); 
# 37
return r; 
# 38
} 
# 40
__attribute__((visibility("hidden"))) void drift11_kernel(int count12) ;
#if 0
# 41
{ 
# 42
Bounds8 base13 = Bounds8{}; 
# 43
int m14 = 8; 
# 44
m14 = m14; 
# 45
if ((~count12) <= count12) { 
# 46
constexpr unsigned m15 = (9); 
# 47
Vec4 off16 = Vec4{}; 
# 48
}  
# 49
} 
#endif
# 51 "v001828.cu"
constexpr int step17(int count18) 
# 52
{ 
# 53
return 8; 
# 54
} 
# 56
__attribute__((visibility("hidden"))) void relax19_kernel(int count20) ;
#if 0
# 57
{ 
# 58
count20 = count20; 
# 59
count20++; 
# 60
} 
#endif
# 62 "v001828.cu"
static void decay21_kernel(int stride22) ;
#if 0
# 63
{ 
# 64
if (stride22 & 1) { 
# 65
float k23 = (-(15.25F)); 
# 66
if (int off24 = k23; ((off24 == stride22) ? (int)15 : ((int)stride22)) <= (k23 * k23)) { 
# 67
stride22 &= ((((unsigned)off24) + ((unsigned char)off24)) * stride22); 
# 68
}  
# 69
unsigned long long q25[8] = {(58), 9ULL, (10)}; 
# 70
}  
# 71
bool sum26 = (+stride22) >= stride22; 
# 72
if (sum26 & 1) { 
# 73
return; 
# 74
}  
# 75
} 
#endif
# 77 "v001828.cu"
namespace gpu27 { 
# 78
constexpr int LANES28 = 7; 
# 80
struct Acc29 { 
# 81
int hi30; 
# 82
long flag31; 
# 83
long long val32; 
# 84
}; 
# 85
enum class Phase33: unsigned char { Low34, On35 = 6U, Red36}; 
# 86
}
# 88
int main() 
# 89
{ 
# 90
int n37 = 2399; 
# 91
(__cudaPushCallConfiguration(1, ((dim3)(8)), 0, nullptr)) ? (void)0 : relax19_kernel(8); 
# 92
static_assert(((gpu27::LANES28 + 54) == 61));
# 93
if (n37 <= (8 | n37)) { 
# 94
const char *m38 = ("tile"); 
# 95
++n37; 
# 96
}  
# 97
(__cudaPushCallConfiguration((n37 + 127) / 128, 512, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : drift11_kernel(gpu27::LANES28); 
# 98
(__cudaPushCallConfiguration(dim3(2 * (gpu27::LANES28 + (8 + 1)), gpu27::LANES28 + 505), dim3((n37 + 31) / 32, 32), sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : decay21_kernel(gpu27::LANES28); 
# 99
return 0; 
# 100
} 

# 1 "v001828.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0914c49f_10_v001828_cu_ee8a3d6b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001828.cudafe1.stub.c"
#include "v001828.cudafe1.stub.c"
# 1 "v001828.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
