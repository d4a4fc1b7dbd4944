# 1 "v002340.cu"
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
# 8 "v002340.cu"
namespace impl3 { 
# 9
struct Particle4 { 
# 10
unsigned id5; 
# 11
int hi6; 
# 12
long hi7; 
# 13
}; 
# 14
enum class Level8: short { Fast9 = 3, Off10, On11, Mul12}; 
# 15
static int d_drift13; 
# 16
}
# 18
namespace impl14 { 
# 19
inline float run_bump15(int n16) 
# 20
{ 
# 21
impl3::Level8 y17 = impl3::Level8::On11; 
# 22
n16--; 
# 23
n16++; 
# 24
return (8 - n16) ^ ((unsigned)n16); 
# 25
} 
# 27
__attribute__((visibility("hidden"))) void scale18(const size_t *src19, int n20) ;
#if 0
# 28
{ 
# 29
const bool val21 = __device_builtin_variable_warpSize == 34; 
# 30
if (val21 >= (6 & val21)) { 
# 31
if (impl3::d_drift13 == ((*src19) + (15U))) { 
# 32
n20++; 
# 33
}  
# 34
unsigned idx22 = impl3::d_drift13 | 51; 
# 35
}  
# 36
} 
#endif
# 37 "v002340.cu"
}
# 39
struct alignas(8) Tile23 { 
# 40
float vel24; 
# 41
int hi25; 
# 42
unsigned long w26; 
# 43
int x27; 
# 44
int get28() const 
# 45
{ 
# 46
unsigned y29[5] = {(unsigned)(47 * (hi25)), (45), 33U, ((unsigned)28UL)}; 
# 47
long val30 = w26; 
# 48
return y29[4]; 
# 49
} 
# 50
unsigned long scale31() const 
# 51
{ 
# 52
long z32 = (1); 
# 53
static_assert((sizeof(int) == (4)));
# 54
return 8 - ((x27) >> 6); 
# 55
} 
# 56
}; 
# 58
__attribute__((visibility("hidden"))) void mix33(float *buf34, const float *input35, const int *coef36, int lane37) ;
#if 0
# 59
{ 
# 60
__attribute__((unused)) extern int dyn_38[]; 
# 61
int tid39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 62
--lane37; 
# 63
long sum40 = 4 | impl3::d_drift13; 
# 64
(++lane37), (lane37 <<= ((tid39 - (((buf34[5]) >= tid39) ? 59 : lane37)) * sum40)); 
# 65
++(dyn_38[3]); 
# 66
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 68 "v002340.cu"
template< class T, int N> static void 
# 69
__wrapper__device_stub_shade41(T *&data42, int &n43, double &p44) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 70
{ 
# 71
__attribute__((unused)) extern int dyn_45[]; 
# 72
int idx46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 73
if (idx46 >= n43) { 
# 74
return; 
# 75
}  
# 76
n43 = (((((data42[3]) <= p44) ? 10L : (N)) + idx46) - n43); 
# 77
__attribute__((unused)) static Tile23 sh_47[8]; 
# 78
} 
#endif

#pragma GCC diagnostic pop

# 68 "v002340.cu"
template< class T, int N> static void 
# 69
shade41(T *data42, int n43, double p44) 
# 70
{__wrapper__device_stub_shade41<T,N>(data42,n43,p44);
# 78
return;}
#if 0
# 70
{ 
# 71
__attribute__((unused)) extern int dyn_45[]; 
# 72
int idx46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 73
if (idx46 >= n43) { 
# 74
return; 
# 75
}  
# 76
n43 = (((((data42[3]) <= p44) ? 10L : (N)) + idx46) - n43); 
# 77
__attribute__((unused)) static Tile23 sh_47[8]; 
# 78
} 
#endif
# 79 "v002340.cu"
typedef int *ptr48_t; 
# 80
enum class Color49: unsigned char { Mul50, Low51 = 4U}; 
# 82
int main() 
# 83
{ 
# 84
int n52 = 2778; 
# 85
(__cudaPushCallConfiguration((n52 + 127) / 128, 32)) ? (void)0 : mix33(nullptr, nullptr, &n52, n52); 
# 86
if ((n52 * n52) < n52) { 
# 87
return -(n52 * n52); 
# 88
}  
# 89
if ((((n52 * n52) < 19) ? 846 : (n52 & 15)) <= (n52 % n52)) { 
# 90
n52 &= 46; 
# 91
++n52; 
# 92
} else { 
# 93
}  
# 94
(__cudaPushCallConfiguration(((dim3)(4)), 32)) ? (void)0 : impl14::scale18((const size_t *)nullptr, static_cast< float>(n52)); 
# 95
(__cudaPushCallConfiguration(dim3(8, (n52 + 127) / 128, 8), 256)) ? (void)0 : shade41< double, 3> (static_cast< double *>(nullptr), 32, '#'); 
# 96
return 0; 
# 97
} 

# 1 "v002340.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__18cff38e_10_v002340_cu_e89b461d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002340.cudafe1.stub.c"
#include "v002340.cudafe1.stub.c"
# 1 "v002340.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
