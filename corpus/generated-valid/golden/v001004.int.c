# 1 "v001004.cu"
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
# 13 "v001004.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned (*m_blend5)[8] = 0; 
# 15
struct Tile6 { 
# 16
float lo7; 
# 17
signed char hi8, id9; 
# 18
}; 
# 20
inline Tile6 operator+(Tile6 a, Tile6 b) 
# 21
{ 
# 22
Tile6 r = a; 
# 23
(r.lo7) += (b.lo7); 
# 24
(r.hi8) += (b.hi8); 
# 25
(r.id9) += (b.id9); 
# 26
return r; 
# 27
} 
# 28
enum class Op10: int { Mul11, Red12 = 2, Busy13, Mul14}; 
# 30
static void grow15_kernel(int *out16) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern char dyn_17[]; 
# 33
(dyn_17[7]) = (out16[6]); 
# 34
if ((~((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend5)))[3])) > 15LL) { 
# 35
return; 
# 36
}  
# 37
Tile6 f18 = Tile6{(4.5F), (static_cast< signed char>(127)), static_cast< signed char>(dyn_17[1])}; 
# 38
int w19 = 0; 
# 39
do { 
# 40
Tile6 r20 = (f18 + f18); 
# 41
(*out16) = (__device_builtin_variable_blockIdx.y); 
# 42
const int w21 = (((out16[4]) += (*out16)), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend5)))[5])) % ((r20.id9) - sizeof(float)); 
# 43
++w19; 
# 44
} while (w19 < 5); 
# 45
} 
#endif
# 47 "v001004.cu"
int step22(int n23, size_t p24) 
# 48
{ 
# 49
static_assert((sizeof(int) == (4)));
# 50
for (int it25 = 0; it25 < 4; it25++) { 
# 51
p24 = ((19 + n23) - it25); 
# 52
for (int n26 = 14; n26 > 0; --n26) { 
# 53
n23 = it25; 
# 54
n23 = (~it25); 
# 55
}  
# 56
}  
# 57
return (double)(1.5F); 
# 58
} 
# 60
double check_scale27(int *__restrict__ data28) 
# 61
{ 
# 62
auto step31 = [&](auto lo29) { 
# 63
double tmp30 = 10LL | ((*(data28)) + ((int)13L)); 
# 64
return lo29 * 2; 
# 65
} ; typedef decltype(step31) __T0;
# 66
step31(data28[4]); 
# 67
Tile6 cnt32 = Tile6{(12.5F), (2), (62)}; 
# 68
for (int n33 = 4; n33 > 0; --n33) { 
# 69
cnt32 = Tile6{}; 
# 70
float acc34 = (51); 
# 71
(__cudaPushCallConfiguration(16 * 2, sizeof(float) * (20 + (20 + (20 + 4))))) ? (void)0 : grow15_kernel(data28); 
# 72
}  
# 73
cnt32 = Tile6{(3.0F), (12U), (47U)}; 
# 74
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend5)))[4]; 
# 75
} 
# 77
int main() 
# 78
{ 
# 79
int len35 = 2738; 
# 80
if (1L <= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend5)))[len35])) { 
# 81
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend5)))[2]; 
# 82
}  
# 83
cudaStream_t idx36 = (nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v001004.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d551aa2a_10_v001004_cu_123ee765
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001004.cudafe1.stub.c"
#include "v001004.cudafe1.stub.c"
# 1 "v001004.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
