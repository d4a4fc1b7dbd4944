# 1 "v000723.cu"
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
# 11 "v000723.cu"
__attribute__((visibility("hidden"))) void scale4_kernel(int count5, int n6, bool a7, int lane8) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern unsigned dyn_9[]; 
# 14
constexpr unsigned long lo10 = (8); 
# 15
if (lane8 ^ 24) { 
# 16
goto done11; 
# 17
}  
# 18
if (n6 > 2) { 
# 19
return; 
# 20
}  
# 21
n6 = ((4 >> lane8) + (static_cast< int>(2))); 
# 22
done11:; ; 
# 23
} 
#endif
# 24 "v000723.cu"
enum class Axis12 { Off13, Busy14, Blue15 = 7}; 
# 25
__attribute__((section("__nv_managed_data__"))) static unsigned char *m_kick16 = 0; 
# 27
template< class T, int N = 8> 
# 28
__attribute((always_inline)) __attribute__((unused)) static inline T spread17(const T *in18) 
# 29
{int volatile ___ = 1;(void)in18;
# 44
::exit(___);}
#if 0
# 29
{ 
# 31
#pragma unroll
for (
# 31
int i19 = (1 << (2 + 1)); i19 > 0; --i19) { 
# 32
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16))) = (((i19 % 37) + (i19 - 59)) << 12); 
# 33
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16))) = ((i19 + sizeof(unsigned)) >> (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16)))); 
# 34
}  
# 36
#pragma unroll 2
for (
# 36
int it20 = 0; it20 < 13; ++it20) { 
# 37
T res21 = ((2 * it20) - (((in18[it20]) > 39ULL) ? 26 : (15.75))) + ((*in18) + ((3.5) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16))))); 
# 38
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16))) >> 4) & 1) { 
# 39
continue; 
# 40
}  
# 41
res21 = (in18[it20]); 
# 42
}   
# 43
return N; 
# 44
} 
#endif
# 45 "v000723.cu"
static int d_sift22[64]; 
# 48
__attribute__((visibility("hidden"))) void stencil23_kernel(int stride24) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern int dyn_25[]; 
# 51
Axis12 u26 = Axis12::Busy14; 
# 52
unsigned long long e27 = 51 / (-((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16))) * 2)); 
# 53
} 
#endif
# 54 "v000723.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_stencil28 = 0; 
# 56
namespace impl29 { namespace sub30 { 
# 57
float combine31(Axis12 a32, unsigned beta33, double *data34) 
# 58
{ 
# 59
auto step37 = [](double lo35, float cnt36)->double { 
# 60
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil28))) + 31) / 32, 64)) ? (void)0 : stencil23_kernel(1839); 
# 61
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil28))) * (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil28))) >= lo35) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16))) : 48UL); 
# 62
} ; typedef decltype(step37) __T0;
# 63
constexpr size_t off38 = ('A'); 
# 64
a32 = a32; 
# 65
return (7 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16)))) + beta33; 
# 66
} 
# 67
}}
# 69
__attribute__((visibility("hidden"))) void update39_kernel(const int *__restrict__ coef40, double q41, float *out42) ;
#if 0
# 70
{ 
# 71
q41 = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil28))) + (__alignof__(int) - (*coef40))) + (2 % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16))))); 
# 72
Axis12 e43 = Axis12::Off13; 
# 73
int res44 = (coef40[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16)))]) - ((2) + ((coef40 != (nullptr)) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil28))) : (*out42))); 
# 74
Axis12 cnt45 = Axis12::Blue15; 
# 75
(*out42) = (+(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16)))); 
# 76
const long hi46 = (static_cast< int>(44)); 
# 77
if (e43 == Axis12::Busy14) { 
# 78
goto out47; 
# 79
}  
# 80
q41 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil28))); 
# 81
out47:; ; 
# 82
} 
#endif
# 84 "v000723.cu"
int warp48(const unsigned long long *in49) 
# 85
{ 
# 86
const char *w50 = ("tile size"); 
# 87
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * (2), 1), 1 << 5, sizeof(float) * (128))) ? (void)0 : scale4_kernel(4573, 2766U, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil28))) + impl29::sub30::combine31(Axis12::Busy14, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16))), (double *)nullptr), impl29::sub30::combine31(Axis12::Blue15, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil28))), (double *)nullptr)); 
# 88
(__cudaPushCallConfiguration(8, 1 << 6)) ? (void)0 : update39_kernel(reinterpret_cast< const int *>(in49), impl29::sub30::combine31(Axis12::Off13, 49U, (double *)nullptr) + ((2) % (in49[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16)))])), static_cast< float *>(nullptr)); 
# 89
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil28))) / 891; 
# 90
} 
# 92
int main() 
# 93
{ 
# 94
int count51 = 771; 
# 95
const char *s52 = ("tile size"); 
# 96
Axis12 res53 = Axis12::Blue15; 
# 97
count51 = (-3); 
# 98
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_kick16))) = (static_cast< int>(__alignof__(float) | (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil28))) >= (s52[1])) ? 54 : count51))); 
# 99
dim3 r54(1, 1, 1 << (2 + 1)); 
# 100
(__cudaPushCallConfiguration(2 + 62, 8 * 4, 2 + 4094)) ? (void)0 : update39_kernel(nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil28))), nullptr); 
# 101
return 0; 
# 102
} 

# 1 "v000723.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8934faff_10_v000723_cu_b2fe2d83
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000723.cudafe1.stub.c"
#include "v000723.cudafe1.stub.c"
# 1 "v000723.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
