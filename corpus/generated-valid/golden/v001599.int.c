# 1 "v001599.cu"
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
# 7 "v001599.cu"
using real3_t = float; 
# 9
__attribute__((visibility("hidden"))) void probe4(int stride5, const int *input6) ;
#if 0
# 9
{ 
# 10
const double sum7 = (*input6) * (((stride5 != stride5) ? 37 : 3715ULL) & ((input6[3]) % 8)); 
# 11
real3_t f8 = sum7 * ((20.875F) - (input6[stride5])); 
# 12
} 
#endif
# 14 "v001599.cu"
template< class T> 
# 15
struct Cell9 { 
# 16
T x10, id11; 
# 17
}; 
# 19
static void trace12_kernel(int n13, const int *coef14) ;
#if 0
# 19
{ 
# 20
n13 -= n13; 
# 21
int pass15 = 0; 
# 22
while (pass15 < 15) { 
# 23
auto idx16 = (19.875F) + n13; 
# 24
Cell9< float>  sum17{idx16, (21.25F)}; 
# 25
++pass15; 
# 26
}  
# 27
n13 = (28LL); 
# 28
} 
#endif
# 31 "v001599.cu"
class Pixel18 { 
# 32
float hi19; 
# 33
int weight20; 
# 35
public: Pixel18(real3_t b21, int a22) : hi19(b21), weight20(a22) { } 
# 36
int apply23() const { 
# 37
int m24 = hi19; 
# 38
m24 = (hi19); 
# 39
return ((~m24) & 1) ? 55 : m24; 
# 40
} 
# 41
}; 
# 43
void check_tile25(const Pixel18 &q26) { 
# 44
(__cudaPushCallConfiguration(16, 32 * 2, 0, 0)) ? (void)0 : probe4(-48, nullptr); 
# 45
dim3 flag27 = ((dim3)(128)); 
# 46
{ 
# 47
(__cudaPushCallConfiguration(((dim3)(sizeof(int) * (4))), 64, 0)) ? (void)0 : trace12_kernel(4LL, nullptr); 
# 48
} 
# 49
} 
# 51
__attribute__((visibility("hidden"))) void kick28(int stride29, double alpha30, int count31, int *dst32) ;
#if 0
# 51
{ 
# 52
(dst32[count31]) = ('\177'); 
# 53
constexpr unsigned base33 = (8); 
# 54
if (stride29 == 12) { 
# 55
return; }  
# 56
} 
#endif
# 59 "v001599.cu"
template< class T, class U> inline T 
# 60
bias34(T a35, int len36) { 
# 61
len36 = ((len36 % 8) + (a35 * (len36 * 3L))); 
# 62
unsigned sum37 = len36; 
# 63
int iter38 = 0; 
# 64
while (iter38 < 10) { 
# 65
if (sum37 == 48L) { 
# 66
break; }  
# 67
if (a35 >= len36) { 
# 68
break; }  
# 69
++iter38; 
# 70
}  
# 71
auto r39 = sizeof(Pixel18); 
# 72
return (5.875F); 
# 73
} 
# 75
unsigned check_lerp40(const long *in41, unsigned *out42) { 
# 76
const char *r43 = ("path\\to"); 
# 77
(__cudaPushCallConfiguration(sizeof(int) * (2), 64, 1024 * 4, nullptr)) ? (void)0 : trace12_kernel(*in41, reinterpret_cast< const int *>(out42)); 
# 78
return in41[6]; 
# 79
} 
# 81
int main() { 
# 82
int count44 = 521; 
# 83
if (42UL < ((count44 != count44) ? count44 : count44)) { 
# 84
return (+count44) - 21; }  
# 85
(__cudaPushCallConfiguration((count44 + 127) / 128, 128)) ? (void)0 : kick28(34L, (count44 > __alignof__(float)) ? count44 : __alignof__(float), (~count44) + (count44 - count44), static_cast< int *>(nullptr)); 
# 86
const char *x45 = ("tile_tail"); 
# 87
count44 &= ('\n'); 
# 88
return 0; 
# 89
} 

# 1 "v001599.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7ae68135_10_v001599_cu_0b0a4f40
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001599.cudafe1.stub.c"
#include "v001599.cudafe1.stub.c"
# 1 "v001599.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
