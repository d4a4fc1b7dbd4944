# 1 "v001449.cu"
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
# 10 "v001449.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_spread6 = 0; 
# 12
namespace math7 { 
# 13
enum class Op8: short { Low9, High10}; 
# 15
__attribute__((visibility("hidden"))) void kick11(int count12, unsigned a13, const float *input14) ;
#if 0
# 16
{ 
# 17
if ((a13 + ((256) + a13)) >= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6))) * (63))) { 
# 18
--count12; 
# 19
float flag15 = -((a13 >= (input14[count12 & 7])) ? (16ULL) * (*input14) : (*input14)); 
# 20
int cnt16 = flag15 * ((input14[a13]) - count12); 
# 21
}  
# 22
static_assert((14 > 13), "expected value");
# 23
} 
#endif
# 24 "v001449.cu"
}
# 26
namespace detail17 { 
# 27
constexpr int host_shade18(int count19) 
# 28
{ 
# 29
count19 %= ((-0) + count19); 
# 30
return ((unsigned)(count19 & count19)) | (~count19); 
# 31
} 
# 32
enum class Axis20: int { 
# 33
Red21 = 2, 
# 34
Idle22, 
# 35
Green23, 
# 36
Add24, 
# 37
Off25
# 38
}; 
# 39
}
# 41
__attribute__((visibility("hidden"))) void trace26(const float *__restrict__ coef27, const int *src28, math7::Op8 alpha29) ;
#if 0
# 42
{ 
# 43
alpha29 = alpha29; 
# 44
float off30 = ((alpha29 != math7::Op8::Low9) ? (256) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6))) : (((2) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6)))) + (4))) * ((unsigned char)((11) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6))))); 
# 45
if (float flag31 = coef27[0]; (flag31 <= (*coef27)) || (!((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6))) <= (src28[3])))) { 
# 46
__attribute__((unused)) static double sh_32[3][11]; 
# 47
for (int j33 = 0, j34 = 12; j33 < j34; (++j33), (--j34)) { 
# 48
constexpr float idx35 = (16.5F); 
# 49
}  
# 50
size_t y36 = ((alpha29 == math7::Op8::Low9) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6))) : (flag31 + (40U))) / (((src28[7]) & 4) & (src28[1])); 
# 51
}  
# 52
} 
#endif
# 53 "v001449.cu"
using idx37_t = int; 
# 55
struct Node38 { 
# 56
float flag39, w40; 
# 57
}; 
# 59
inline Node38 operator+(Node38 a, Node38 b) 
# 60
{ 
# 61
Node38 r = a; 
# 62
(r.flag39) += (b.flag39); 
# 63
(r.w40) += (b.w40); 
# 64
return r; 
# 65
} 
# 67
struct __attribute((aligned(8))) Cell41 { 
# 68
float sum42; 
# 69
int id43; 
# 70
}; 
# 71
enum class Op44: int { Busy45 = 2, High46, Blue47}; 
# 73
__attribute__((visibility("hidden"))) void filter48(int len49, double *buf50, Cell41 beta51, idx37_t stride52) ;
#if 0
# 74
{ 
# 75
if ((stride52 > 36) || (len49 == stride52)) { 
# 76
goto done53; 
# 77
}  
# 78
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6))) = ((beta51.id43) | ((idx37_t)128)); 
# 79
(buf50[6]) += (((idx37_t)len49) / (*buf50)); 
# 80
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6)))--; 
# 81
done53:; ; 
# 82
} 
#endif
# 84 "v001449.cu"
unsigned spread54(idx37_t n55, idx37_t count56, int lane57) 
# 85
{ 
# 86
constexpr unsigned short x58 = (4 + (4 + 9)); 
# 87
n55--; 
# 88
n55 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6))); 
# 89
for (int i59 = 12; i59 > 0; --i59) { 
# 90
cudaStream_t e60 = ((cudaStream_t)0); 
# 91
}  
# 92
lane57 = ((n55 += lane57), (((count56 += x58), lane57) * count56)); 
# 93
return ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6))) += (128)), count56) + 58); 
# 94
} 
# 96
int main() 
# 97
{ 
# 98
int n61 = 3537; 
# 99
Cell41 base62 = Cell41{(19U), ('A')}; 
# 100
++(base62.id43); 
# 101
if (((base62.id43) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6)))) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6)))) { 
# 102
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6)))--; 
# 103
}  
# 104
(__cudaPushCallConfiguration(dim3(sizeof(int) * (4 + (4 + 56)), (n61 + 255) / 256, (n61 + 127) / 128), sizeof(float) * (8))) ? (void)0 : trace26(nullptr, nullptr, math7::Op8::High10); 
# 105
Node38 diff63 = Node38{(5.0F), (4664UL)}; 
# 106
(__cudaPushCallConfiguration((n61 + 127) / 128, 512)) ? (void)0 : math7::kick11(-25, ((char)6) + (base62.id43), nullptr); 
# 107
(__cudaPushCallConfiguration(1, 4 + (4 + 56))) ? (void)0 : filter48((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread6))), nullptr, Cell41{(38), n61}, n61); 
# 108
return 0; 
# 109
} 

# 1 "v001449.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__492a9621_10_v001449_cu_19557af3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001449.cudafe1.stub.c"
#include "v001449.cudafe1.stub.c"
# 1 "v001449.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
