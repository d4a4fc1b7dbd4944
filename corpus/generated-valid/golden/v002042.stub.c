#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002042.fatbin.c"
typedef int _ZN43_GLOBAL__N__345249ab_10_v002042_cu_d_blend37idx10_tE;
static void __device_stub__Z6weigh4PjiPf(unsigned *__restrict__, int, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp14_kernelPji(unsigned *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7march34PiS_m(_ZN43_GLOBAL__N__345249ab_10_v002042_cu_d_blend37idx10_tE *__restrict__, _ZN43_GLOBAL__N__345249ab_10_v002042_cu_d_blend37idx10_tE *__restrict__, size_t);
static void __device_stub__ZN5gpu228gather26EPKfii(const float *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6weigh4PjiPf(unsigned *__restrict__ __par0, int __par1, float *__restrict__ __par2){ unsigned *__T0;
 float *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, int, float *__restrict__))weigh4)), 0U);}
# 10 "v002042.cu"
static void weigh4( unsigned *__restrict__ __cuda_0,int __cuda_1,float *__restrict__ __cuda_2)
# 11 "v002042.cu"
{__device_stub__Z6weigh4PjiPf( __cuda_0,__cuda_1,__cuda_2);
# 17 "v002042.cu"
}
# 1 "v002042.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp14_kernelPji( unsigned *__restrict__ __par0,  int __par1) {  unsigned *__T2;
__cudaLaunchPrologue(2); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, int))warp14_kernel)), 0U); }
# 22 "v002042.cu"
void warp14_kernel( unsigned *__restrict__ __cuda_0,int __cuda_1)
# 23 "v002042.cu"
{__device_stub__Z13warp14_kernelPji( __cuda_0,__cuda_1);
# 36 "v002042.cu"
}
# 1 "v002042.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7march34PiS_m( _ZN43_GLOBAL__N__345249ab_10_v002042_cu_d_blend37idx10_tE *__restrict__ __par0,  _ZN43_GLOBAL__N__345249ab_10_v002042_cu_d_blend37idx10_tE *__restrict__ __par1,  size_t __par2) {  _ZN43_GLOBAL__N__345249ab_10_v002042_cu_d_blend37idx10_tE *__T3;
 _ZN43_GLOBAL__N__345249ab_10_v002042_cu_d_blend37idx10_tE *__T4;
__cudaLaunchPrologue(3); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(_ZN43_GLOBAL__N__345249ab_10_v002042_cu_d_blend37idx10_tE *__restrict__, _ZN43_GLOBAL__N__345249ab_10_v002042_cu_d_blend37idx10_tE *__restrict__, size_t))march34)), 0U); }
# 60 "v002042.cu"
void march34( _ZN43_GLOBAL__N__345249ab_10_v002042_cu_d_blend37idx10_tE *__restrict__ __cuda_0,_ZN43_GLOBAL__N__345249ab_10_v002042_cu_d_blend37idx10_tE *__restrict__ __cuda_1,::size_t __cuda_2)
# 61 "v002042.cu"
{__device_stub__Z7march34PiS_m( __cuda_0,__cuda_1,__cuda_2);
# 67 "v002042.cu"
}
# 1 "v002042.cudafe1.stub.c"
static void __device_stub__ZN5gpu228gather26EPKfii( const float *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const float *, int, int))gpu22::gather26)), 0U); }
# 46 "v002042.cu"
static void gpu22::gather26( const float *__cuda_0,int __cuda_1,int __cuda_2)
# 47 "v002042.cu"
{__device_stub__ZN5gpu228gather26EPKfii( __cuda_0,__cuda_1,__cuda_2);
# 58 "v002042.cu"
}
# 1 "v002042.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(const float *, int, int))gpu22::gather26), _ZN5gpu228gather26EPKfii, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(_ZN43_GLOBAL__N__345249ab_10_v002042_cu_d_blend37idx10_tE *__restrict__, _ZN43_GLOBAL__N__345249ab_10_v002042_cu_d_blend37idx10_tE *__restrict__, size_t))march34), _Z7march34PiS_m, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(unsigned *__restrict__, int))warp14_kernel), _Z13warp14_kernelPji, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(unsigned *__restrict__, int, float *__restrict__))weigh4), _Z6weigh4PjiPf, (-1)); __cudaRegisterVariable(__T8, __shadow_var(d_blend3,::d_blend3), 0, 64UL, 0, 0); __cudaRegisterVariable(__T8, __shadow_var(c_step21,::c_step21), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
