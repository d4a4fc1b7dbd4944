# 1 "v001227.cu"
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
# 17 "v001227.cu"
namespace _GLOBAL__N__f0ecf7af_10_v001227_cu_m_norm22 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__f0ecf7af_10_v001227_cu_m_norm22; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__f0ecf7af_10_v001227_cu_m_norm22 __attribute__((visibility("hidden")))  { 
# 18
class Tile5 { 
# 19
int count6; 
# 21
public: Tile5(int c7) : count6(c7) { } 
# 22
int apply8(int diff9) const { 
# 23
float *diff10 = ((float *)nullptr); 
# 24
int lo11 = (+(count6)) + (diff9 + diff9); 
# 25
return 24; 
# 26
} 
# 27
int apply12() const { 
# 28
return count6; 
# 29
} 
# 30
}; 
# 31
}
# 33
template< class T, int N> T 
# 34
score13(const T *__restrict__ coef14, unsigned *dst15) { 
# 35
if ((dst15[7]) >= (29)) { 
# 36
return (((*dst15) += (32)), ((7.5) / (*coef14))); 
# 37
}  
# 38
(dst15[7])--; 
# 39
if ((*dst15) == 28UL) { 
# 40
(++(dst15[2])), ((dst15[5]) = (5U + (*dst15))); 
# 41
}  
# 42
auto x16 = ((((dst15[7]) + (7)) ? 60U : ('\n' * (*coef14))) > ((coef14[3]) + (*dst15))) ? (((dst15[7]) >= (N)) ? N : ('A')) - 50 : (64L * (*coef14)); 
# 43
return (((+(dst15[0])) > (47)) ? (coef14[3]) - N : ((16.125) - (coef14[0]))) * (20.5); 
# 44
} 
# 46
static void fuse17(int *dst18, const double *__restrict__ coef19, int len20) ;
#if 0
# 46
{ 
# 47
if ((static_cast< int>(dst18[1])) >= ((coef19[__device_builtin_variable_threadIdx.x]) + (*dst18))) { 
# 48
auto prod21 = len20; 
# 49
} else { 
# 50
len20--; 
# 51
}  
# 52
} 
#endif
# 53 "v001227.cu"
__attribute__((section("__nv_managed_data__"))) static long *m_norm22 = 0; 
# 54
enum Phase23 { LOW24, HIGH25, IDLE26, BUSY27}; 
# 56
struct __attribute((aligned(8))) Particle28 { 
# 57
int sum29; 
# 58
float flag30; 
# 59
}; 
# 61
inline Particle28 operator+(Particle28 a, Particle28 b) { 
# 62
Particle28 r = a; 
# 63
(r.sum29) += (b.sum29); 
# 64
(r.flag30) += (b.flag30); 
# 65
return r; 
# 66
} 
# 68
__attribute__((visibility("hidden"))) void bump31_kernel(const unsigned *input32, const float *__restrict__ input33, const Particle28 cfg34) ;
#if 0
# 68
{ 
# 69
__attribute__((unused)) extern unsigned dyn_35[]; 
# 70
int idx36 = __device_builtin_variable_threadIdx.x; 
# 71
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22))); 
# 72
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22))) = (((dyn_35[0]) += (__device_builtin_variable_blockIdx.y)), ((__device_builtin_variable_blockDim.z) * ((dyn_35[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22)))]) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22)))))); 
# 73
if ((dyn_35[idx36]) > ((signed char)(input33[__device_builtin_variable_gridDim.x]))) { 
# 74
int off37 = (20UL); 
# 75
int *prod38 = (nullptr); 
# 76
} else { 
# 77
}  
# 78
} 
#endif
# 79 "v001227.cu"
static_assert(((7 * 5) > 34), "bad config");
# 81
unsigned weigh39(float alpha40) { 
# 82
(__cudaPushCallConfiguration(dim3(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22))) + (63)) / (64), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22))) + (127)) / (128)), 128)) ? (void)0 : fuse17((int *)nullptr, static_cast< const double *>(nullptr), static_cast< int>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22))))); 
# 83
alpha40--; 
# 84
alpha40 -= (58); 
# 85
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22))); 
# 86
} 
# 88
__attribute__((visibility("hidden"))) void bump41(int stride42, float *acc43) ;
#if 0
# 88
{ 
# 89
__attribute__((unused)) extern int dyn_44[]; 
# 90
unsigned i45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 91
if (i45 >= stride42) { 
# 92
return; 
# 93
}  
# 94
Phase23 base46 = IDLE26; 
# 95
(dyn_44[i45]) ^= 63; 
# 96
Tile5 stride47(dyn_44[i45]); 
# 97
if (i45 != (dyn_44[i45])) { 
# 98
return; 
# 99
}  
# 100
int z48 = static_cast< float>(base46); 
# 101
if (base46 == (IDLE26)) { 
# 102
return; 
# 103
}  
# 104
} 
#endif
# 106 "v001227.cu"
void check_fuse49(Phase23 cfg50, Phase23 a51) { 
# 107
{ 
# 108
if ((static_cast< int>(cfg50 + 6)) < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22)))) { 
# 109
for (int i52 = 0; i52 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22))); i52 += 1) { 
# 110
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22))); 
# 111
}  
# 112
unsigned acc53(2357U - a51); 
# 113
} else { 
# 114
int s54 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22))) / (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22))) += a51), ((cfg50 <= 41L) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22))) : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22))))); 
# 115
}  
# 116
} 
# 117
} 
# 119
int main() { 
# 120
int size55 = 4034; 
# 121
for (int it56 = size55; it56 > 0; --it56) { 
# 122
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm22)))++; 
# 123
(__cudaPushCallConfiguration((size55 + 63) / 64, ((dim3)(24 + (5 + (5 + 222)))), 5 + ((HIGH25) + ((BUSY27) + (5 + 1010))))) ? (void)0 : bump41((it56 > 59) ? 40UL : size55, nullptr); 
# 124
(__cudaPushCallConfiguration(((dim3)((HIGH25) + 7)), 32)) ? (void)0 : bump31_kernel(nullptr, nullptr, Particle28{6, static_cast< float>(57 - it56)}); 
# 125
}  
# 126
size55 += 1; 
# 127
const char *h57 = ("\"q\"_tail"); 
# 128
return 0; 
# 129
} 

# 1 "v001227.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f0ecf7af_10_v001227_cu_m_norm22
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001227.cudafe1.stub.c"
#include "v001227.cudafe1.stub.c"
# 1 "v001227.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
