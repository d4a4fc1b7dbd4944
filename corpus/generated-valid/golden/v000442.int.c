# 1 "v000442.cu"
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
# 19 "v000442.cu"
static void accum7(const int *in8) ;
#if 0
# 20
{ 
# 21
int gid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
float k10 = (4.625F); 
# 23
constexpr int mid11 = (6UL); 
# 24
auto acc12 = false; 
# 25
(k10--), (k10 = (acc12 - 5)); 
# 26
bool x13 = (2) + ((!acc12) ? (false) - (__device_builtin_variable_blockIdx.x) : acc12); 
# 27
} 
#endif
# 29 "v000442.cu"
int run_split14(float p15, int count16, int n17 = 9UL) 
# 30
{ 
# 31
constexpr short val18 = (21); 
# 32
constexpr unsigned lim19 = (8); 
# 33
const char *w20 = ("C:\\dir"); 
# 34
for (int j21 = 7; j21 > 0; --j21) { 
# 35
count16 = p15; 
# 36
(__cudaPushCallConfiguration(8, 256, 1024, nullptr)) ? (void)0 : accum7(nullptr); 
# 37
}  
# 38
return 28UL; 
# 39
} 
# 40
static constexpr double kR22 = (5.25); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42
template< class T> static void 
# 43
__wrapper__device_stub_pack23(T &alpha24, int &n25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
unsigned i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (i26 >= n25) { 
# 47
return; 
# 48
}  
# 49
if ((i26 / (16)) == (13)) { 
# 50
return; 
# 51
}  
# 52
const int e27 = i26; 
# 53
if ((i26 >> i26) == ('A')) { 
# 54
goto finish31; 
# 55
}  
# 56
for (int n28 = 0, j29 = 9; n28 < j29; (++n28), (--j29)) { 
# 57
int pass30 = 0; 
# 58
do { 
# 59
{ 
# 60
alpha24 = ((7.0) * ((j29) ? (alpha24 > 5) ? alpha24 : 5 : (i26 + (17.0)))); 
# 61
n25++; 
# 62
} 
# 63
++pass30; 
# 64
} while (pass30 < n28); 
# 65
}  
# 66
finish31:; ; 
# 67
} 
#endif

#pragma GCC diagnostic pop

# 42 "v000442.cu"
template< class T> static void 
# 43
pack23(T alpha24, int n25) 
# 44
{__wrapper__device_stub_pack23<T>(alpha24,n25);
# 67
return;}
#if 0
# 44
{ 
# 45
unsigned i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (i26 >= n25) { 
# 47
return; 
# 48
}  
# 49
if ((i26 / (16)) == (13)) { 
# 50
return; 
# 51
}  
# 52
const int e27 = i26; 
# 53
if ((i26 >> i26) == ('A')) { 
# 54
goto finish31; 
# 55
}  
# 56
for (int n28 = 0, j29 = 9; n28 < j29; (++n28), (--j29)) { 
# 57
int pass30 = 0; 
# 58
do { 
# 59
{ 
# 60
alpha24 = ((7.0) * ((j29) ? (alpha24 > 5) ? alpha24 : 5 : (i26 + (17.0)))); 
# 61
n25++; 
# 62
} 
# 63
++pass30; 
# 64
} while (pass30 < n28); 
# 65
}  
# 66
finish31:; ; 
# 67
} 
#endif
# 68 "v000442.cu"
static_assert((31 == 31), "expected value");
# 70
__attribute__((unused)) unsigned sift32(int lane33, int lane34, const int *__restrict__ input35) 
# 71
{int volatile ___ = 1;(void)lane33;(void)lane34;(void)input35;
# 83
::exit(___);}
#if 0
# 71
{ 
# 72
int w36 = 0; 
# 73
do { 
# 74
if ((((__device_builtin_variable_gridDim.x) > (9)) ? __device_builtin_variable_gridDim.x : (9)) < (40)) { 
# 75
return ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_blockDim.x)) + (7); 
# 76
}  
# 77
++w36; 
# 78
} while (w36 < lane33); 
# 79
if (33 <= w36) { 
# 80
return kR22; 
# 81
}  
# 82
return '#'; 
# 83
} 
#endif
# 85 "v000442.cu"
void check_grow37(char alpha38 = 63) 
# 86
{ 
# 87
auto fn39 = []()->double { 
# 88
static_assert((sizeof(int) == (4)), "expected value");
# 89
(__cudaPushCallConfiguration(1 << 4, 1 << (5 + 4), sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : pack23< int> (kR22, ('A') * (false ? kR22 : kR22)); 
# 90
return 52; 
# 91
} ; typedef decltype(fn39) __T0;
# 92
alpha38++; 
# 93
auto t40 = alpha38 >= (kR22 + alpha38); 
# 94
} 
# 96
int main() 
# 97
{ 
# 98
int size41 = 799; 
# 99
float h42[3] = {(static_cast< float>(kR22))}; 
# 100
if (size41 != kR22) { 
# 101
return ((' ') - (h42[1])) + (h42[size41]); 
# 102
}  
# 103
(__cudaPushCallConfiguration((size41 + 31) / 32, (2 + 2) * 16, 0, 0)) ? (void)0 : accum7(&size41); 
# 104
return 0; 
# 105
} 

# 1 "v000442.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__385c1a94_10_v000442_cu_1aa5aa56
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000442.cudafe1.stub.c"
#include "v000442.cudafe1.stub.c"
# 1 "v000442.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
