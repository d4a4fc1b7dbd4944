# 1 "v000420.cu"
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
# 13 "v000420.cu"
template< class T, class U> __attribute__((unused)) T 
# 14
update6(U *buf7) {int volatile ___ = 1;(void)buf7;
# 23
::exit(___);}
#if 0
# 14
{ 
# 15
{ 
# 16
if ((buf7[__device_builtin_variable_blockIdx.x]) >= ((buf7[6]) / 2529)) { 
# 17
return buf7[(__device_builtin_variable_blockIdx.x) & (7)]; 
# 18
}  
# 19
(buf7[(__device_builtin_variable_threadIdx.x) & (7)])--; 
# 20
} 
# 21
(buf7[__device_builtin_variable_blockIdx.x])++; 
# 22
return 64; 
# 23
} 
#endif
# 24 "v000420.cu"
float check_sweep8(int len9, double *dst10, float p11) { 
# 25
int mid12 = (+len9) + (len9 << ((int)(dst10[len9 & 7]))); 
# 26
auto op15 = [](unsigned diff13, unsigned v14)->unsigned { 
# 27
diff13 = (diff13 ^ diff13); 
# 28
v14--; 
# 29
return v14; 
# 30
} ; typedef decltype(op15) __T0;
# 31
p11 = len9; 
# 32
constexpr int res16 = (8 + (2 * 14)); 
# 33
return 56; 
# 34
} 
# 35
void check_reduce17(const float *src18) { 
# 36
auto step20 = [&](int y19)->float { 
# 37
y19++; 
# 38
y19 = 11; 
# 39
return (int)((int)30UL); 
# 40
} ; typedef decltype(step20) __T1;
# 41
step20(*src18); 
# 42
check_sweep8(((src18[3]) - (*src18)) - (8), static_cast< double *>(nullptr), check_sweep8(30, static_cast< double *>(nullptr), src18[0])); 
# 43
} 
# 44
namespace impl21 { 
# 45
using real22_t = float; 
# 46
__attribute__((visibility("hidden"))) void sweep23(real22_t *buf24, const unsigned long long *in25, bool q26) ;
#if 0
# 46
{ 
# 47
int tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
if (q26) { 
# 49
return; 
# 50
}  
# 51
short off28 = ((tid27 + (__device_builtin_variable_blockDim.x)) * ((__device_builtin_variable_gridDim.x) * 1U)) >> 8; 
# 52
} 
#endif
# 53 "v000420.cu"
long long run_filter29(long long *out30) { 
# 54
const char *u31 = ("kernel\n_tail"); 
# 55
(out30[5]) = ((21U) - ((long long)(static_cast< unsigned>(*out30)))); 
# 56
return (16) - check_sweep8((u31[0]) % (u31[0]), nullptr, (u31[0]) * (*out30)); 
# 57
} 
# 58
}
# 59
void relax32(unsigned long b33, int stride34, int count35) { 
# 60
(__cudaPushCallConfiguration(dim3(2, (b33 + (255)) / (256), 1 << 8), (16 + 240) * 2)) ? (void)0 : impl21::sweep23(nullptr, nullptr, (count35 | ('A')) + impl21::run_filter29(nullptr)); 
# 61
(__cudaPushCallConfiguration(dim3((b33 + (63)) / (64), 32, (b33 + (31)) / (32)), dim3(4, (stride34 + 31) / 32))) ? (void)0 : impl21::sweep23(nullptr, static_cast< const unsigned long long *>(nullptr), b33 <= b33); 
# 62
} 
# 63
namespace img36 { 
# 64
__attribute__((section("__nv_managed_data__"))) static impl21::real22_t (*m_pivot37)[32] = 0; 
# 65
static bool d_split38; 
# 66
__attribute__((visibility("hidden"))) void tally39_kernel(const impl21::real22_t *input40, int *__restrict__ data41) ;
#if 0
# 66
{ 
# 67
unsigned i42 = __device_builtin_variable_threadIdx.x; 
# 68
img36::d_split38 = ((*input40) > (i42 | (3))); 
# 69
unsigned long z43((56)); 
# 70
float base44 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img36::m_pivot37)))[z43]; 
# 71
z43 = (18); 
# 72
update6< unsigned, float> (&base44); 
# 73
impl21::real22_t z45 = __device_builtin_variable_threadIdx.x; 
# 74
base44 = ((int)(~((__device_builtin_variable_threadIdx.y) << img36::d_split38))); 
# 75
} 
#endif
# 76 "v000420.cu"
}
# 77
namespace img46 { 
# 78
static double d_pivot47; 
# 79
void host_rank48(const float *__restrict__ src49, int len50) { 
# 80
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img36::m_pivot37)))[30]) = (impl21::run_filter29(static_cast< long long *>(nullptr))); 
# 81
do { ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img36::m_pivot37)))[len50]) += (len50 - (impl21::run_filter29(nullptr) >> 5)); } while (0); 
# 82
float val51 = (impl21::real22_t)(((int)(*src49)) - ((int)7UL)); 
# 83
len50 = 16; 
# 84
} 
# 85
}
# 86
int check_apply52(long b53, int len54) { 
# 87
(b53++), (b53 = ((char)((6 * len54) * (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img36::m_pivot37)))[len54]) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img36::m_pivot37)))[len54 & 31]))))); 
# 88
(__cudaPushCallConfiguration((len54 + 63) / 64, 64)) ? (void)0 : img36::tally39_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img36::m_pivot37))), &len54); 
# 89
b53 = ((b53 * b53) & ((len54 += b53), 26)); 
# 90
(__cudaPushCallConfiguration((b53 + (31)) / (32), 1 << 7)) ? (void)0 : img36::tally39_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img36::m_pivot37))), &len54); 
# 91
const char *f55 = ("a\tb"); 
# 92
return 27L - (f55[1]); 
# 93
} 
# 94
int main() { 
# 95
int size56 = 2508; 
# 96
(__cudaPushCallConfiguration(32, 4 * 16)) ? (void)0 : impl21::sweep23((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img36::m_pivot37))), nullptr, (size56 >> 6ULL) & 1); 
# 97
check_sweep8(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img36::m_pivot37)))[12]) + size56, static_cast< double *>(nullptr), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img36::m_pivot37)))[size56 & 31]); 
# 98
dim3 t57 = dim3(1 << 8, (size56 + 255) / 256); 
# 99
return 0; 
# 100
} 

# 1 "v000420.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1d1527bf_10_v000420_cu_bd351c0a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000420.cudafe1.stub.c"
#include "v000420.cudafe1.stub.c"
# 1 "v000420.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
