# 1 "v001422.cu"
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
# 7 "v001422.cu"
enum Level3 { LOW4 = 3, RED5 = 5, HIGH6, RED7}; 
# 14
__attribute__((visibility("hidden"))) void map_pivot9(unsigned *data, int n) ;
#if 0
# 14
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 15 "v001422.cu"
__attribute__((visibility("hidden"))) void map_reduce10(float *data, int n) ;
#if 0
# 15
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 17 "v001422.cu"
__attribute__((visibility("hidden"))) void split11(double *__restrict__ dst12) ;
#if 0
# 17
{ 
# 18
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
(dst12[__device_builtin_variable_blockDim.x]) += (((__device_builtin_variable_gridDim.x) & (15)) - idx13); 
# 20
(dst12[idx13 & 7]) += ((dst12[idx13]) * (((HIGH6) % idx13) | ((unsigned char)idx13))); 
# 21
int flag14[8] = {}; 
# 22
} 
#endif
# 23 "v001422.cu"
enum class Level15: unsigned { 
# 24
Mul16, 
# 25
Off17 = 3U, 
# 26
Fast18, 
# 27
High19 = 10U, 
# 28
Green20
# 29
}; 
# 32
static void run_spread21(int stride22) { 
# 33
dim3 res23 = dim3(1 << ((LOW4) + 1), (stride22 + 255) / 256, 16); 
# 34
const char *mid24 = ("AB"); 
# 35
static_assert((sizeof(int) == (4)), "expected value");
# 36
([tmp25 = stride22 - 22L]{ 
# 37
switch (tmp25) { 
# 38
case 8:  
# 39
break; 
# 40
}  
# 41
(__cudaPushCallConfiguration(((tmp25) + (31)) / (32), ((dim3)(((tmp25) + (63)) / (64))))) ? (void)0 : map_reduce10((float *)nullptr, ((int)(tmp25)) ^ ((54) | (tmp25))); 
# 42
} )(); 
# 43
int lo26 = 33 & stride22; 
# 44
stride22 = ((stride22 & 3) + ((((mid24[0]) == (mid24[0])) || ((mid24[0]) != (mid24[1]))) ? lo26 | (mid24[0]) : (((mid24[1]) == lo26) ? stride22 : ('\177')))); 
# 45
if ((~lo26) <= 11) { 
# 46
return; 
# 47
}  
# 48
} 
# 51
template< class T> 
# 52
struct Vec27 { 
# 53
T count28; 
# 54
}; 
# 56
__attribute__((unused)) double tally29(int count30, const Vec27< int>  &a31) {int volatile ___ = 1;(void)count30;(void)a31;
# 66
::exit(___);}
#if 0
# 56
{ 
# 57
if (!((__device_builtin_variable_threadIdx.x) > (50))) { 
# 58
return (3) ^ (count30 + 31L); 
# 59
}  
# 60
if ((count30 >> (a31.count28)) <= (__device_builtin_variable_blockIdx.z)) { 
# 61
return static_cast< int>(50U); 
# 62
}  
# 63
count30 -= (((a31.count28) + ((double)HIGH6)) / (static_cast< int>(~count30))); 
# 64
Level3 idx32 = RED5; 
# 65
return (idx32 & 15); 
# 66
} 
#endif
# 69 "v001422.cu"
__attribute__((unused)) int count33(bool cfg34) {int volatile ___ = 1;(void)cfg34;
# 77
::exit(___);}
#if 0
# 69
{ 
# 70
if (float val35 = (static_cast< long>(52)) + cfg34; (20 == cfg34) && cfg34 && (cfg34 >= (__device_builtin_variable_blockIdx.x))) { 
# 71
val35++; 
# 72
} else { 
# 73
unsigned h36 = cfg34 / 29U; 
# 74
constexpr size_t base37 = (46U); 
# 75
}  
# 76
return (RED7) | ((cfg34 << 3) & (RED7)); 
# 77
} 
#endif
# 79 "v001422.cu"
int main() { 
# 80
int count38 = 501; 
# 81
unsigned long base39 = (count38 ^ count38) ? (count38 * count38) / sizeof(short) : (29); 
# 82
bool q40 = (((base39 * base39) <= base39) ? 3327 | count38 : (base39 << count38)) - count38; 
# 83
if (q40) { 
# 84
return (q40 * 4) + (static_cast< long>(count38)); 
# 85
}  
# 86
count38 += (30 - (count38 ^ (count38 % 330))); 
# 87
count38++; 
# 88
(__cudaPushCallConfiguration(256, 512)) ? (void)0 : map_pivot9(nullptr, (q40 & 15) + (('0') - count38)); 
# 89
(__cudaPushCallConfiguration(16, ((dim3)((base39 + (31)) / (32))))) ? (void)0 : split11(nullptr); 
# 90
return 0; 
# 91
} 

# 1 "v001422.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__116be480_10_v001422_cu_e4a3c2cb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001422.cudafe1.stub.c"
#include "v001422.cudafe1.stub.c"
# 1 "v001422.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
