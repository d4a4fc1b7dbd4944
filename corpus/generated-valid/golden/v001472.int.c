# 1 "v001472.cu"
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
# 11 "v001472.cu"
__attribute__((visibility("hidden"))) void sweep6(unsigned long long a7, int *buf8, float *data9, unsigned *dst10) ;
#if 0
# 11
{ 
# 12
int val11 = buf8[1]; 
# 13
(data9[5]) /= (((buf8[7]) += (*buf8)), val11); 
# 14
a7--; 
# 15
} 
#endif
# 17 "v001472.cu"
static void merge12_kernel(int count13, float q14, const int *coef15, int stride16) ;
#if 0
# 17
{ 
# 18
++count13; 
# 19
double stride17[6]{(21.625), (22.125), (38), (23.25), (39), (1.5)}; 
# 20
constexpr float cnt18 = (7U); 
# 21
double tmp19[2] = {('z')}; 
# 22
const int f20 = stride16; 
# 23
} 
#endif
# 25 "v001472.cu"
class Tile21 { 
# 26
size_t id22; 
# 27
long mass23; 
# 28
float z24; 
# 30
public: Tile21(size_t a25, long a26, float init27) : id22(a25), mass23(a26), z24(init27) { } 
# 31
unsigned long bump28(unsigned x29) const { 
# 32
Tile21 y30(x29, static_cast< int>(1314), (0.25F)); 
# 33
y30 = y30; 
# 34
return x29; 
# 35
} 
# 36
}; 
# 37
static void bump31_kernel(float *__restrict__ dst32, int *data33, int lane34) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern unsigned long long dyn_35[]; 
# 39
int *t36 = data33; 
# 40
(dst32[2]) = ((((*data33) + (*t36)) % (dyn_35[4])) << (*t36)); 
# 41
if ((*data33) % 8) { 
# 42
return; 
# 43
}  
# 44
int f37(((((dyn_35[lane34]) += (51)), ((dyn_35[lane34]) + (*dst32))))); 
# 45
lane34 += 61; 
# 46
static_assert((62 == 62));
# 47
int cnt38(f37); 
# 48
} 
#endif
# 50 "v001472.cu"
float clamp39(float cfg40, double alpha41) { 
# 51
alpha41 += ((((cfg40 != alpha41) ? 21 : 41) & 10U) % (8)); 
# 52
unsigned prod42 = (64); 
# 53
int w43 = 0; 
# 54
if (prod42 <= w43) { 
# 55
goto finish45; 
# 56
}  
# 57
while (w43 < w43) { 
# 58
prod42 = (cfg40 - ((64) & prod42)); 
# 59
auto s44 = 25; 
# 60
++w43; 
# 61
}  
# 62
finish45:; ; 
# 63
return (16.75F); 
# 64
} 
# 65
namespace ops46 { 
# 66
int host_probe47(bool p48, float *dst49) { 
# 67
static unsigned long long idx50 = (14); 
# 68
(dst49[7]) /= p48; 
# 69
(dst49[0]) = ((idx50 += idx50), (11.125F)); 
# 70
(__cudaPushCallConfiguration(64, 128, sizeof(double) * (256))) ? (void)0 : sweep6(*dst49, nullptr, dst49, reinterpret_cast< unsigned *>(dst49)); 
# 71
int diff51 = (static_cast< int>(p48 ? dst49[idx50 & (7)] : (13))) << idx50; 
# 72
if (idx50 < (19U)) { 
# 73
goto out52; 
# 74
}  
# 75
diff51 -= (p48 % 8); 
# 76
out52:; ; 
# 77
return (20L) / ((idx50 | diff51) + idx50); 
# 78
} 
# 79
}
# 80
constexpr float kR53 = (0.75F); 
# 81
__attribute__((visibility("hidden"))) void score54_kernel(int count55, float *__restrict__ acc56, const unsigned *__restrict__ in57, const size_t *in58) ;
#if 0
# 81
{ 
# 82
Tile21 off59(sizeof(Tile21) >> (in58[count55 & 7]), kR53, (24.375F)); 
# 83
off59.bump28((*in58) % (8)); 
# 84
unsigned val60 = off59.bump28(46UL); 
# 85
int h61 = 37; 
# 86
(++val60), (h61 = 33); 
# 87
Tile21 sum62{5UL, static_cast< long>(in58[h61 & 7]), (5.0F)}; 
# 88
(acc56[0])++; 
# 89
} 
#endif
# 90 "v001472.cu"
int main() { 
# 91
int size63 = 2313; 
# 92
size63 *= ((((size63 & 1) && (size63 <= sizeof(unsigned long))) ? size63 : size63) % 8); 
# 93
(__cudaPushCallConfiguration(dim3(1, 16), dim3(8, 1 << 6), sizeof(int) * (32))) ? (void)0 : merge12_kernel(29L, (20.0F), &size63, 10); 
# 94
(__cudaPushCallConfiguration(2, 64)) ? (void)0 : score54_kernel(size63, nullptr, (const unsigned *)nullptr, nullptr); 
# 95
const unsigned flag64 = (((size63 += kR53), (925 * (size63 % 8)))); 
# 96
int u65 = 54; 
# 97
(__cudaPushCallConfiguration(128, 64 + 64)) ? (void)0 : bump31_kernel((float *)nullptr, &size63, (u65 % 8) >> ((size63 != 41U) ? u65 : size63)); 
# 98
return 0; 
# 99
} 

# 1 "v001472.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d98b6bf0_10_v001472_cu_93fd836c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001472.cudafe1.stub.c"
#include "v001472.cudafe1.stub.c"
# 1 "v001472.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
