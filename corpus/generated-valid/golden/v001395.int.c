# 1 "v001395.cu"
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
# 18 "v001395.cu"
enum class Phase5: int { Add6 = 3, Slow7, Off8, Low9}; 
# 20
__attribute__((visibility("hidden"))) void fold10(int len11, float *dst12) ;
#if 0
# 20
{ 
# 21
int iter13 = 0; 
# 22
while (iter13 < 8) { 
# 23
len11 >>= len11; 
# 24
++iter13; 
# 25
}  
# 26
constexpr float off14 = (3.875F); 
# 27
int hi15 = len11; 
# 28
len11++; 
# 29
float res16 = (22.875F); 
# 30
} 
#endif
# 32 "v001395.cu"
__attribute__((visibility("hidden"))) void trace17(unsigned *buf18, unsigned q19, int stride20, float a21) ;
#if 0
# 32
{ 
# 33
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (tid22 >= stride20) { 
# 35
return; 
# 36
}  
# 37
int lo23 = (38) % q19; 
# 38
switch (lo23 + (*buf18)) { 
# 39
case 0:  
# 40
a21 += ((__device_builtin_variable_blockDim.x) - (5.5F)); 
# 41
if (a21 >= (36)) { 
# 42
break; 
# 43
}  
# 44
break; 
# 45
case 3:  
# 46
break; 
# 47
case 4:  
# 48
break; 
# 49
}  
# 50
} 
#endif
# 52 "v001395.cu"
void fold24(int stride25, float *data26, float beta27) { 
# 53
if ((!data26) && (beta27 < stride25)) { 
# 54
goto done30; 
# 55
}  
# 56
switch (stride25) { 
# 57
case 0:  
# 58
break; 
# 59
case 4 + 6:  
# 60
if (stride25 > (*data26)) { 
# 61
break; 
# 62
}  
# 63
for (int n28 = 0; n28 < 9; ++n28) { 
# 64
(data26[stride25 & 7]) -= (4); 
# 65
Phase5 base29 = Phase5::Low9; 
# 66
}  
# 67
break; 
# 68
default:  
# 69
break; 
# 70
}  
# 71
done30:; ; 
# 72
} 
# 73
static long c_split31[2]; 
# 74
constexpr unsigned WIDTH32 = (32); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 76
template< class T, int N = 1> static void 
# 77
__wrapper__device_stub_lerp33(T &a34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 77
{ 
# 78
if ((c_split31[__device_builtin_variable_threadIdx.x]) < (c_split31[0])) { 
# 79
goto skip35; 
# 80
}  
# 81
{ 
# 82
--a34; 
# 83
a34 = (1.375); 
# 84
} 
# 85
skip35:; ; 
# 86
} 
#endif

#pragma GCC diagnostic pop

# 76 "v001395.cu"
template< class T, int N = 1> static void 
# 77
lerp33(T a34) {__wrapper__device_stub_lerp33<T,N>(a34);
# 86
return;}
#if 0
# 77
{ 
# 78
if ((c_split31[__device_builtin_variable_threadIdx.x]) < (c_split31[0])) { 
# 79
goto skip35; 
# 80
}  
# 81
{ 
# 82
--a34; 
# 83
a34 = (1.375); 
# 84
} 
# 85
skip35:; ; 
# 86
} 
#endif
# 88 "v001395.cu"
static double run_score36(unsigned b37) { 
# 89
if ((b37 * b37) != WIDTH32) { 
# 90
goto done40; 
# 91
}  
# 92
b37 = (static_cast< int>(WIDTH32)); 
# 93
if (b37 != 62UL) { 
# 94
double res38 = b37; 
# 95
int cnt39 = (WIDTH32); 
# 96
b37 -= 58UL; 
# 97
}  
# 98
done40:; ; 
# 99
return (13.75); 
# 100
} 
# 102
int main() { 
# 103
int len41 = 3636; 
# 104
const char *m42 = ("path\\to"); 
# 105
short idx43 = run_score36(len41); 
# 106
fold24(((long long)WIDTH32) * idx43, nullptr, -(3.125F)); 
# 107
(__cudaPushCallConfiguration((len41 + 63) / 64, WIDTH32 + (96), 0)) ? (void)0 : fold10(-idx43, nullptr); 
# 108
(__cudaPushCallConfiguration((len41 + 63) / 64, 4 + (4 + (4 + (4 + (4 + (4 + 8))))), (WIDTH32 + (96)) * (4 + 4), (cudaStream_t)0)) ? (void)0 : trace17(nullptr, WIDTH32, run_score36(len41 | 4), 17); 
# 109
(__cudaPushCallConfiguration(512, 128, 0, (cudaStream_t)0)) ? (void)0 : lerp33< unsigned, 1> ((-(-64)) ^ ((m42[1]) - idx43)); 
# 110
return 0; 
# 111
} 

# 1 "v001395.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e669dd90_10_v001395_cu_06015528
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001395.cudafe1.stub.c"
#include "v001395.cudafe1.stub.c"
# 1 "v001395.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
