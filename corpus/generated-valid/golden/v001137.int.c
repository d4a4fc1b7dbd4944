# 1 "v001137.cu"
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
# 8 "v001137.cu"
template< class T> 
# 9
struct Stats3 { 
# 10
T lo4; 
# 11
float vel5; 
# 12
T total6() const 
# 13
{ 
# 14
T mid7((23.0)); 
# 15
return (7.5F) - (vel5); 
# 16
} 
# 17
}; 
# 18
enum class Axis8 { Fast9, Green10, Green11}; 
# 20
__attribute((always_inline)) __attribute__((unused)) static inline float pivot12(const Stats3< int>  &p13) 
# 21
{int volatile ___ = 1;(void)p13;
# 33
::exit(___);}
#if 0
# 21
{ 
# 22
__attribute__((unused)) static unsigned sh_14[3][4]; 
# 23
((sh_14[0])[__device_builtin_variable_blockIdx.x]) = (p13.lo4); 
# 24
Stats3< int>  q15 = Stats3< int> {34, (4.25F)}; 
# 25
if ((-(q15.lo4)) & 1) { 
# 26
goto skip16; 
# 27
}  
# 28
((sh_14[2])[3])--; 
# 29
((sh_14[1])[1]) = (q15.total6() * 7); 
# 30
(q15.lo4)--; 
# 31
skip16:; ; 
# 32
return 52; 
# 33
} 
#endif
# 40 "v001137.cu"
__attribute__((visibility("hidden"))) void map_pivot18(double *data, int n) ;
#if 0
# 40
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 41 "v001137.cu"
__attribute__((visibility("hidden"))) void map_weigh19(double *data, int n) ;
#if 0
# 41
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 42 "v001137.cu"
static double d_split20; 
# 44
namespace detail21 { 
# 45
struct Acc22 { 
# 46
int id23, y24; 
# 47
bool hi25; 
# 48
short z26; 
# 49
void total27(unsigned char x28) 
# 50
{ 
# 51
(id23) = (x28 - (z26)); 
# 52
} 
# 53
}; 
# 55
Acc22 operator+(Acc22 a, Acc22 b) 
# 56
{ 
# 57
Acc22 r = a; 
# 58
(r.id23) += (b.id23); 
# 59
(r.y24) += (b.y24); 
# 60
(r.z26) += (b.z26); 
# 61
return r; 
# 62
} 
# 63
}
# 64
const int g_combine29 = (37U); 
# 66
__attribute__((visibility("hidden"))) void accum30_kernel(int n31, Axis8 b32, const double *input33, long *acc34) ;
#if 0
# 67
{ 
# 68
unsigned i35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
if (i35 >= n31) { 
# 70
return; 
# 71
}  
# 72
if (d_split20 > (pivot12(Stats3< int> {}))) { 
# 73
b32 = Axis8::Green11; 
# 74
__attribute__((unused)) static int sh_36[256]; 
# 75
int pass37 = 0; 
# 76
while (pass37 < pass37) { 
# 77
if (((__device_builtin_variable_blockDim.x) == __device_builtin_variable_warpSize) && (__device_builtin_variable_warpSize <= d_split20)) { 
# 78
return; 
# 79
}  
# 80
n31 = (i35 % 3UL); 
# 81
++pass37; 
# 82
}  
# 83
}  
# 84
} 
#endif
# 86 "v001137.cu"
int main() 
# 87
{ 
# 88
int n38 = 4004; 
# 89
n38++; 
# 90
if (n38 == 22) { 
# 91
return 24; 
# 92
}  
# 93
n38 = ((2 * (n38 - g_combine29)) + 7); 
# 94
auto op39 = []()->int { 
# 95
(__cudaPushCallConfiguration(4, sizeof(int) * (32))) ? (void)0 : map_weigh19((double *)nullptr, 27LL); 
# 96
return g_combine29; 
# 97
} ; typedef decltype(op39) __T0;
# 98
op39(); 
# 99
n38 = n38; 
# 100
n38 = g_combine29; 
# 101
(__cudaPushCallConfiguration(dim3((n38 + 255) / 256, 4), 512, 0)) ? (void)0 : map_pivot18(nullptr, (n38 * g_combine29) & (10 * n38)); 
# 102
(__cudaPushCallConfiguration(((dim3)(128)), dim3((n38 + 31) / 32, 8))) ? (void)0 : accum30_kernel(n38, Axis8::Green11, nullptr, (long *)nullptr); 
# 103
return 0; 
# 104
} 

# 1 "v001137.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4b18acb1_10_v001137_cu_0175df45
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001137.cudafe1.stub.c"
#include "v001137.cudafe1.stub.c"
# 1 "v001137.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
