# 1 "v002202.cu"
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
# 11 "v002202.cu"
struct alignas(8) Stats4 { 
# 12
int w5; 
# 13
float y6; 
# 14
long lo7; 
# 15
float mass8; 
# 16
float reset9() const 
# 17
{ 
# 18
const double *cnt10 = (nullptr); 
# 19
return 2; 
# 20
} 
# 21
}; 
# 23
inline Stats4 operator+(Stats4 a, Stats4 b) 
# 24
{ 
# 25
Stats4 r = a; 
# 26
(r.w5) += (b.w5); 
# 27
(r.y6) += (b.y6); 
# 28
(r.lo7) += (b.lo7); 
# 29
(r.mass8) += (b.mass8); 
# 30
return r; 
# 31
} 
# 33
template< class T, class U> T 
# 34
weigh11(U q12, int n13, const U *__restrict__ in14) 
# 35
{ 
# 36
U q15 = (in14[7]) * n13; 
# 37
float u16 = (18.625F); 
# 38
if (n13 >= n13) { 
# 39
goto skip17; 
# 40
}  
# 41
if (u16 >= (2)) { 
# 42
return 11 % n13; 
# 43
}  
# 44
n13 = (2424L + (in14[2])); 
# 45
n13 = (in14[6]); 
# 46
skip17:; ; 
# 47
return (sizeof(Stats4) * n13) % (45 - n13); 
# 48
} 
# 50
__attribute__((visibility("hidden"))) void pivot18(const double *__restrict__ coef19, float alpha20, float q21, const Stats4 q22) ;
#if 0
# 51
{ 
# 52
Stats4 cnt23 = Stats4{54, (5.75F), (9UL), (6.0F)}; 
# 53
cnt23 = (q22 + q22); 
# 54
(cnt23.mass8)--; 
# 55
int iter24 = 0; 
# 56
do { 
# 57
int t25[6] = {}; 
# 58
const float *val26 = reinterpret_cast< const float *>(coef19); 
# 59
++iter24; 
# 60
} while (iter24 < ((2 + 2) * 2)); 
# 61
} 
#endif
# 63 "v002202.cu"
unsigned long long host_sift27(long long alpha28, size_t q29) 
# 64
{ 
# 65
if ((weigh11< long, unsigned> (2, sizeof(float), static_cast< const unsigned *>(nullptr))) >= alpha28) { 
# 66
return (alpha28 - (2)) * (q29 - (2362U)); 
# 67
}  
# 68
q29 = (((12LL + alpha28) + (weigh11< long, double> ((15.5F), q29, nullptr))) * (weigh11< unsigned, unsigned> (12U, weigh11< long, double> (alpha28, 28U, nullptr), nullptr))); 
# 69
constexpr float stride30 = (-(14.5F)); 
# 70
return weigh11< int, int> ((weigh11< int, float> (sizeof(int), q29, static_cast< const float *>(nullptr))) * ((22U) - q29), ((3) / alpha28) + (q29 - (49L)), nullptr); 
# 71
} 
# 73
int main() 
# 74
{ 
# 75
int count31 = 706; 
# 76
auto op34 = [](int diff32, unsigned base33)->unsigned short { 
# 77
base33 = (host_sift27(base33 * ((2) - base33), static_cast< int>((8) * base33))); 
# 78
base33 = base33; 
# 79
(__cudaPushCallConfiguration(512, 2 + (2 + (2 + (2 + 56))))) ? (void)0 : pivot18(nullptr, host_sift27(17U, 2), host_sift27(46UL, base33) >> (base33 + 45UL), Stats4{16, (-(3.375F)), 8L, (7.0F)}); 
# 80
return 63; 
# 81
} ; typedef decltype(op34) __T0;
# 82
++count31; 
# 83
count31 = weigh11< int, double> (count31 + (18.625), 54, (const double *)nullptr); 
# 84
static float v35 = (2.125F); 
# 85
(__cudaPushCallConfiguration((count31 + 63) / 64, sizeof(unsigned) * (128), sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : pivot18(static_cast< const double *>(nullptr), count31 + 2, op34(v35, (4012) + v35), Stats4{(5U), v35, (2), v35}); 
# 86
static_assert((sizeof(int) == (4)));
# 87
return 0; 
# 88
} 

# 1 "v002202.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8c1a4e60_10_v002202_cu_16351f64
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002202.cudafe1.stub.c"
#include "v002202.cudafe1.stub.c"
# 1 "v002202.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
