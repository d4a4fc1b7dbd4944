#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001372.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13decay2_kernelPKiPif(const int *__restrict__, int *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5math913tile10_kernelEi(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5math96fold19EPKfi(const float *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13decay2_kernelPKiPif(const int *__restrict__ __par0, int *__par1, float __par2){ const int *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, int *, float))decay2_kernel)), 0U);}
# 7 "v001372.cu"
void decay2_kernel( const int *__restrict__ __cuda_0,int *__cuda_1,float __cuda_2)
# 7 "v001372.cu"
{__device_stub__Z13decay2_kernelPKiPif( __cuda_0,__cuda_1,__cuda_2);
# 13 "v001372.cu"
}
# 1 "v001372.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5math913tile10_kernelEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))math9::tile10_kernel)), 0U); }
# 16 "v001372.cu"
void math9::tile10_kernel( int __cuda_0)
# 16 "v001372.cu"
{__device_stub__ZN5math913tile10_kernelEi( __cuda_0);
# 28 "v001372.cu"
}
# 1 "v001372.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5math96fold19EPKfi( const float *__restrict__ __par0,  int __par1) {  const float *__T5;
__cudaLaunchPrologue(2); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, int))math9::fold19)), 0U); }
# 31 "v001372.cu"
void math9::fold19( const float *__restrict__ __cuda_0,int __cuda_1)
# 31 "v001372.cu"
{__device_stub__ZN5math96fold19EPKfi( __cuda_0,__cuda_1);
# 43 "v001372.cu"
}
# 1 "v001372.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const float *__restrict__, int))math9::fold19), _ZN5math96fold19EPKfi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int))math9::tile10_kernel), _ZN5math913tile10_kernelEi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *__restrict__, int *, float))decay2_kernel), _Z13decay2_kernelPKiPif, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_scale1,::c_scale1), 0, 16UL, 1, 0); __cudaRegisterManagedVariable(__T6, __shadow_var(m_split29,::m_split29), 0, 4UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(c_march37,::c_march37), 0, 4UL, 1, 0); __cudaRegisterManagedVariable(__T6, __shadow_var(_ZN5math98m_kick18E,::math9::m_kick18), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
