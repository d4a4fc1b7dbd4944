# 1 "v001807.cu"
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
# 20 "v001807.cu"
static void lerp8(const size_t *in9, float *out10, int stride11, int count12) ;
#if 0
# 21
{ 
# 22
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
if (gid13 >= stride11) { 
# 24
return; 
# 25
}  
# 26
(out10[7]) = (8.875F); 
# 27
unsigned s14 = *out10; 
# 28
bool u15{false}; 
# 29
int h16[5] = {}; 
# 30
stride11 = ((+(stride11 / 2)) - 43U); 
# 31
} 
#endif
# 32 "v001807.cu"
enum Level17 { RED18, OFF19}; 
# 33
enum State20 { 
# 34
BUSY21, 
# 35
SLOW22, 
# 36
BLUE23 = 7, 
# 37
GREEN24 = 12, 
# 38
LOW25
# 39
}; 
# 40
__attribute((always_inline)) __attribute__((unused)) inline unsigned rank26(int lane27) 
# 41
{int volatile ___ = 1;(void)lane27;
# 55
::exit(___);}
#if 0
# 41
{ 
# 42
long long tmp28(lane27); 
# 43
if (tmp28 != lane27) { 
# 44
for (int n29 = 0, j30 = lane27; n29 < j30; (++n29), (--j30)) { 
# 45
if (int z31 = (41L); (45) >= (__device_builtin_variable_blockIdx.y)) { 
# 46
z31 = (((int)lane27) * (tmp28 % (5))); 
# 47
int mid32 = z31; 
# 48
}  
# 49
}  
# 50
if (tmp28 == (41L)) { 
# 51
return static_cast< size_t>(__device_builtin_variable_blockIdx.x); 
# 52
}  
# 53
}  
# 54
return 15U; 
# 55
} 
#endif
# 56 "v001807.cu"
void host_trace33(int stride34, const float *coef35) 
# 57
{ 
# 58
--stride34; 
# 59
int prod36 = (__alignof__(char)); 
# 60
} 
# 61
constexpr int weigh37(int len38) 
# 62
{ 
# 63
return (((len38 + len38) - len38) / 2); 
# 64
} 
# 65
template< class T> 
# 66
struct Span39 { 
# 67
T weight40, hi41; 
# 68
int lo42; 
# 69
T norm43() const 
# 70
{ 
# 71
return (weight40) - ((lo42) * (lo42)); 
# 72
} 
# 73
}; 
# 74
enum class Phase44: long { Idle45 = 1L, Mul46, Add47, Low48}; 
# 75
__attribute__((unused)) double clamp49(const size_t *coef50) 
# 76
{int volatile ___ = 1;(void)coef50;
# 86
::exit(___);}
#if 0
# 76
{ 
# 77
static_assert((sizeof(int) == (4)), "tile must fit");
# 78
Span39< long>  w51 = {(3824), (static_cast< long>(LOW25)), static_cast< int>(*coef50)}; 
# 79
const float base52 = ((((w51.weight40) += (36)), LOW25)); 
# 80
if (coef50 != (nullptr)) { 
# 81
Phase44 idx53 = Phase44::Low48; 
# 82
Span39< long>  q54 = Span39< long> {(-4929), static_cast< long>(base52), static_cast< int>(base52)}; 
# 83
unsigned long long stride55 = (double)base52; 
# 84
}  
# 85
return ((base52 + (OFF19)) * (-(-(17.25)))) + ((coef50[__device_builtin_variable_threadIdx.z]) + (coef50[__device_builtin_variable_threadIdx.y])); 
# 86
} 
#endif
# 87 "v001807.cu"
int main() 
# 88
{ 
# 89
int size56 = 1286; 
# 90
(__cudaPushCallConfiguration(((SLOW22) + 1) * ((SLOW22) + (SLOW22)), 64)) ? (void)0 : lerp8((const unsigned long *)nullptr, nullptr, 62LL, size56 * size56); 
# 91
size56 = (((size56 * 61) + (' ')) + (11UL + size56)); 
# 92
return 0; 
# 93
} 

# 1 "v001807.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2bb787a9_10_v001807_cu_830ec2e1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001807.cudafe1.stub.c"
#include "v001807.cudafe1.stub.c"
# 1 "v001807.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
