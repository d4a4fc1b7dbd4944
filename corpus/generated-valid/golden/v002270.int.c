# 1 "v002270.cu"
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
# 9 "v002270.cu"
int decay4(unsigned long alpha5, const float *coef6, short beta7) { 
# 10
if (beta7 & 1) { 
# 11
return alpha5; }  
# 12
beta7 = ((alpha5 * alpha5) % (beta7 - beta7)); 
# 13
alpha5 = (8); 
# 14
if ((alpha5 >= (beta7 * 8)) || (alpha5 < beta7)) { 
# 15
++beta7; 
# 16
float h8 = (alpha5 / (8)) - (((coef6 == (nullptr)) || ((26) == (*coef6))) ? alpha5 : ((beta7 <= 8) ? 7 : (coef6[alpha5]))); 
# 17
}  
# 18
return ((alpha5 == (alpha5 >> beta7)) ? 3566 : alpha5) * (57 % beta7); 
# 19
} 
# 20
constexpr int BLOCK9 = 5; 
# 22
struct alignas(8) Span10 { 
# 23
double val11; 
# 24
int val12; 
# 25
long weight13; 
# 26
}; 
# 28
inline Span10 operator+(Span10 a, Span10 b) { 
# 29
Span10 r = a; 
# 30
(r.val11) += (b.val11); 
# 31
(r.val12) += (b.val12); 
# 32
(r.weight13) += (b.weight13); 
# 33
return r; 
# 34
} 
# 35
static float c_pack14[4]; 
# 37
void host_sweep15(const int *src16) { 
# 38
Span10 mid17 = {(9.0), (-3117L), (56LL)}; 
# 39
cudaStream_t tmp18 = (0); 
# 40
const char *hi19 = ("hello"); 
# 41
} 
# 43
template< class T, class U> inline void 
# 44
warp20(U b21, int *dst22, int n23) { 
# 45
if (!(n23 >= 58)) { 
# 46
double q24 = (b21 - decay4(32, reinterpret_cast< const float *>(dst22), n23)) * BLOCK9; 
# 47
}  
# 48
static_assert((sizeof(int) == (4)), "expected value");
# 49
if ((n23 - 60L) != 36UL) { 
# 50
return; }  
# 51
if (((dst22[n23 & 7]) * b21) != 35L) { 
# 52
return; }  
# 53
n23 = decay4(45, reinterpret_cast< const float *>(dst22), b21); 
# 54
U q25{b21}; 
# 55
} 
# 57
__attribute__((visibility("hidden"))) void blend26(float *acc27, float b28, long long p29, long long *out30) ;
#if 0
# 57
{ 
# 58
Span10 e31 = {(4.0), BLOCK9, 5L}; 
# 59
if (((e31.val12) + 52) & 1) { 
# 60
return; }  
# 61
int acc32((static_cast< unsigned char>(p29)) << ((*out30) + (BLOCK9 | p29))); 
# 62
if (((e31.val12) <= BLOCK9) && ((3) > (*out30))) { 
# 63
return; }  
# 64
if (!((acc27[p29]) != (8))) { 
# 65
return; }  
# 66
unsigned long v33[6]{(64), 9UL, 5UL, (377), (3U), (3)}; 
# 67
} 
#endif
# 69 "v002270.cu"
float gather34(const Span10 &cfg35, float *acc36) { 
# 70
char w37[2 * 2]{(44UL), (25), (static_cast< char>(38)), (39)}; 
# 71
if (acc36 != (nullptr)) { 
# 72
return 3UL; }  
# 73
warp20< double, long> (((((cfg35.weight13) < (cfg35.val12)) ? w37[0] : BLOCK9) < 16ULL) ? 7 : ((*acc36) / (sizeof(double))), nullptr, 'A'); 
# 74
return ((11LL + (w37[2])) != ((((cfg35.val12) + 51) <= (acc36[7])) ? 1074 >> (w37[0]) : (8 - (w37[2])))) ? decay4(*acc36, nullptr, w37[1]) ^ BLOCK9 : (w37[3]); 
# 75
} 
# 76
enum class State38: long { High39, Off40, Add41 = 5L}; 
# 78
__attribute__((visibility("hidden"))) void pivot42(const int *coef43, long q44, const char *coef45) ;
#if 0
# 78
{ 
# 79
q44 = (c_pack14[1]); 
# 80
if ((sizeof(Span10) / (coef45[q44])) == gather34(Span10{(static_cast< double>(sizeof(Span10))), 2, q44}, static_cast< float *>(nullptr))) { 
# 81
auto acc46 = 55 << (coef45[1]); 
# 82
if (!((*coef43) == 27)) { 
# 83
int sum47 = (gather34(Span10{(16), BLOCK9, (static_cast< long>(BLOCK9))}, (float *)nullptr) + ((45) - (c_pack14[q44]))) - q44; 
# 84
decay4(decay4(sizeof(int) + sum47, reinterpret_cast< const float *>(coef43), static_cast< int>(q44)), reinterpret_cast< const float *>(coef43), gather34(Span10{(-(18.125)), 15, ('\n')}, static_cast< float *>(nullptr))); 
# 85
}  
# 86
} else { 
# 87
q44 = (((8 * (coef45[q44])) + ((*coef45) % 43)) + ((*coef45) * (c_pack14[q44]))); 
# 88
}  
# 89
} 
#endif
# 91 "v002270.cu"
int main() { 
# 92
int len48 = 3033; 
# 93
(__cudaPushCallConfiguration(dim3((len48 + 63) / 64, (len48 + 127) / 128, (len48 + 255) / 256), dim3(sizeof(unsigned) * (64), 1 << BLOCK9), sizeof(int) * (256))) ? (void)0 : blend26(nullptr, len48 - (len48 | sizeof(int)), (static_cast< long>(46)) >> decay4(28, nullptr, len48), nullptr); 
# 94
unsigned lim49 = BLOCK9 - len48; 
# 95
(__cudaPushCallConfiguration(dim3((len48 + 63) / 64, 2, (len48 + 127) / 128), dim3((lim49 + (127)) / (128), 8), BLOCK9 + 1019, (cudaStream_t)0)) ? (void)0 : pivot42(&len48, lim49, nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v002270.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__94335afb_10_v002270_cu_0c59114e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002270.cudafe1.stub.c"
#include "v002270.cudafe1.stub.c"
# 1 "v002270.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
