# 1 "v000185.cu"
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
# 17 "v000185.cu"
struct Tile5 { 
# 18
char y6; 
# 19
int z7; 
# 20
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 22
__attribute__((unused)) static unsigned sift8(int count9, const long *__restrict__ in10) {int volatile ___ = 1;(void)count9;(void)in10;
# 30
::exit(___);}
#if 0
# 22
{ 
# 23
unsigned m11 = (((count9 += count9), (((count9 += 24L), (in10[0])) - ((in10[count9]) & (15))))); 
# 24
Tile5 h12 = {static_cast< char>((m11 += (756)), (__device_builtin_variable_threadIdx.z)), (47U)}; 
# 25
Tile5 lo13 = h12; 
# 26
double *val14 = (nullptr); 
# 27
(m11--), (count9 = ((static_cast< int>(8 + count9)) >> ((lo13.z7) + (static_cast< unsigned char>(in10[4]))))); 
# 28
Tile5 off15 = {(6L), 6}; 
# 29
return 35; 
# 30
} 
#endif

#pragma GCC diagnostic pop

# 32 "v000185.cu"
template< class T> inline T 
# 33
pack16(const T *__restrict__ input17, const T *__restrict__ input18) { 
# 34
if (long long off19((8)); off19) { 
# 35
int w20 = 0; 
# 36
while (w20 < 8) { 
# 37
off19 = w20; 
# 38
++w20; 
# 39
}  
# 40
}  
# 41
return input18[0]; 
# 42
} 
# 43
enum class Color21 { Red22, Off23 = 3, Off24 = 6}; 
# 44
enum Kind25: short { OFF26, BLUE27, IDLE28}; 
# 46
template< class T, int N> __attribute__((unused)) T 
# 47
sweep29(T alpha30) {int volatile ___ = 1;(void)alpha30;
# 52
::exit(___);}
#if 0
# 47
{ 
# 48
alpha30 = alpha30; 
# 49
alpha30 = N; 
# 50
T u31 = (N); 
# 51
return alpha30; 
# 52
} 
#endif
# 53 "v000185.cu"
enum Color32: int { LOW33, LOW34, ON35, SLOW36 = 7}; 
# 55
__attribute__((visibility("hidden"))) void scatter37_kernel(int count38, float *out39, const short *input40, int lane41) ;
#if 0
# 55
{ 
# 56
int gid42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
if (gid42 >= count38) { 
# 58
return; 
# 59
}  
# 60
count38++; 
# 61
Tile5 q43 = Tile5{(0), (56U)}; 
# 62
if ((q43.z7) < 8U) { 
# 63
if (int tmp44(((input40[0]) + (0UL + (__device_builtin_variable_threadIdx.x))) - (*out39)); (q43.z7) > (q43.y6)) { 
# 64
(*out39) = (24.75F); 
# 65
} else { 
# 66
static_assert((sizeof(int) == (4)), "tile must fit");
# 67
}  
# 68
} else { if (int lo45 = lane41; 63U < (input40[6])) { 
# 69
do { int tmp_ = lo45; lo45 = lane41; lane41 = tmp_; } while (0); 
# 70
}  }  
# 71
} 
#endif
# 73 "v000185.cu"
struct Cell46 { 
# 74
float z47; 
# 75
int weight48, count49; 
# 76
float vel50; 
# 77
}; 
# 79
int main() { 
# 80
int size51 = 1760; 
# 81
if (size51 != size51) { 
# 82
return 11; 
# 83
}  
# 84
auto lam56 = [&](int y52, int acc53)->long { 
# 85
int pass54 = 0; 
# 86
while (pass54 < acc53) { 
# 87
(__cudaPushCallConfiguration((pass54 + 31) / 32, dim3((SLOW36) + ((ON35) + ((SLOW36) + ((ON35) + 14))), ((size51) + 63) / 64, ((size51) + 63) / 64), 128 * 8, (cudaStream_t)0)) ? (void)0 : scatter37_kernel(acc53 & 15, nullptr, static_cast< const short *>(nullptr), (BLUE27) * acc53); 
# 88
Tile5 diff55{(51L), 6}; 
# 89
++pass54; 
# 90
}  
# 91
return size51; 
# 92
} ; typedef decltype(lam56) __T0;
# 93
lam56(size51, ON35); 
# 94
float f57 = size51 - (size51 * size51); 
# 95
(__cudaPushCallConfiguration((IDLE28) + ((BLUE27) + 509), 128, ((LOW34) + 63) * 4, (cudaStream_t)0)) ? (void)0 : scatter37_kernel(IDLE28, nullptr, nullptr, (lam56(f57, size51)) * (size51 - sizeof(long))); 
# 96
int m58 = (size51 - (size51 + sizeof(int))) & (15); 
# 97
(++m58), (f57 = m58); 
# 98
return 0; 
# 99
} 

# 1 "v000185.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__30b65e9f_10_v000185_cu_2c6fe99c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000185.cudafe1.stub.c"
#include "v000185.cudafe1.stub.c"
# 1 "v000185.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
